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
