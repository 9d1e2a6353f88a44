/**
 * What other modules may do with jobs, inside their own transaction: lock a job and give a place
 * back ("Desistir"; an approval takes one in its own statement, applications.repo
 * approveTakingPlace). Everything else is an operation file.
 */
import type { Tx } from '../../db/client.ts';
import * as jobsRepo from './jobs.repo.ts';

export type { JobRow, JobToApply, SlotState } from './jobs.repo.ts';
export { presentJobSummary, type JobSummaryRow } from './job-presenter.ts';

/** Locks the job row for update until the transaction ends. */
export function lockJob(tx: Tx, jobId: string): Promise<jobsRepo.JobRow | undefined> {
  return jobsRepo.lockJob(tx, jobId);
}

/** Share-locks the job for an application (see jobsRepo.lockJobToApply). */
export function lockJobToApply(tx: Tx, jobId: string): Promise<jobsRepo.JobToApply | undefined> {
  return jobsRepo.lockJobToApply(tx, jobId);
}

/** Gives a place back; a filled job reopens. */
export function releaseSlot(tx: Tx, jobId: string): Promise<jobsRepo.SlotState | undefined> {
  return jobsRepo.releaseSlot(tx, jobId);
}
