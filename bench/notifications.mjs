// `npm run bench:notifications` (and the last part of `npm run bench`): the notification queue on
// real PostgreSQL (issue 12). Each notification goes out by e-mail (the SMTP adapter, to a local
// SMTP sink) and by Web Push (the web-push adapter: aes128gcm + VAPID, to a local push service
// that checks the JWT and decrypts every message), so each is two deliveries.
//   - throughput: BENCH_NOTIFICATIONS notifications stored first (as notify does, in transactions
//     of 50), then BENCH_WORKERS workers (as that many instances would) drain the queue; reported as
//     deliveries per second;
//   - delay: the worker running as in a served process (a pass on every `notification.changed`),
//     notifications arriving one per transaction at BENCH_RATE per second for BENCH_DURATION
//     seconds; reported as the delay from the notification's commit time to its delivery, p50/p99.
// Env: DATABASE_URL (only host/port/user are taken; the bench works in its own database
//      BENCH_DB_NAME, default vt_bench_notifications, dropped and created on each run).
// Results: a table on stdout and bench/results/notifications-<timestamp>.json. Runs under tsx.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { pushSubscriptions, users } from '../apps/server/src/db/schema.ts';
import { inTransaction } from '../apps/server/src/db/transaction.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { deliverDue, startDeliveryWorker } from '../apps/server/src/modules/notifications/delivery-worker.ts';
import { notify } from '../apps/server/src/modules/notifications/notifications.service.ts';
import { InProcessBus } from '../apps/server/src/modules/realtime/in-process-bus.ts';
import { SmtpMailer } from '../apps/server/src/providers/mail/smtp-mailer.ts';
import { generateVapidKeys, WebPushSender } from '../apps/server/src/providers/push/web-push-sender.ts';
import { startFakePushService } from '../apps/server/src/test/fake-push-service.ts';
import { startFakeSmtpServer } from '../apps/server/src/test/fake-smtp-server.ts';
import { formatLoad, machineInfo, positive, table, writeResults } from './lib/common.mjs';
import { benchDatabaseUrls, recreateDatabase } from './lib/marketplace-db.mjs';

const NOTIFICATIONS = positive('BENCH_NOTIFICATIONS', 1000);
const WORKERS = positive('BENCH_WORKERS', 4);
const RATE = positive('BENCH_RATE', 40);
const DURATION = positive('BENCH_DURATION', 10);
const USERS = 200;
const DB_NAME = process.env.BENCH_DB_NAME ?? 'vt_bench_notifications';

const log = { info() {}, warn() {}, error: (...args) => console.error(...args) };

const notice = (userId, i) => ({
  userId,
  kind: 'payment_confirmed',
  ref: `payment:bench-${i}`,
  data: {
    paymentId: `bench-${i}`,
    product: 'coins',
    amountCents: 3990,
    description: '50 moedas adicionadas ao seu saldo',
  },
});

async function pendingCount(db) {
  const { rows } = await db.execute(sql`SELECT count(*)::int AS n FROM notification_deliveries WHERE status <> 'sent'`);
  return rows[0].n;
}

async function delays(db, fromRef) {
  const { rows } = await db.execute(sql`
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99,
           max(ms) AS max, count(*)::int AS n
      FROM (SELECT extract(epoch FROM d.sent_at - n.created_at) * 1000 AS ms
              FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
             WHERE d.status = 'sent' AND n.ref >= ${fromRef} AND n.ref LIKE 'payment:rate-%') t`);
  return rows[0];
}

