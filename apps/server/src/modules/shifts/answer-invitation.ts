/**
 * 'Aceitar' and 'Recusar' in 'Convites' (issue 26, decision 0037): the invited freelancer answers an
 * invitation, by the moves `accept` (booked at once, charged as an approval: 1 credit from the
 * contractor, the application's coins from the freelancer, a place taken) and `decline`.
 */
import { formatErrorMessage } from '@vamos/shared/errors';
import type { InvitationAccepted } from '@vamos/shared/schemas/invitations';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { moveShift } from './shift-lifecycle.ts';

type AnswerDeps = Pick<Deps, 'db' | 'events' | 'team' | 'payments' | 'shiftCharges' | 'invitationHolds'>;

/** The job turned out to have guaranteed pay (seen under its lock): the place is held for its payment instead. */
class PaidByPix extends Error {}

/** What a charge that fell short means to the freelancer accepting (the approval's codes speak to the contractor). */
function forTheFreelancer(error: unknown, cost: number | undefined): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'INSUFFICIENT_CREDITS') return new AppError('CONTRACTOR_CANNOT_CONFIRM');
  if (error.code === 'FREELANCER_INSUFFICIENT_COINS' && cost !== undefined) {
    return new AppError('INSUFFICIENT_TOKENS', {
      message: formatErrorMessage('INSUFFICIENT_TOKENS', { n: cost }),
      extra: { required_tokens: cost },
    });
  }
  // Any state but invited: this freelancer's invitation is no more (accepted, declined, lapsed).
  if (error.code === 'APPLICATION_NOT_FOUND') return new AppError('INVITATION_NOT_FOUND');
  return error;
}

/**
 * `POST /api/freelancer/invitations/:id/accept`: only the invited freelancer (anyone else:
 * INVITATION_NOT_FOUND); the job must still reach them (a block since: INVITATION_NOT_FOUND), be
 * active with a free place (JOB_FULL), before the start (SHIFT_STARTED); the contractor must hold a
 * credit (CONTRACTOR_CANNOT_CONFIRM) and the freelancer the coins (INSUFFICIENT_TOKENS). Any refusal
 * changes nothing. Races with approvals, promotions and 'Desistir' as an approval does: the job is
 * locked first, then the shift, then the balances.
 */
export async function acceptInvitation(
  deps: AnswerDeps,
  actor: Actor,
  invitationId: string,
): Promise<InvitationAccepted> {
  if (!isUuid(invitationId)) throw new AppError('INVITATION_NOT_FOUND');
  let cost: number | undefined;
  try {
    return await inTransaction(deps.db, async (tx) => {
      const { moved } = await moveShift(deps, tx, actor, invitationId, 'accept', {
        verify: (shift) => {
          cost = shift.applicationCost;
          if (shift.job.guaranteedPay) throw new PaidByPix();
        },
      });
      const [shift] = moved;
      if (!shift) throw new AppError('INVITATION_NOT_AVAILABLE');
      await refuseIfHidden(deps, tx, shift);
      return { id: shift.id, job_id: shift.jobId, application_cost: shift.applicationCost, awaiting_payment: false };
    });
  } catch (error) {
    // Guaranteed pay (decision 0042): the place waits for the contractor's PIX charge (shift-pay's).
    if (error instanceof PaidByPix) return acceptHeld(deps, actor, invitationId, cost);
    throw forTheFreelancer(error, cost);
  }
}

/** A block came between them since the invitation (the move locked the job and the shift first). */
async function refuseIfHidden(deps: AnswerDeps, tx: Tx, shift: { jobId: string; freelancerId: string }) {
  if (await deps.team.isJobHiddenFrom(tx, shift.jobId, shift.freelancerId)) throw new AppError('INVITATION_NOT_FOUND');
}

async function acceptHeld(deps: AnswerDeps, actor: Actor, invitationId: string, cost: number | undefined) {
  try {
    return await deps.invitationHolds(deps, actor, invitationId, (tx, shift) => refuseIfHidden(deps, tx, shift));
  } catch (error) {
    throw forTheFreelancer(error, cost);
  }
}

/** `POST /api/freelancer/invitations/:id/decline`: only the invited freelancer; nothing charged, the contractor told. */
export async function declineInvitation(deps: AnswerDeps, actor: Actor, invitationId: string): Promise<void> {
  if (!isUuid(invitationId)) throw new AppError('INVITATION_NOT_FOUND');
  try {
    await inTransaction(deps.db, (tx) => moveShift(deps, tx, actor, invitationId, 'decline'));
  } catch (error) {
    throw forTheFreelancer(error, undefined);
  }
}
