import type { JobHistoryAction } from '@vamos/shared/job-history';
import type { Tx } from '../../db/client.ts';
import * as historyRepo from './job-history.repo.ts';

/** One action on a job, as its history keeps it. */
export type JobAction = {
  jobId: string;
  /** The person who did it (`actor.personId`: the owner or the manager who clicked, never the company); null: the system. */
  actorId: string | null;
  action: JobHistoryAction;
  /** What the entry needs besides (a rating: `{ freelancer_id }`). */
  data?: Record<string, unknown>;
  /** When, if the action has its own clock (the moves it made record it too); the transaction's now() without it. */
  at?: Date;
};

/**
 * Records an action on a job in its history (decision 0040: 'Publicada por Ana', 'Concluída por
 * Bruno'), in the transaction of the action itself: the entry exists exactly when the action does.
 * The only writer of `job_history`; the shifts' moves keep their own record (shift_moves).
 */
export async function recordJobAction(tx: Tx, { jobId, actorId, action, data = {}, at }: JobAction): Promise<void> {
  await historyRepo.insertJobHistory(tx, { jobId, actorId, action, data, ...(at ? { at } : {}) });
}

/**
 * The job's history as another module writes it: `deps.jobHistory` (app.ts). `evaluations` records
 * its ratings so, not by importing this file: `jobs` reaches `evaluations` through `shifts`, and the
 * import would close a loop (ARCHITECTURE.md, "Module loops").
 */
export const jobHistoryWriter = { record: recordJobAction };

export type JobHistoryWriter = typeof jobHistoryWriter;
