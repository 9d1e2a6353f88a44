import type { FastifyBaseLogger } from 'fastify';
import { categoryOf, DIGEST_KINDS } from '@vamos/shared/notifications';
import type { Deps } from '../../app-deps.ts';
import { channelAllowed } from './notification-preferences.ts';
import * as deliveriesRepo from './deliveries.repo.ts';
import type { ClaimedDelivery } from './deliveries.repo.ts';
import { DeliveryClaim, untilDone, type RetryLog } from './delivery-claim.ts';
import { sendEmail, sendPush } from './delivery-senders.ts';
import { stillTrueOf } from './notice-checks.ts';

/** A claim lasts this long unless its live worker renews it: a worker that dies mid-send gives its messages back after it. */
const LEASE_SECONDS = 120;
const BATCH = 50;
/** Tries before a message is `failed` for good: back-off 30 s, 1, 2, 4, 8, 16, 32 min, then 1 h (≈ 2 h in all). */
export const MAX_ATTEMPTS = 8;
/** A stopping worker waits this long for its pass to store what it sent before it gives up trying. */
const STOP_GRACE_MS = 10_000;

/** When the n-th failed try (1-based) is tried again. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

export type DeliveryReport = { sent: number; retried: number; failed: number; skipped: number };

type Outcome = { kind: 'sent' } | { kind: 'skipped' } | { kind: 'error'; message: string };

/**
 * One pass of the delivery queue: claims what is due at `now`, sends each message (e-mail through
 * the Mailer, push to each device) outside any transaction, and records the outcome: sent; back in
 * the queue with a back-off after a failure; `failed` with its last error after MAX_ATTEMPTS;
 * `skipped` when the person's preferences now turn the channel off, what it says is no longer true
 * (`deps.noticeChecks`), or the person's login is suspended and it is not about their money
 * (`deps.suspendedLogin`, decision 0050; the in-app list keeps it). A digest kind sends one message
 * for every queued notification of its job. Tests call it with a test clock; served processes run it
 * in a loop.
 *
 * A message goes out once (issue 22): the pass keeps its claims while it runs (DeliveryClaim's
 * heartbeat), checks a message is still its own just before sending it, and stores each outcome
 * until the database takes it (`untilDone`), so a dropped connection after a send does not leave
 * the message to be sent again. Only a worker that dies between a send and its recording leaves a
 * message to go out twice; it then carries the same Message-ID (e-mail) or Topic (push).
 */
export async function deliverDue(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'push'> & Partial<Pick<Deps, 'noticeChecks' | 'suspendedLogin'>>,
  {
    now = new Date(),
    limit = BATCH,
    leaseSeconds = LEASE_SECONDS,
    signal,
    log,
  }: { now?: Date; limit?: number; leaseSeconds?: number; signal?: AbortSignal; log?: RetryLog } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  const pass = new DeliveryClaim(deps.db, now, leaseSeconds, signal);
  const claimed = await deliveriesRepo.claimDue(deps.db, { now, limit, owner: pass.owner() });
  if (claimed.length === 0) return report;
  pass.startHeartbeat();
  try {
    const handled = new Set<number>();
    for (const delivery of claimed) {
      if (handled.has(delivery.id)) continue;
      const whole = await withDigest(deps, delivery, claimed, pass);
      for (const d of whole) handled.add(d.id);
      const held = await pass.hold(
        whole.map((d) => d.id),
        log,
      );
      // A claim that ran out and was taken by another worker is that worker's to send.
      const mine = whole.filter((d) => held.has(d.id));
      // What is no longer true (an application decided or cancelled meanwhile) is not said.
      const { live: group, stale } = await stillTrueOf(deps.db, deps.noticeChecks, mine);
      if (stale.length > 0) {
        const staleIds = stale.map((d) => d.id);
        await untilDone(() => deliveriesRepo.markSkipped(deps.db, staleIds, pass.token), {
          what: 'storing an outcome',
          signal,
          log,
        });
        report.skipped += staleIds.length;
      }
      const [lead] = group;
      if (!lead) continue;
      const outcome = await deliver(deps, lead, group);
      const ids = group.map((d) => d.id);
      await untilDone(() => record(deps, pass, lead, ids, outcome), { what: 'storing an outcome', signal, log });
      const count = outcome.kind === 'error' ? (lead.attempts >= MAX_ATTEMPTS ? 'failed' : 'retried') : outcome.kind;
      report[count] += ids.length;
    }
  } finally {
    pass.stop();
  }
  return report;
}

