import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../app-deps.ts';
import { sweepPayments } from './reconcile.ts';

/**
 * Runs the reconciliation sweep every `seconds` (first run shortly after start); one run at a
 * time in this process, one instance at a time across processes (the sweep's advisory lock).
 * Returns the function that stops it (awaiting a run in progress).
 */
export function startPaymentSweeper(deps: Deps, log: FastifyBaseLogger, seconds: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sweepPayments(deps)
      .then((report) => {
        if (report && (report.corrected || report.failed || report.plansExpired || report.orphans || report.freePlanTopUps)) {
          log.info({ report }, 'payment sweep');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'payment sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, seconds * 1000);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
