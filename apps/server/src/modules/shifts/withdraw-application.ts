import { withdrawalConsequence, withdrawalConsequenceText } from '@vamos/shared/cancellation-policy';
import { formatErrorMessage } from '@vamos/shared/errors';
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
 * again and its waiting list pending), the contractor gets the approval's credit back and is told,
 * and a late notice gives strikes (cancellation-policy.ts). The coins paid on approval are not
 * refunded. With `expectedStrikes` (what the dialog said), a notice that has since crossed into
 * another band is refused, and nothing moves.
 */
export async function withdrawApplication(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
  expectedStrikes?: number,
): Promise<ShiftRow> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  const now = new Date();
  return inTransaction(deps.db, async (tx) => {
    const { moved, job } = await moveShift(deps, tx, actor, applicationId, 'withdraw', { now });
    const [shift] = moved;
    if (!shift) throw new AppError('APPLICATION_NOT_APPROVED');
    const consequence = withdrawalConsequence(job, now);
    if (expectedStrikes !== undefined && consequence.strikes !== expectedStrikes) {
      // Thrown inside the transaction: the move, its refund and its strikes roll back.
      throw new AppError('WITHDRAWAL_CONSEQUENCE_CHANGED', {
        message: formatErrorMessage('WITHDRAWAL_CONSEQUENCE_CHANGED', {
          consequence: withdrawalConsequenceText(consequence),
        }),
      });
    }
    return shift;
  });
}
