import type { Tx } from '../../db/client.ts';
import * as alertsRepo from './job-alerts.repo.ts';

/**
 * What the jobs module calls when a job is published, inside the publish transaction: the job is
 * queued (a row of the durable outbox `job_alert_runs`), so it is matched against the alerts after
 * the commit, by this process or any other, even after a restart (match-new-jobs.ts). Publishing
 * pays one insert; the matching itself runs outside it.
 */
export async function queueJobForAlerts(tx: Tx, jobId: string): Promise<void> {
  await alertsRepo.queueRun(tx, jobId);
}

/** What an alert reads of a job (its city, neighbourhood, segment, day and value). */
export type JobAlertFields = {
  city: string;
  state: string;
  segment: string;
  serviceDate: string;
  salaryCents: number;
  address: { neighborhood?: string } | null;
};

const alertKey = (job: JobAlertFields) =>
  [job.city, job.state, job.segment, job.serviceDate, job.salaryCents, job.address?.neighborhood ?? ''].join('|');

/**
 * What the jobs module calls when a published job is edited, inside the edit's transaction: when
 * the edit changed something an alert reads, the job is queued again, so the people it now
 * reaches are told after the commit; those already told are not told again (one match per person
 * and job). Any other edit (description, places, times) queues nothing.
 */
export async function requeueEditedJobForAlerts(
  tx: Tx,
  before: JobAlertFields,
  after: JobAlertFields & { id: string },
) {
  if (alertKey(before) !== alertKey(after)) await alertsRepo.queueRun(tx, after.id);
}

/** 'Excluir minha conta' (decision 0051), in the deletion's transaction. */
export function deleteAlertsOf(tx: Tx, userId: string): Promise<void> {
  return alertsRepo.deleteAlertsOf(tx, userId);
}
