/**
 * What other modules may do with jobs, inside their own transaction: lock a job and move its
 * places (approve takes one, "Desistir" gives one back). Everything else is an operation file.
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

/** One guarded statement: a place on an active job that is not full, or undefined. */
export function takeSlot(tx: Tx, jobId: string): Promise<jobsRepo.SlotState | undefined> {
  return jobsRepo.takeSlot(tx, jobId);
}

/** Gives a place back; a filled job reopens. */
export function releaseSlot(tx: Tx, jobId: string): Promise<jobsRepo.SlotState | undefined> {
  return jobsRepo.releaseSlot(tx, jobId);
}
