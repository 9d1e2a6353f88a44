import { saoPauloInstant } from '@vamos/shared/dates';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { moveShift } from './shift-lifecycle.ts';
import { SYSTEM } from './shift-policies.ts';
import * as shiftsRepo from './shifts.repo.ts';

/**
 * 'Excluir minha conta' of a freelancer (decision 0051), in the deletion's transaction: each shift not
 * over leaves through the lifecycle's own moves, as if the person had clicked: a pending application
 * is cancelled ('cancel'), an invitation declined ('decline'), a booking ahead given up ('withdraw':
 * the contractor's credit back, the place reopened for a reserve, the contractor told, strikes by
 * notice as the policy says). Waiting-list places and reserves are closed by the system ('close',
 * 'release'). A booking whose start passed stays as it is: the contractor still records the attendance.
 */
export async function giveUpShiftsOf(
  deps: Pick<Deps, 'db' | 'events'>,
  tx: Tx,
  actor: Actor,
  now: Date,
): Promise<number> {
  let moved = 0;
  for (const shift of await shiftsRepo.openShiftsOf(tx, actor.id)) {
    const ahead = saoPauloInstant(shift.serviceDate, shift.startTime.slice(0, 5)) > now;
    switch (shift.status) {
      case 'pending':
        await moveShift(deps, tx, actor, shift.id, 'cancel', { now });
        break;
      case 'invited':
        await moveShift(deps, tx, actor, shift.id, 'decline', { now });
        break;
      case 'waitlisted':
        await moveShift(deps, tx, SYSTEM, shift.id, 'close', { now });
        break;
      case 'reserve':
        await moveShift(deps, tx, SYSTEM, shift.id, 'release', { now });
        break;
      case 'approved':
      case 'confirmed':
        if (!ahead) continue;
        await moveShift(deps, tx, actor, shift.id, 'withdraw', { now });
        break;
      default:
        continue;
    }
    moved += 1;
  }
  return moved;
}
