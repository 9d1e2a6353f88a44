import { randomUUID } from 'node:crypto';
import { brazilianDate } from '@vamos/shared/dates';
import { FUNDING_HOLD_MINUTES, guaranteedFeeCents } from '@vamos/shared/guaranteed-pay';
import { bookedApproval, type ApprovalResult } from '@vamos/shared/schemas/applications';
import type { InvitationAccepted } from '@vamos/shared/schemas/invitations';
import type { Deps } from '../../app-deps.ts';
import type { InvitationHold } from '../../guaranteed-pay-hooks.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { chargeShiftAtProvider, reserveShiftCharge } from '../payments/shift-charges.ts';
import { findProfileOf, payerProfileOf } from '../profiles/profiles.service.ts';
import { moveShift } from '../shifts/shifts.service.ts';
import { PAYER_INCOMPLETE } from './job-funding.ts';
import * as fundingRepo from './job-funding.repo.ts';
import { takeFromPool } from './job-pool.ts';
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
    // The job paid at once (decision 0056): a place from its pool, no PIX of its own.
    const pooled = await takeFromPool(deps, tx, actor, shiftId, move === 'hold' ? 'approve' : 'accept', now, check);
    if (pooled) return { kind: 'pooled' as const, pooled };
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
    return {
      kind: 'held' as const,
      held: { result, shift, charge, place, payer, places: result.place, freelancerName: freelancer?.fullName ?? '' },
    };
  });
  if (held.kind === 'pooled') return held;
  const { result, payer, freelancerName } = held.held;
  const charge = await chargeShiftAtProvider(
    deps,
    held.held.charge,
    { userId: result.job.contractorId, name: payer.fullName, email: payer.email, cpf: payer.cpf },
    `Vamos Trabalhar - ${result.job.title} em ${brazilianDate(result.job.serviceDate)} - ${freelancerName}`.slice(
      0,
      500,
    ),
  );
  return { kind: 'held' as const, held: { ...held.held, charge } };
}

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
  // Said before anything moves (the approval is the contractor's own act), unless the job's places
  // were paid at once: its pool books them without a PIX of their own (decision 0056).
  if (!(await payerProfileOf(deps, actor.id)) && !(await fundingRepo.shiftHasOpenFunding(deps.db, shiftId)))
    throw new AppError('PAYMENT_PROFILE_INCOMPLETE', { message: PAYER_INCOMPLETE });
  const outcome = await holdPlace(deps, actor, shiftId, 'hold', now);
  if (outcome.kind === 'pooled') {
    const { shift, place } = outcome.pooled;
    if (!place) throw new AppError('APPLICATION_NOT_PENDING');
    return bookedApproval(place, shift.applicationCost);
  }
  const { shift, place, places, charge, freelancerName } = outcome.held;
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
    const outcome = await holdPlace(deps, actor, shiftId, 'accept_held', now, check);
    const { shift } = outcome.kind === 'pooled' ? outcome.pooled : outcome.held;
    return {
      id: shift.id,
      job_id: shift.jobId,
      application_cost: shift.applicationCost,
      awaiting_payment: outcome.kind === 'held',
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_PROFILE_INCOMPLETE') {
      throw new AppError('INVITATION_PAYMENT_UNAVAILABLE');
    }
    throw error;
  }
}
