import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { moveShift } from './shift-lifecycle.ts';
import type { ShiftRow } from './shifts.repo.ts';

/**
 * `POST /api/contractor/applications/:id/reserve` ('Aprovar como reserva', decision 0036): the move
 * `reserve` of a pending (or waiting) application, before the shift's start: nothing charged, the
 * freelancer told they are on standby; a job keeps at most 3 reserves (RESERVES_FULL, 409).
 */
export async function reserveApplication(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
): Promise<ShiftRow> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  return inTransaction(deps.db, async (tx) => {
    const [shift] = (await moveShift(deps, tx, actor, applicationId, 'reserve')).moved;
    if (!shift) throw new AppError('APPLICATION_NOT_PENDING');
    return shift;
  });
}