/** Sends the group's message, or says why not; never throws. */
async function deliver(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'push'> & Partial<Pick<Deps, 'suspendedLogin'>>,
  lead: ClaimedDelivery,
  group: ClaimedDelivery[],
): Promise<Outcome> {
  try {
    const category = categoryOf(lead.kind);
    if (!(await channelAllowed(deps.db, lead.userId, category, lead.channel))) return { kind: 'skipped' };
    // A suspended person cannot sign in to act on a notice; what moved their money they are still told.
    if (category !== 'payments' && (await deps.suspendedLogin?.(deps.db, lead.userId))) return { kind: 'skipped' };
    const sent = lead.channel === 'push' ? await sendPush(deps, group) : await sendEmail(deps, group);
    return sent === 'no-device' ? { kind: 'skipped' } : { kind: 'sent' };
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Stores an outcome: sent whoever holds the claim now; the others only on the pass's own claim. */
async function record(
  deps: Pick<Deps, 'db'>,
  pass: DeliveryClaim,
  lead: ClaimedDelivery,
  ids: number[],
  outcome: Outcome,
): Promise<void> {
  switch (outcome.kind) {
    case 'sent':
      return deliveriesRepo.markSent(deps.db, ids);
    case 'skipped':
      return deliveriesRepo.markSkipped(deps.db, ids, pass.token);
    case 'error':
      return deliveriesRepo.markUnsent(
        deps.db,
        ids,
        pass.token,
        lead.attempts >= MAX_ATTEMPTS
          ? { status: 'failed', error: outcome.message }
          : {
              status: 'pending',
              runAt: new Date(pass.clock().getTime() + retryDelayMs(lead.attempts)),
              error: outcome.message,
            },
      );
    default:
      return outcome satisfies never;
  }
}

/**
 * The delivery and, for a digest kind, the other queued ones of its job: those claimed in the same
 * batch and those not yet due (claimed now, to go out with it).
 */
async function withDigest(
  deps: Pick<Deps, 'db'>,
  delivery: ClaimedDelivery,
  batch: ClaimedDelivery[],
  pass: DeliveryClaim,
): Promise<ClaimedDelivery[]> {
  const jobId = delivery.data.jobId;
  if (!DIGEST_KINDS.has(delivery.kind) || typeof jobId !== 'string') return [delivery];
  const inBatch = batch.filter(
    (d) =>
      d.id !== delivery.id &&
      d.channel === delivery.channel &&
      d.userId === delivery.userId &&
      d.kind === delivery.kind &&
      d.data.jobId === jobId,
  );
  const siblings = await deliveriesRepo.claimDigestSiblings(deps.db, {
    now: pass.clock(),
    userId: delivery.userId,
    kind: delivery.kind,
    channel: delivery.channel,
    jobId,
    exceptId: delivery.id,
    owner: pass.owner(),
  });
  return [delivery, ...inBatch, ...siblings];
}

/**
 * Runs the queue in a served process: a pass every `intervalMs`, and one soon after any new
 * notification on any instance (`notification.changed` on the event bus). One pass at a time
 * here; other instances claim other rows (SKIP LOCKED). Returns the function that stops it.
 */
export function startDeliveryWorker(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'events' | 'push' | 'noticeChecks' | 'suspendedLogin'>,
  log: FastifyBaseLogger,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  // Aborted when a stopping worker's pass outlives STOP_GRACE_MS: its untilDone tries end.
  const stopping = new AbortController();
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const report = await deliverDue(deps, { signal: stopping.signal, log });
        if (report.retried || report.failed) log.warn({ report }, 'notification deliveries failed');
        // A full batch may have more behind it.
        if (report.sent + report.retried + report.failed + report.skipped >= BATCH) again = true;
      } while (again && !stopped);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'notification delivery pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const first = setTimeout(run, 1_000);
  first.unref();
  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type === 'notification.changed') run();
  });
  return async () => {
    stopped = true;
    unsubscribe();
    clearInterval(timer);
    clearTimeout(first);
    const grace = setTimeout(() => stopping.abort(), STOP_GRACE_MS);
    await running;
    clearTimeout(grace);
  };
}
