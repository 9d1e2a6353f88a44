import type { ShiftFunding } from '@vamos/shared/schemas/guaranteed-pay';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { isUuid } from '../../http/ids.ts';
import { cancelShiftCharge, checkShiftCharge, findShiftCharge } from '../payments/shift-charges.ts';
import { findProfileOf } from '../profiles/profiles.service.ts';
import { presentFunding } from './shift-pay-presenter.ts';
import * as shiftPayRepo from './shift-pay.repo.ts';

type FundingDeps = Pick<Deps, 'db' | 'events' | 'payments' | 'shiftCharges'>;

/** The place's money and its charge, for the company that pays it; to anyone else it does not exist. */
async function placeOf(deps: Pick<Deps, 'db'>, actor: Actor, shiftId: string) {
  if (!isUuid(shiftId)) throw new AppError('SHIFT_PAY_NOT_FOUND');
  const place = await shiftPayRepo.findShiftPay(deps.db, shiftId);
  if (!place || actor.role !== 'contractor' || place.contractorId !== actor.id)
    throw new AppError('SHIFT_PAY_NOT_FOUND');
  const charge = await findShiftCharge(deps.db, place.paymentId);
  if (!charge) throw new Error(`shift pay ${shiftId} without its charge ${place.paymentId}`);
  return { place, charge };
}

/** `GET /api/contractor/shift-pay/:shiftId` ('Pagar'): the place's money and its PIX charge (decision 0042). */
export async function getShiftFunding(deps: Pick<Deps, 'db'>, actor: Actor, shiftId: string): Promise<ShiftFunding> {
  const { place, charge } = await placeOf(deps, actor, shiftId);
  const freelancer = await findProfileOf(deps, place.freelancerId);
  return presentFunding(place, charge, freelancer?.fullName ?? '');
}

/** `POST /api/contractor/shift-pay/:shiftId/check` ('Já paguei'): asks the provider, then answers as it is now. */
export async function checkShiftFunding(deps: FundingDeps, actor: Actor, shiftId: string): Promise<ShiftFunding> {
  const { charge } = await placeOf(deps, actor, shiftId);
  await checkShiftCharge(deps, charge);
  return getShiftFunding(deps, actor, shiftId);
}

/**
 * `DELETE /api/contractor/shift-pay/:shiftId/hold` ('Cancelar pagamento'): the charge cancelled at
 * the provider and the hold lapsed (the application pending again). A charge paid meanwhile books
 * the place instead, and the answer says it no longer awaits (SHIFT_PAY_NOT_AWAITING).
 */
export async function cancelPlaceHold(deps: FundingDeps, actor: Actor, shiftId: string): Promise<void> {
  const { place, charge } = await placeOf(deps, actor, shiftId);
  if (place.status !== 'awaiting') throw new AppError('SHIFT_PAY_NOT_AWAITING');
  await cancelShiftCharge(deps, charge);
  const after = await shiftPayRepo.findShiftPay(deps.db, shiftId);
  if (after?.status !== 'lapsed') throw new AppError('SHIFT_PAY_NOT_AWAITING');
}
