import { randomUUID } from 'node:crypto';
import { brazilianDate } from '@vamos/shared/dates';
import { FUNDING_HOLD_MINUTES, guaranteedFeeCents } from '@vamos/shared/guaranteed-pay';
import type { ApprovalResult } from '@vamos/shared/schemas/applications';
import type { InvitationAccepted } from '@vamos/shared/schemas/invitations';
import type { Deps } from '../../app-deps.ts';
import type { InvitationHold } from '../../guaranteed-pay-hooks.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { chargeShiftAtProvider, reserveShiftCharge } from '../payments/shift-charges.ts';
import { findProfileOf, payerProfileOf } from '../profiles/profiles.service.ts';
import { moveShift } from '../shifts/shifts.service.ts';
import { presentFunding } from './shift-pay-presenter.ts';
import * as shiftPayRepo from './shift-pay.repo.ts';

export type HoldDeps = Pick<Deps, 'db' | 'events' | 'payments' | 'shiftCharges'>;

/** The moves that hold a guaranteed-pay place for its payment: 'Aprovar', and 'Aceitar' an invitation. */
type HoldMove = 'hold' | 'accept_held';

/**
 * The move `hold` or `accept_held` (charged as an approval, the place taken, the freelancer told
 * nothing final) with the place's charge reserved and its money awaiting it, in one transaction;
 * then the provider's PIX charge of value + fee, valid for FUNDING_HOLD_MINUTES. The approval becomes
 * final when the charge is confirmed (settle-shift-charge.ts); a provider that fails lapses the hold
 * at once. The payer is the company's profile (name and CPF), read again under the job's lock.
 */
async function holdPlace(
  deps: HoldDeps,
  actor: Actor,
  shiftId: string,
  move: HoldMove,
  now: Date,
  check?: Parameters<InvitationHold>[3],
) {
  const held = await inTransaction(deps.db, async (tx) => {
    const paymentId = randomUUID();
    const result = await moveShift(deps, tx, actor, shiftId, move, {
      now,
      data: { paymentId },
      // The job's choice is read under its lock: an edit may have turned it off meanwhile.
      verify: (shift) => {
        if (!shift.job.guaranteedPay) throw new AppError('SHIFT_STATE_CONFLICT');
      },
    });
    const [shift] = result.moved;
    if (!shift || !result.place)
      throw new AppError(move === 'hold' ? 'APPLICATION_NOT_PENDING' : 'INVITATION_NOT_AVAILABLE');
    await check?.(tx, shift);
    const payer = await payerProfileOf({ db: tx }, result.job.contractorId);
    if (!payer) throw new AppError('PAYMENT_PROFILE_INCOMPLETE', { message: PAYER_INCOMPLETE });
    const valueCents = result.job.salaryCents;
    const feeCents = guaranteedFeeCents(valueCents, result.job.guaranteedFeeBps ?? 0);
    const holdExpiresAt = new Date(now.getTime() + FUNDING_HOLD_MINUTES * 60_000);
    const charge = await reserveShiftCharge(tx, {
      id: paymentId,
      contractorId: result.job.contractorId,
      shiftId: shift.id,
      amountCents: valueCents + feeCents,
      provider: deps.payments.name,
      expiresAt: holdExpiresAt,
    });
    const place = await shiftPayRepo.holdPlace(tx, {
      shiftId: shift.id,
      jobId: result.job.id,
      contractorId: result.job.contractorId,
      freelancerId: shift.freelancerId,
      valueCents,
      feeCents,
      paymentId,
      holdExpiresAt,
    });
    if (!place) throw new AppError('SHIFT_STATE_CONFLICT');
    const freelancer = await findProfileOf({ db: tx }, shift.freelancerId);
    return { result, shift, charge, place, payer, places: result.place, freelancerName: freelancer?.fullName ?? '' };
  });
  const { result, payer, freelancerName } = held;
  const charge = await chargeShiftAtProvider(
    deps,
    held.charge,
    { userId: result.job.contractorId, name: payer.fullName, email: payer.email, cpf: payer.cpf },
    `Vamos Trabalhar - ${result.job.title} em ${brazilianDate(result.job.serviceDate)} - ${freelancerName}`.slice(
      0,
      500,
    ),
  );
  return { ...held, charge };
}

const PAYER_INCOMPLETE = 'Complete seu perfil com nome e CPF antes de pagar uma vaga com pagamento garantido.';

/**
 * 'Aprovar' on a guaranteed-pay job (decision 0042): the place held for its PIX charge, which the
 * answer carries (the payment dialog opens on it).
 */
export async function holdPlaceForPayment(
  deps: HoldDeps,
  actor: Actor,
  shiftId: string,
  now = new Date(),
): Promise<ApprovalResult> {
  // Said before anything moves (the approval is the contractor's own act).
  if (!(await payerProfileOf(deps, actor.id)))
    throw new AppError('PAYMENT_PROFILE_INCOMPLETE', { message: PAYER_INCOMPLETE });
  const { shift, place, places, charge, freelancerName } = await holdPlace(deps, actor, shiftId, 'hold', now);
  return {
    job_filled: places.status === 'filled',
    approved_count: places.approvedCount,
    required_people: places.requiredPeople,
    application_cost: shift.applicationCost,
    message: `Aguardando pagamento: pague a vaga por PIX em até ${FUNDING_HOLD_MINUTES} minutos para confirmar a aprovação.`,
    funding: presentFunding(place, charge, freelancerName),
  };
}

/**
 * 'Aceitar' an invitation to a guaranteed-pay job (decision 0042): the place held for the contractor's
 * PIX charge, as their own approval would hold it; the contractor is told to pay ('Pagar' on the
 * job's candidates). A contractor whose profile cannot pay (no CPF) leaves the invitation as it was:
 * INVITATION_PAYMENT_UNAVAILABLE to the freelancer.
 */
export async function holdAcceptedInvitation(
  deps: HoldDeps,
  actor: Actor,
  shiftId: string,
  check: Parameters<InvitationHold>[3],
  now = new Date(),
): Promise<InvitationAccepted> {
  try {
    const { shift } = await holdPlace(deps, actor, shiftId, 'accept_held', now, check);
    return { id: shift.id, job_id: shift.jobId, application_cost: shift.applicationCost, awaiting_payment: true };
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_PROFILE_INCOMPLETE') {
      throw new AppError('INVITATION_PAYMENT_UNAVAILABLE');
    }
    throw error;
  }
}
