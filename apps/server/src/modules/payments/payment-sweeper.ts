import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../app-deps.ts';
import { startPeriodicTask } from '../../periodic-task.ts';
import { PaymentProviderError } from '../../providers/payment/payment-provider.ts';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import { inTransaction } from '../../db/transaction.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { checkPayment, settleInOwnTransaction, type CheckDeps } from './check-payment.ts';
import { topUpFreePlans } from './free-plan-top-up.ts';
import * as paymentsRepo from './payments.repo.ts';
import { sendDueChargeRefunds } from './refund-purchase.ts';

/** The background sweep of the payments module: reconciliation, plan expiry, the free plan's month. */

/** A reserved row whose provider charge never got stored is dropped after this long. */
const ORPHAN_MINUTES = 10;
const SWEEP_BATCH = 200;

/**
 * Runs the reconciliation sweep every `seconds` (first run shortly after start); one run at a
 * time in this process, one instance at a time across processes (the sweep's advisory lock).
 * Returns the function that stops it (awaiting a run in progress).
 */
export function startPaymentSweeper(deps: Deps, log: FastifyBaseLogger, seconds: number): () => Promise<void> {
  return startPeriodicTask(
    () =>
      sweepPayments(deps)
        .then((report) => {
          if (
            report &&
            (report.corrected ||
              report.failed ||
              report.plansExpired ||
              report.orphans ||
              report.freePlanTopUps ||
              report.refunded)
          ) {
            log.info({ report }, 'payment sweep');
          }
        })
        .catch((error: unknown) => log.error({ err: error }, 'payment sweep failed')),
    { firstMs: 5_000, everyMs: seconds * 1000 },
  );
}

export type SweepReport = {
  checked: number;
  corrected: number;
  failed: number;
  plansExpired: number;
  orphans: number;
  /** Free-plan contractors topped up to 2 credits for the month. */
  freePlanTopUps: number;
  /** Operators' refunds of purchases the provider finished in this run (decision 0053). */
  refunded: number;
};

/**
 * The reconciliation sweep (every PAYMENT_SWEEP_SECONDS): re-checks pending charges with the
 * provider (expiring those past 24 h), drops orphan reservations, returns expired plans to
 * free and tops the free plan's credits up at the start of the month. On PostgreSQL a
 * transaction-level advisory lock held for the run keeps other instances out (they skip the
 * round); PGlite is one process.
 */
export async function sweepPayments(deps: CheckDeps & Pick<Deps, 'database'>): Promise<SweepReport | null> {
  if (deps.database.kind === 'pglite') return runSweep(deps);
  return deps.db.transaction(async (tx) => {
    return (await paymentsRepo.tryLockSweep(tx)) ? runSweep(deps) : null;
  });
}

async function runSweep(deps: CheckDeps): Promise<SweepReport> {
  const report: SweepReport = {
    checked: 0,
    corrected: 0,
    failed: 0,
    plansExpired: 0,
    orphans: 0,
    freePlanTopUps: 0,
    refunded: 0,
  };
  report.orphans = await paymentsRepo.deleteOrphans(deps.db, ORPHAN_MINUTES);
  // A place's charge never created at the provider: its hold lapses (decision 0042).
  for (const id of await paymentsRepo.findShiftOrphans(deps.db, ORPHAN_MINUTES)) {
    await settleInOwnTransaction(deps, id, 'cancelled');
    report.orphans += 1;
  }
  for (const payment of await paymentsRepo.findPendingBatch(deps.db, SWEEP_BATCH)) {
    report.checked += 1;
    try {
      if ((await checkPayment(deps, payment)).changed) report.corrected += 1;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      report.failed += 1;
    }
  }
  // Plans past their end go back to Free, and their owners are told, in one transaction.
  const downgraded = await inTransaction(deps.db, async (tx) => {
    const users = await paymentsRepo.revertToFree(tx, { expiredBefore: 'now' });
    const ref = `plan_expired:${todayInSaoPaulo()}`;
    await notify(
      deps,
      tx,
      users.map((userId) => ({ userId, kind: 'plan_expired' as const, ref, data: {} })),
    );
    return users;
  });
  report.plansExpired = downgraded.length;
  if (downgraded.length) await publishEvent(deps, { type: 'payment.changed', userIds: downgraded });
  report.freePlanTopUps = await topUpFreePlans(deps);
  // Operators' refunds that are due: the ones the provider did not answer, refused for now, or took pending.
  report.refunded = (await sendDueChargeRefunds(deps)).done;
  return report;
}
