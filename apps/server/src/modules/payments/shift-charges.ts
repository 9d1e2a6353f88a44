/**
 * A guaranteed-pay place's PIX charge (payments of kind 'shift', decision 0042), as the shift-pay
 * module opens, reads, checks and cancels it. The row is reserved in the hold's transaction (its id
 * keys the approval's charges), the provider's charge is asked for after that commits, and every
 * change of its status goes through settlePayment, which hands it back to shift-pay
 * (`deps.shiftCharges`).
 */
import type { Payment } from '@vamos/shared/schemas/payments';
import type { Deps } from '../../app-deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { PaymentCustomer } from '../../providers/payment/payment-provider.ts';
import { checkPayment, settleInOwnTransaction } from './check-payment.ts';
import { presentPayment } from './payment-presenter.ts';
import * as paymentsRepo from './payments.repo.ts';
import type { PaymentRecord } from './payments.repo.ts';
import { chargeAtProvider } from './provider-charge.ts';

export type ShiftCharge = PaymentRecord;

type ChargeDeps = Pick<Deps, 'db' | 'events' | 'payments' | 'shiftCharges'>;

/** The place's charge, pending, in the hold's transaction: `id` is the one the hold's move recorded. */
export function reserveShiftCharge(
  tx: Tx,
  values: {
    id: string;
    contractorId: string;
    shiftId: string;
    amountCents: number;
    provider: PaymentRecord['provider'];
    expiresAt: Date;
  },
): Promise<ShiftCharge> {
  return paymentsRepo.insertShiftCharge(tx, {
    id: values.id,
    userId: values.contractorId,
    productId: values.shiftId,
    amountCents: values.amountCents,
    provider: values.provider,
    expiresAt: values.expiresAt,
  });
}

/**
 * The provider's charge for a reserved place, after the hold committed. When the provider fails the
 * charge is settled as cancelled (the hold lapses: nothing was paid), then PAYMENT_PROVIDER_FAILED.
 */
/**
 * All of a guaranteed-pay job's places at once (decision 0056), pending, in the publication's
 * transaction: product_id is the job, quantity its places.
 */
export function reserveJobCharge(
  tx: Tx,
  values: {
    id: string;
    contractorId: string;
    jobId: string;
    places: number;
    amountCents: number;
    provider: PaymentRecord['provider'];
    expiresAt: Date;
  },
): Promise<ShiftCharge> {
  return paymentsRepo.insertShiftCharge(tx, {
    id: values.id,
    kind: 'job',
    quantity: values.places,
    userId: values.contractorId,
    productId: values.jobId,
    amountCents: values.amountCents,
    provider: values.provider,
    expiresAt: values.expiresAt,
  });
}

export function chargeShiftAtProvider(
  deps: ChargeDeps,
  reserved: ShiftCharge,
  customer: PaymentCustomer,
  description: string,
): Promise<ShiftCharge> {
  return chargeAtProvider(deps, reserved, customer, description, () =>
    settleInOwnTransaction(deps, reserved.id, 'cancelled'),
  );
}

/** A guaranteed-pay charge: a place's, or the job's whose pool a place was taken from (decision 0056). */
export async function findShiftCharge(db: DbOrTx, paymentId: string): Promise<ShiftCharge | undefined> {
  const payment = await paymentsRepo.findPayment(db, paymentId);
  return payment?.kind === 'shift' || payment?.kind === 'job' ? payment : undefined;
}

/** 'Já paguei': the charge as the provider has it now (paid: the place is booked in the same settlement). */
export async function checkShiftCharge(deps: ChargeDeps, charge: ShiftCharge): Promise<void> {
  if (charge.status === 'pending') await checkPayment(deps, charge);
}

/**
 * 'Cancelar pagamento': cancelled at the provider first (so it cannot be paid after), then settled
 * with what the provider says now: cancelled (the hold lapses) or, if the payer was quicker, paid.
 */
export async function cancelShiftCharge(deps: ChargeDeps, charge: ShiftCharge): Promise<void> {
  if (charge.status !== 'pending') return;
  if (!charge.providerPaymentId) {
    await settleInOwnTransaction(deps, charge.id, 'cancelled');
    return;
  }
  await deps.payments.cancelCharge(charge.providerPaymentId);
  const status = await deps.payments.getPaymentStatus(charge.providerPaymentId);
  await settleInOwnTransaction(deps, charge.id, status === 'pending' ? 'cancelled' : status);
}

/** The charge as the contractor's screens show it (the QR code and 'copia e cola' while payable). */
export function presentShiftCharge(charge: ShiftCharge): Payment {
  return presentPayment(charge);
}
