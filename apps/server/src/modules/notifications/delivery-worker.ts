import type { FastifyBaseLogger } from 'fastify';
import { categoryOf, DIGEST_KINDS, type NotificationKind } from '@vamos/shared/notifications';
import type { Deps } from '../../app-deps.ts';
import { digestOfApplications } from './notification-templates.ts';
import { notificationEmail } from './notification-email.ts';
import { channelAllowed, unsubscribeToken } from './notification-preferences.ts';
import * as deliveriesRepo from './deliveries.repo.ts';
import * as devicesRepo from './devices.repo.ts';
import { UNSUBSCRIBE_PATH } from './unsubscribe.routes.ts';
import type { ClaimedDelivery } from './deliveries.repo.ts';

/** A claim lasts this long: a worker that dies mid-send gives its messages back after it. */
const LEASE_SECONDS = 120;
const BATCH = 50;
/** Tries before a message is `failed` for good: back-off 30 s, 1, 2, 4, 8, 16, 32 min, then 1 h (≈ 2 h in all). */
export const MAX_ATTEMPTS = 8;

/** When the n-th failed try (1-based) is tried again. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

/** Pushes a phone should show at once (the shift changed under someone's feet). */
const URGENT_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  'application_approved',
  'job_cancelled',
  'shift_changed',
  'shift_reminder',
  'coins_needed',
]);

export type DeliveryReport = { sent: number; retried: number; failed: number; skipped: number };

/**
 * One pass of the delivery queue: claims what is due at `now`, sends each message (e-mail through
 * the Mailer) outside any transaction, and records the outcome: sent; back in the queue with a
 * back-off after a failure; `failed` with its last error after MAX_ATTEMPTS; `skipped` when the
 * person's preferences now turn the channel off. A digest kind sends one message for every queued
 * notification of its job. Tests call it with a test clock; served processes run it in a loop.
 */
export async function deliverDue(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'push'>,
  { now = new Date(), limit = BATCH }: { now?: Date; limit?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  const claimed = await deliveriesRepo.claimDue(deps.db, { now, limit, leaseSeconds: LEASE_SECONDS });
  const handled = new Set<number>();
  for (const delivery of claimed) {
    if (handled.has(delivery.id)) continue;
    const group = await withDigest(deps, delivery, claimed, now);
    for (const d of group) handled.add(d.id);
    const ids = group.map((d) => d.id);
    const category = categoryOf(delivery.kind);
    if (!(await channelAllowed(deps.db, delivery.userId, category, delivery.channel))) {
      await deliveriesRepo.markSkipped(deps.db, ids);
      report.skipped += ids.length;
      continue;
    }
    try {
      const outcome = delivery.channel === 'push' ? await sendPush(deps, group) : await sendEmail(deps, group);
      if (outcome === 'no-device') {
        await deliveriesRepo.markSkipped(deps.db, ids);
        report.skipped += ids.length;
        continue;
      }
      await deliveriesRepo.markSent(deps.db, ids);
      report.sent += ids.length;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (delivery.attempts >= MAX_ATTEMPTS) {
        await deliveriesRepo.markUnsent(deps.db, ids, { status: 'failed', error: message });
        report.failed += ids.length;
      } else {
        const runAt = new Date(now.getTime() + retryDelayMs(delivery.attempts));
        await deliveriesRepo.markUnsent(deps.db, ids, { status: 'pending', runAt, error: message });
        report.retried += ids.length;
      }
    }
  }
  return report;
}

/**
 * The delivery and, for a digest kind, the other queued ones of its job: those claimed in the same
 * batch and those not yet due (claimed now, to go out with it).
 */
async function withDigest(
  deps: Pick<Deps, 'db'>,
  delivery: ClaimedDelivery,
  batch: ClaimedDelivery[],
  now: Date,
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
    now,
    userId: delivery.userId,
    kind: delivery.kind,
    channel: delivery.channel,
    jobId,
    exceptId: delivery.id,
    leaseSeconds: LEASE_SECONDS,
  });
  return [delivery, ...inBatch, ...siblings];
}

/** What a message of the group says: the notification's texts, or the digest's. */
function textsOf(group: ClaimedDelivery[]): { title: string; body: string; link: string } {
  const [first] = group;
  if (!first) throw new Error('an empty delivery group');
  return group.length > 1 ? digestOfApplications(group) : first;
}

/**
 * Pushes the message to each of the person's devices ('no-device' when they have none left). A
 * device the push service says is gone (404/410) is removed; any other failure throws, and the
 * whole message is retried (a device that already got it may get it again: at least once).
 */
async function sendPush(deps: Pick<Deps, 'db' | 'push'>, group: ClaimedDelivery[]): Promise<'sent' | 'no-device'> {
  const [first] = group;
  if (!first) return 'no-device';
  const devices = await devicesRepo.listDevices(deps.db, first.userId);
  if (devices.length === 0) return 'no-device';
  const { title, body, link } = textsOf(group);
  const payload = JSON.stringify({ title, body, url: link, tag: `${first.kind}:${first.notificationId}` });
  let reached = 0;
  for (const device of devices) {
    const outcome = await deps.push.send(device, payload, {
      urgency: URGENT_KINDS.has(first.kind) ? 'high' : 'normal',
    });
    if (outcome === 'gone') {
      await devicesRepo.deleteByEndpoint(deps.db, device.endpoint);
    } else {
      reached += 1;
      await devicesRepo.markUsed(deps.db, device.endpoint);
    }
  }
  return reached > 0 ? 'sent' : 'no-device';
}

async function sendEmail(deps: Pick<Deps, 'mailer' | 'config'>, group: ClaimedDelivery[]): Promise<'sent'> {
  const [first] = group;
  if (!first) throw new Error('an empty delivery group');
  const { title, body, link } = textsOf(group);
  const appUrl = deps.config.APP_URL;
  const category = categoryOf(first.kind);
  const token = unsubscribeToken(deps.config.authSecret, first.userId, category);
  const message = await notificationEmail(
    {
      to: first.email,
      name: first.name,
      kind: first.kind,
      category,
      title,
      body,
      actionUrl: new URL(link, appUrl).toString(),
      preferencesUrl: new URL('/notificacoes/preferencias', appUrl).toString(),
      unsubscribeUrl: new URL(`${UNSUBSCRIBE_PATH}?token=${token}`, appUrl).toString(),
    },
    appUrl,
  );
  await deps.mailer.send(message);
  return 'sent';
}

/**
 * Runs the queue in a served process: a pass every `intervalMs`, and one soon after any new
 * notification on any instance (`notification.changed` on the event bus). One pass at a time
 * here; other instances claim other rows (SKIP LOCKED). Returns the function that stops it.
 */
export function startDeliveryWorker(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'events' | 'push'>,
  log: FastifyBaseLogger,
  intervalMs: number,
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
        const report = await deliverDue(deps);
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
    await running;
  };
}
