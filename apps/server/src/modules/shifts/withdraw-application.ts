import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { moveShift } from './shift-lifecycle.ts';
import type { ShiftRow } from './shifts.repo.ts';

/**
 * `POST /api/freelancer/applications/:id/withdraw` ("Desistir", DESIGN §2): the move `withdraw` of
 * the freelancer's own booked shift, before it starts: the place reopens (a filled job is active
 * again and its waiting list pending), and the contractor is told. The coins paid on approval are
 * not refunded.
 */
export async function withdrawApplication(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
): Promise<ShiftRow> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  return inTransaction(deps.db, async (tx) => {
    const [shift] = (await moveShift(deps, tx, actor, applicationId, 'withdraw')).moved;
    if (!shift) throw new AppError('APPLICATION_NOT_APPROVED');
    return shift;
  });
}
