/**
 * What other modules may do with jobs, inside their own transaction: lock a job and move its
 * places (approve takes one, "Desistir" gives one back). Everything else is an operation file.
 */
import type { Tx } from '../../db/client.ts';
import * as jobsRepo from './jobs.repo.ts';

export type { JobRow, SlotState } from './jobs.repo.ts';
export { presentJobSummary, type JobSummaryRow } from './job-presenter.ts';

/** Locks the job row until the transaction ends (see jobsRepo.lockJob for the two strengths). */
export function lockJob(tx: Tx, jobId: string, strength: 'update' | 'share'): Promise<jobsRepo.JobRow | undefined> {
  return jobsRepo.lockJob(tx, jobId, strength);
}

/** One guarded statement: a place on an active job that is not full, or undefined. */
export function takeSlot(tx: Tx, jobId: string): Promise<jobsRepo.SlotState | undefined> {
  return jobsRepo.takeSlot(tx, jobId);
}

/** Gives a place back; a filled job reopens. */
export function releaseSlot(tx: Tx, jobId: string): Promise<jobsRepo.SlotState | undefined> {
  return jobsRepo.releaseSlot(tx, jobId);
}
