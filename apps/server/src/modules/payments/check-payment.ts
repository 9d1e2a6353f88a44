import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ProviderPaymentStatus } from '../../providers/payment/payment-provider.ts';
import type { PaymentRecord } from './payments.repo.ts';
import { settlePayment, type Settlement } from './settle-payment.ts';

export type CheckDeps = Pick<Deps, 'db' | 'events' | 'payments' | 'shiftCharges'>;

/**
 * Brings one payment in line with the provider — the code behind 'Verificar', the check of one
 * charge and the sweep. A pending charge past its 24 h is cancelled at the provider and expired
 * here, unless the provider says it was paid meanwhile (a guaranteed-pay place's charge: past its
 * 30 minutes, decision 0042).
 */
export async function checkPayment(deps: CheckDeps, payment: PaymentRecord): Promise<Settlement> {
  if (!payment.providerPaymentId) return { payment, changed: false };
  let status = await deps.payments.getPaymentStatus(payment.providerPaymentId);
  if (status === 'pending' && payment.status === 'pending' && payment.expiresAt.getTime() <= Date.now()) {
    await deps.payments.cancelCharge(payment.providerPaymentId);
    status = await deps.payments.getPaymentStatus(payment.providerPaymentId);
    if (status === 'cancelled' || status === 'pending') status = 'overdue';
  }
  return settleInOwnTransaction(deps, payment.id, status);
}

/** Settles the payment with what the provider said, in a transaction of its own. */
export function settleInOwnTransaction(
  deps: CheckDeps,
  paymentId: string,
  status: ProviderPaymentStatus,
): Promise<Settlement> {
  return inTransaction(deps.db, (tx, afterCommit) => settlePayment({ deps, tx, afterCommit, paymentId, status }));
}
