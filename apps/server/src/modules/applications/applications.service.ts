/**
 * What other modules may do with applications, inside their own transaction (a job being
 * completed or cancelled settles its applications) or to read a job's applicants.
 */
import type { RejectionReason } from '@vamos/shared/constants';
import type { JobApplication } from '@vamos/shared/schemas/job-views';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ratingStatsOf } from '../evaluations/evaluations.service.ts';
import { presentJobApplication } from './application-presenter.ts';
import * as applicationsRepo from './applications.repo.ts';

export type { ApplicationRow } from './applications.repo.ts';

/** The job's pending applications become rejected, with why; returns them (to notify their freelancers). */
export function rejectPendingOfJob(
  tx: Tx,
  jobId: string,
  reason: RejectionReason,
): Promise<applicationsRepo.ApplicationRow[]> {
  return applicationsRepo.rejectAllPending(tx, jobId, reason);
}

/**
 * The waiting list follows the places (DESIGN §2, decision 0005): when a job fills, its pending
 * applications are turned away ('Vaga preenchida'); when a place reopens (a freelancer gave up,
 * the contractor added places), those come back as pending. Nobody is charged before an approval.
 * Call it in the transaction that changed the job's status, after the change; the freelancers
 * whose application moved are returned, to be told.
 */
export async function followPlaces(
  tx: Tx,
  job: { id: string; status: string },
): Promise<{ turnedAway: applicationsRepo.ApplicationRow[]; restored: applicationsRepo.ApplicationRow[] }> {
  if (job.status === 'filled')
    return { turnedAway: await applicationsRepo.rejectAllPending(tx, job.id, 'job_filled'), restored: [] };
  if (job.status === 'active')
    return { turnedAway: [], restored: await applicationsRepo.restoreTurnedAway(tx, job.id) };
  return { turnedAway: [], restored: [] };
}

/** The job's approved applications, in a stable (freelancer id) order. */
export function approvedOfJob(tx: Tx, jobId: string): Promise<applicationsRepo.ApplicationRow[]> {
  return applicationsRepo.findApproved(tx, jobId);
}

/** Ids of every freelancer who applied to the job. */
export function applicantIdsOfJob(db: DbOrTx, jobId: string): Promise<string[]> {
  return applicationsRepo.findApplicantIds(db, jobId);
}

/** The job's applications for its contractor (approved → pending → rejected → withdrawn), with ratings. */
export async function applicationsOfJob(db: DbOrTx, jobId: string): Promise<JobApplication[]> {
  const rows = await applicationsRepo.findForJob(db, jobId);
  const ratings = await ratingStatsOf(
    db,
    rows.map((r) => r.application.freelancerId),
  );
  return rows.map((row) => presentJobApplication(row, ratings.get(row.application.freelancerId)));
}
