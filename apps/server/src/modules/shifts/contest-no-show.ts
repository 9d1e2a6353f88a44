import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { moveShift } from './shift-lifecycle.ts';
import type { ShiftRow } from './shifts.repo.ts';

/**
 * `POST /api/freelancer/applications/:id/contest` ('Contestar', decision 0028): the move `contest`
 * of the freelancer's own no-show, within 48 h of the mark, with their text (kept in the move's
 * record). The contractor is told; the no-show's strikes stop counting until an operator decides.
 */
export async function contestNoShow(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
  text: string,
  now = new Date(),
): Promise<ShiftRow> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  return inTransaction(deps.db, async (tx) => {
    const [shift] = (await moveShift(deps, tx, actor, applicationId, 'contest', { now, data: { text } })).moved;
    if (!shift) throw new AppError('SHIFT_STATE_CONFLICT');
    return shift;
  });
}