async function main() {
  const load = loadavg();
  const { admin, bench } = benchDatabaseUrls(DB_NAME);
  await recreateDatabase(admin, DB_NAME);
  const database = openPostgres(bench, { max: WORKERS + 6 });
  await migrate(database);
  const { db } = database;
  const smtp = await startFakeSmtpServer();
  const push = await startFakePushService();
  const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: bench, SMTP_URL: smtp.url, LOG_LEVEL: 'warn' });
  const events = new InProcessBus();
  const deps = {
    db,
    config,
    events,
    mailer: new SmtpMailer(smtp.url, config.MAIL_FROM),
    push: new WebPushSender({ ...generateVapidKeys(), subject: config.VAPID_SUBJECT }),
  };

  // People, each with one phone subscribed to the local push service.
  const people = [];
  for (let i = 0; i < USERS; i += 1) {
    const [user] = await db
      .insert(users)
      .values({ name: `Pessoa ${i}`, email: `pessoa${i}@bench.vamostrabalhar.com.br`, role: 'freelancer' })
      .returning({ id: users.id });
    const device = push.subscribe();
    await db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
      label: 'Chrome no Android',
    });
    people.push(user.id);
  }

  // ------------------------------------------------------------------ throughput
  for (let start = 0; start < NOTIFICATIONS; start += 50) {
    const batch = [];
    for (let i = start; i < Math.min(start + 50, NOTIFICATIONS); i += 1) batch.push(notice(people[i % USERS], i));
    await inTransaction(db, (tx) => notify(deps, tx, batch));
  }
  const queued = await pendingCount(db);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      for (;;) {
        const r = await deliverDue(deps, { limit: 50 });
        if (r.sent + r.retried + r.failed + r.skipped === 0) return;
      }
    }),
  );
  const drainMs = performance.now() - started;
  const leftAfterDrain = await pendingCount(db);
  const throughput = queued / (drainMs / 1000);

  // ------------------------------------------------------------------ delay
  const stop = startDeliveryWorker(deps, log, 1000);
  const total = RATE * DURATION;
  const t0 = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = t0 + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await inTransaction(db, (tx) =>
      notify(deps, tx, { ...notice(people[i % USERS], i), ref: `payment:rate-${String(i).padStart(6, '0')}` }),
    );
  }
  const deadline = Date.now() + 60_000;
  while ((await pendingCount(db)) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await stop();
  const delay = await delays(db, 'payment:rate-');

  const emails = smtp.messages.length;
  const pushes = push.received.length;
  const results = {
    machine: machineInfo(load),
    config: { notifications: NOTIFICATIONS, workers: WORKERS, rate: RATE, duration: DURATION, users: USERS },
    throughput: {
      deliveries: queued,
      ms: Math.round(drainMs),
      perSecond: Math.round(throughput),
      left: leftAfterDrain,
    },
    delay: {
      deliveries: delay.n,
      p50Ms: Math.round(delay.p50),
      p99Ms: Math.round(delay.p99),
      maxMs: Math.round(delay.max),
    },
    received: { emails, pushes, pushRejected: push.rejected.length },
  };
  console.log(`notification queue on PostgreSQL (load ${formatLoad(load)} at start)`);
  console.log(
    table([
      ['measure', 'value'],
      [
        `throughput: ${queued} deliveries (e-mail + push), ${WORKERS} workers`,
        `${Math.round(throughput)} deliveries/s (${Math.round(drainMs)} ms)`,
      ],
      [
        `delay at ${RATE} notifications/s for ${DURATION} s (${delay.n} deliveries)`,
        `p50 ${Math.round(delay.p50)} ms · p99 ${Math.round(delay.p99)} ms · max ${Math.round(delay.max)} ms`,
      ],
      ['received', `${emails} e-mails, ${pushes} pushes (${push.rejected.length} refused by the push service)`],
    ]),
  );
  console.log(`results: ${writeResults('notifications-', results)}`);
  const expected = NOTIFICATIONS + total;
  const problems = [];
  if (leftAfterDrain > 0) problems.push(`${leftAfterDrain} deliveries left after the drain`);
  if (emails !== expected || pushes !== expected) problems.push(`expected ${expected} e-mails and pushes`);
  if (push.rejected.length) problems.push(`push service refused: ${push.rejected.slice(0, 3).join('; ')}`);
  deps.mailer.close();
  await events.close();
  await database.close();
  await smtp.close();
  await push.close();
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

await main();
