import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../app-deps.ts';
import { reconcileSendingPayouts, sendDuePayouts } from '../payouts/payouts.service.ts';
import { releaseDuePay } from './release-pay.ts';

/**
 * One pass of guaranteed pay's worker (decision 0044): releases the held places that are due, sends
 * the pay-outs that are due, and asks the provider about transfers whose webhook never came. Tests
 * call it with a test clock.
 */
export async function runPayPass(
  deps: Pick<Deps, 'db' | 'events' | 'payments'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ released: number; sent: number; failed: number }> {
  const released = await releaseDuePay(deps, { now });
  const sending = await sendDuePayouts(deps, { now });
  const reconciled = await reconcileSendingPayouts(deps, { now });
  return { released, sent: sending.sent + reconciled.sent, failed: sending.failed + reconciled.failed };
}

/**
 * Runs the pass every `seconds` and whenever a shift moves (a contractor's 'Concluir Serviço'
 * releases at once) or a pay-out changes (a saved key, a retry): one pass at a time in this process,
 * a request during one runs another after it. Each pay-out's lease keeps instances apart. Returns the
 * function that stops it, waiting for a pass in progress.
 */
export function startPayWorker(
  deps: Pick<Deps, 'db' | 'events' | 'payments'>,
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
        if (report.released || report.sent || report.failed) log.info({ report }, 'guaranteed pay');
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
    if (event.type === 'application.changed' || event.type === 'payout.changed') run();
  });
  return async () => {
    stopped = true;
    unsubscribe();
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}
