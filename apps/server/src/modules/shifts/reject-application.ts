import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { moveShift } from './shift-lifecycle.ts';
import type { ShiftRow } from './shifts.repo.ts';

/**
 * A contractor's decision on an application that charges nothing: one move of the shift, in its own
 * transaction. An application no longer waiting for that decision answers APPLICATION_NOT_PENDING.
 */
function decide(move: 'reject' | 'reserve') {
  return async (deps: Pick<Deps, 'db' | 'events'>, actor: Actor, applicationId: string): Promise<ShiftRow> => {
    if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
    return inTransaction(deps.db, async (tx) => {
      const [shift] = (await moveShift(deps, tx, actor, applicationId, move)).moved;
      if (!shift) throw new AppError('APPLICATION_NOT_PENDING');
      return shift;
    });
  };
}

/** `POST /api/contractor/applications/:id/reject` (DESIGN §2 "Reject"): the move `reject`, pending → rejected. */
export const rejectApplication = decide('reject');

/**
 * `POST /api/contractor/applications/:id/reserve` ('Aprovar como reserva', decision 0036): the move
 * `reserve` of a pending (or waiting) application, before the shift's start: nothing charged, the
 * freelancer told they are on standby; a job keeps at most 3 reserves (RESERVES_FULL, 409).
 */
export const reserveApplication = decide('reserve');
