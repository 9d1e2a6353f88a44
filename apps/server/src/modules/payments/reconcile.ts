import type { ReconcileResult } from '@vamos/shared/schemas/payments';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/request-context.ts';
import { PaymentProviderError, type ProviderPaymentStatus } from '../../providers/payment/payment-provider.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { topUpFreePlans } from './free-plan-top-up.ts';
import { presentPayment } from './payment-presenter.ts';
import * as paymentsRepo from './payments.repo.ts';
import type { PaymentRecord } from './payments.repo.ts';
import { settlePayment, type Settlement } from './settle-payment.ts';

type ReconcileDeps = Pick<Deps, 'db' | 'events' | 'payments'>;

/** Days back 'Verificar' looks for charges that expired or were cancelled but may have been paid. */
const RECHECK_DAYS = 2;
/** A reserved row whose provider charge never got stored is dropped after this long. */
const ORPHAN_MINUTES = 10;
const SWEEP_BATCH = 200;

/**
 * Brings one payment in line with the provider — the code behind 'Verificar', the check of one
 * charge and the sweep. A pending charge past its 24 h is cancelled at the provider and expired
 * here, unless the provider says it was paid meanwhile.
 */
export async function checkPayment(deps: ReconcileDeps, payment: PaymentRecord): Promise<Settlement> {
  if (!payment.providerPaymentId) return { payment, changed: false };
  let status = await deps.payments.getPaymentStatus(payment.providerPaymentId);
  if (status === 'pending' && payment.status === 'pending' && payment.expiresAt.getTime() <= Date.now()) {
    await deps.payments.cancelCharge(payment.providerPaymentId);
    status = await deps.payments.getPaymentStatus(payment.providerPaymentId);
    if (status === 'cancelled' || status === 'pending') status = 'overdue';
  }
  return settle(deps, payment.id, status);
}

function settle(deps: ReconcileDeps, paymentId: string, status: ProviderPaymentStatus): Promise<Settlement> {
  return inTransaction(deps.db, (tx, afterCommit) => settlePayment(deps, tx, afterCommit, paymentId, status));
}

async function ownPayment(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<PaymentRecord> {
  const payment = isUuid(id) ? await paymentsRepo.findPayment(deps.db, id) : undefined;
  if (!payment || payment.userId !== actor.id) throw new AppError('PAYMENT_NOT_FOUND');
  return payment;
}

export async function getPayment(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  return presentPayment(await ownPayment(deps, actor, id));
}

/** `POST /api/payments/:id/check`. */
export async function checkOwnPayment(deps: ReconcileDeps, actor: Actor, id: string) {
  const payment = await ownPayment(deps, actor, id);
  const result = await withProvider(() => checkPayment(deps, payment));
  return { payment: presentPayment(result.payment), changed: result.changed };
}

/**
 * `POST /api/payments/:id/cancel`: cancels the charge at the provider, then here. If the provider
 * says it was paid meanwhile, the payment is confirmed instead (and the answer says so).
 */
export async function cancelOwnPayment(deps: ReconcileDeps, actor: Actor, id: string) {
  const payment = await ownPayment(deps, actor, id);
  if (payment.status !== 'pending') throw new AppError('PAYMENT_NOT_PENDING');
  const result = await withProvider(async () => {
    if (!payment.providerPaymentId) return settle(deps, payment.id, 'cancelled');
    await deps.payments.cancelCharge(payment.providerPaymentId);
    const status = await deps.payments.getPaymentStatus(payment.providerPaymentId);
    return settle(deps, payment.id, status === 'pending' ? 'cancelled' : status);
  });
  return { payment: presentPayment(result.payment), changed: result.changed };
}

/** `POST /api/payments/reconcile` ('Verificar'): every charge of the user that may have changed. */
export async function reconcileUser(deps: ReconcileDeps, actor: Actor): Promise<ReconcileResult> {
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


export type SweepReport = {
  checked: number;
  corrected: number;
  failed: number;
  plansExpired: number;
  orphans: number;
  /** Free-plan contractors topped up to 2 credits for the month. */
  freePlanTopUps: number;
};

/**
 * The reconciliation sweep (every PAYMENT_SWEEP_SECONDS): re-checks pending charges with the
 * provider (expiring those past 24 h), drops orphan reservations, returns expired plans to
 * free and tops the free plan's credits up at the start of the month. On PostgreSQL a transaction-level advisory lock held for the run keeps other instances
 * out (they skip the round); PGlite is one process.
 */
export async function sweepPayments(deps: ReconcileDeps & Pick<Deps, 'database'>): Promise<SweepReport | null> {
  if (deps.database.kind === 'pglite') return runSweep(deps);
  return deps.db.transaction(async (tx) => {
    return (await paymentsRepo.tryLockSweep(tx)) ? runSweep(deps) : null;
  });
}

async function runSweep(deps: ReconcileDeps): Promise<SweepReport> {
  const report: SweepReport = { checked: 0, corrected: 0, failed: 0, plansExpired: 0, orphans: 0, freePlanTopUps: 0 };
  report.orphans = await paymentsRepo.deleteOrphans(deps.db, ORPHAN_MINUTES);
  for (const payment of await paymentsRepo.findPendingBatch(deps.db, SWEEP_BATCH)) {
    report.checked += 1;
    try {
      if ((await checkPayment(deps, payment)).changed) report.corrected += 1;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      report.failed += 1;
    }
  }
  const downgraded = await paymentsRepo.revertToFree(deps.db, { expiredBefore: 'now' });
  report.plansExpired = downgraded.length;
  if (downgraded.length) await publishEvent(deps, { type: 'payment.changed', userIds: downgraded });
  report.freePlanTopUps = await topUpFreePlans(deps);
  return report;
}
