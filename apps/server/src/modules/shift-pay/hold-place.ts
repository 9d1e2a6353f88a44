import { randomUUID } from 'node:crypto';
import { brazilianDate } from '@vamos/shared/dates';
import { FUNDING_HOLD_MINUTES, guaranteedFeeCents } from '@vamos/shared/guaranteed-pay';
import type { ApprovalResult } from '@vamos/shared/schemas/applications';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { chargeShiftAtProvider, reserveShiftCharge } from '../payments/shift-charges.ts';
import { findProfileOf } from '../profiles/profiles.service.ts';
import { moveShift } from '../shifts/shifts.service.ts';
import { presentFunding } from './shift-pay-presenter.ts';
import * as shiftPayRepo from './shift-pay.repo.ts';

export type HoldDeps = Pick<Deps, 'db' | 'events' | 'payments' | 'shiftCharges'>;

/**
 * 'Aprovar' on a guaranteed-pay job (decision 0042): the move `hold` (charged as an approval, the
 * place taken, the freelancer told nothing) with the place's charge reserved and its money awaiting
 * it, in one transaction; then the provider's PIX charge of value + fee, valid for
 * FUNDING_HOLD_MINUTES. The approval becomes final when the charge is confirmed (settle-shift-charge.ts);
 * a provider that fails lapses the hold at once. The payer is the company's profile (name and CPF).
 */
export async function holdPlaceForPayment(
  deps: HoldDeps,
  actor: Actor,
  shiftId: string,
  now = new Date(),
): Promise<ApprovalResult> {
  const payer = await findProfileOf(deps, actor.id);
  if (!payer?.fullName.trim() || payer.cpf?.length !== 11) {
    throw new AppError('PAYMENT_PROFILE_INCOMPLETE', {
      message: 'Complete seu perfil com nome e CPF antes de pagar uma vaga com pagamento garantido.',
    });
  }
  const held = await inTransaction(deps.db, async (tx) => {
    const paymentId = randomUUID();
    const result = await moveShift(deps, tx, actor, shiftId, 'hold', {
      now,
      data: { paymentId },
      // The job's choice is read under its lock: an edit may have turned it off meanwhile.
      verify: (shift) => {
        if (!shift.job.guaranteedPay) throw new AppError('SHIFT_STATE_CONFLICT');
      },
    });
    const [shift] = result.moved;
    if (!shift || !result.place) throw new AppError('APPLICATION_NOT_PENDING');
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
    return { result, shift, charge, place, places: result.place, freelancerName: freelancer?.fullName ?? '' };
  });
  const { result, shift, place, places, freelancerName } = held;
  const charge = await chargeShiftAtProvider(
    deps,
    held.charge,
    { userId: actor.id, name: payer.fullName, email: payer.email, cpf: payer.cpf },
    `Vamos Trabalhar - ${result.job.title} em ${brazilianDate(result.job.serviceDate)} - ${freelancerName}`.slice(
      0,
      500,
    ),
  );
  return {
    job_filled: places.status === 'filled',
    approved_count: places.approvedCount,
    required_people: places.requiredPeople,
    application_cost: shift.applicationCost,
    message: `Aguardando pagamento: pague a vaga por PIX em até ${FUNDING_HOLD_MINUTES} minutos para confirmar a aprovação.`,
    funding: presentFunding(place, charge, freelancerName),
  };
}
