import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { applyForShift } from './shift-lifecycle.ts';
import type { ShiftRow } from './shifts.repo.ts';

/**
 * `POST /api/jobs/:id/apply` (DESIGN §2 "Apply"): the move `apply` of a shift (shift-moves.ts): the
 * job is active and its date has not passed, the freelancer has no application on it (or cancelled
 * theirs), and holds at least the application cost in coins. No coins move now; the cost is fixed
 * on the shift and charged on approval. A job of a contractor who blocked the freelancer, or whom
 * they hid, is JOB_NOT_FOUND, and nothing is spent.
 */
export async function applyToJob(
  deps: Pick<Deps, 'db' | 'events' | 'team'>,
  actor: Actor,
  jobId: string,
): Promise<ShiftRow> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  return inTransaction(deps.db, async (tx) => {
    // A contractor who blocked me, or whom I hid: their job does not exist for me (decision 0034).
    if (await deps.team.isJobHiddenFrom(tx, jobId, actor.id)) throw new AppError('JOB_NOT_FOUND');
    const [shift] = (await applyForShift(deps, tx, actor, jobId)).moved;
    if (!shift) throw new AppError('ALREADY_APPLIED');
    return shift;
  });
}
