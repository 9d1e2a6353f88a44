import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../app-deps.ts';
import { reconcileSendingPayouts, sendDuePayouts } from '../payouts/payouts.service.ts';
import { closeDuePools } from './job-pool.ts';
import { sendDueRefunds } from './send-refunds.ts';
import { settleDuePay } from './settle-pay.ts';

/**
 * One pass of guaranteed pay's worker (decision 0044): settles the held places their shifts decide
 * (released, compensated, refunded, disputed, returned to their job's pool), closes the pools of
 * jobs paid at once whose time is over (decision 0056: the places not used refunded), sends the pay-outs that are due, asks the provider
 * about transfers whose webhook never came, and sends the refunds. Tests call it with a test clock.
 */
export async function runPayPass(
  deps: Pick<Deps, 'db' | 'events' | 'payments' | 'config'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ settled: number; sent: number; failed: number; refunded: number }> {
  const settled = await settleDuePay(deps, { now });
  // After the places: a place given up before its job's pool closes goes back to it first (decision 0056).
  const closed = await closeDuePools(deps, now);
  const sending = await sendDuePayouts(deps, { now });
  const reconciled = await reconcileSendingPayouts(deps, { now });
  const refunds = await sendDueRefunds(deps, { now });
  return {
    settled: settled + closed,
    sent: sending.sent + reconciled.sent,
    failed: sending.failed + reconciled.failed + refunds.failed,
    refunded: refunds.done,
  };
}

/**
 * Runs the pass every `seconds` and whenever a shift moves (a contractor's 'Concluir Serviço'
 * releases at once) or a pay-out changes (a saved key, a retry): one pass at a time in this process,
 * a request during one runs another after it. Each pay-out's lease keeps instances apart. Returns the
 * function that stops it, waiting for a pass in progress.
 */
/** The events after which a pass may find work: a shift moved, a job was cancelled, a pay-out changed. */
const WAKES_UP = new Set<string>(['application.changed', 'application.withdrawn', 'job.cancelled', 'payout.changed']);

export function startPayWorker(
  deps: Pick<Deps, 'db' | 'events' | 'payments' | 'config'>,
  log: FastifyBaseLogger,
  seconds: number,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const report = await runPayPass(deps);
        if (report.settled || report.sent || report.failed || report.refunded) log.info({ report }, 'guaranteed pay');
      } while (again && !stopped);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'guaranteed pay pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, seconds * 1000);
  timer.unref();
  const first = setTimeout(run, 2_000);
  first.unref();
  const unsubscribe = deps.events.subscribe((event) => {
    if (WAKES_UP.has(event.type)) run();
  });
  return async () => {
    stopped = true;
    unsubscribe();
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}
