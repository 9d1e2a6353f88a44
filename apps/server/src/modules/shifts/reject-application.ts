import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { moveShift } from './shift-lifecycle.ts';
import type { ShiftRow } from './shifts.repo.ts';

/**
 * `POST /api/contractor/applications/:id/reject` (DESIGN §2 "Reject"): the move `reject`, pending →
 * rejected, nothing charged. An application already decided answers APPLICATION_NOT_PENDING.
 */
export async function rejectApplication(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
): Promise<ShiftRow> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  return inTransaction(deps.db, async (tx) => {
    const [shift] = (await moveShift(deps, tx, actor, applicationId, 'reject')).moved;
    if (!shift) throw new AppError('APPLICATION_NOT_PENDING');
    return shift;
  });
}
