import type { ReconcileResult } from '@vamos/shared/schemas/payments';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { PaymentProviderError } from '../../providers/payment/payment-provider.ts';
import { checkPayment, settleInOwnTransaction, type CheckDeps } from './check-payment.ts';
import { presentPayment } from './payment-presenter.ts';
import * as paymentsRepo from './payments.repo.ts';
import type { PaymentRecord } from './payments.repo.ts';

/** The user's own payments, as the routes reach them: read, check, cancel, 'Verificar'. */

/** Days back 'Verificar' looks for charges that expired or were cancelled but may have been paid. */
const RECHECK_DAYS = 2;

async function ownPayment(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<PaymentRecord> {
  const payment = isUuid(id) ? await paymentsRepo.findPayment(deps.db, id) : undefined;
  if (!payment || payment.userId !== actor.id) throw new AppError('PAYMENT_NOT_FOUND');
  return payment;
}

export async function getPayment(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  return presentPayment(await ownPayment(deps, actor, id));
}

/** `POST /api/payments/:id/check`. */
export async function checkOwnPayment(deps: CheckDeps, actor: Actor, id: string) {
  const payment = await ownPayment(deps, actor, id);
  const result = await withProvider(() => checkPayment(deps, payment));
  return { payment: presentPayment(result.payment), changed: result.changed };
}

/**
 * `POST /api/payments/:id/cancel`: cancels the charge at the provider, then here. If the provider
 * says it was paid meanwhile, the payment is confirmed instead (and the answer says so).
 */
export async function cancelOwnPayment(deps: CheckDeps, actor: Actor, id: string) {
  const payment = await ownPayment(deps, actor, id);
  if (payment.status !== 'pending') throw new AppError('PAYMENT_NOT_PENDING');
  const result = await withProvider(async () => {
    if (!payment.providerPaymentId) return settleInOwnTransaction(deps, payment.id, 'cancelled');
    await deps.payments.cancelCharge(payment.providerPaymentId);
    const status = await deps.payments.getPaymentStatus(payment.providerPaymentId);
    return settleInOwnTransaction(deps, payment.id, status === 'pending' ? 'cancelled' : status);
  });
  return { payment: presentPayment(result.payment), changed: result.changed };
}

/** `POST /api/payments/reconcile` ('Verificar'): every charge of the user that may have changed. */
export async function reconcileUser(deps: CheckDeps, actor: Actor): Promise<ReconcileResult> {
  const candidates = await paymentsRepo.findCheckableOfUser(deps.db, actor.id, RECHECK_DAYS);
  const results = await withProvider(() => Promise.all(candidates.map((p) => checkPayment(deps, p))));
  return {
    payments_checked: candidates.length,
    payments_corrected: results.filter((r) => r.changed).length,
    payments: results.map((r) => presentPayment(r.payment)),
  };
}

async function withProvider<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError('PAYMENT_PROVIDER_FAILED');
    throw error;
  }
}
