import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { notificationDeliveries } from '../../db/schema.ts';
import { SmtpMailer } from '../../providers/mail/smtp-mailer.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.ts';
import {
  messageIdOf,
  startFakeSmtpServer,
  type FakeSmtpServer,
  type ReceivedMail,
} from '../../test/fake-smtp-server.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { recordingFaults, type RecordingFaults } from '../../test/recording-faults.ts';
import { createSiblingTestApp, createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDue } from './delivery-worker.ts';

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

type DeliveryRow = {
  id: number;
  channel: 'email' | 'push';
  status: string;
  lockedUntil: Date | null;
  notificationId: string;
  userId: string;
  email: string;
};

/**
 * Issue 22: a message goes out once. The delivery's outcome is recorded even when the database
 * connection drops right after the send (the recording is retried, the live worker keeps its claim),
 * and each message carries a stable identity (e-mail Message-ID, push Topic), so a resend after a
 * crash is recognisable by whoever receives it.
 */
describe.each(TEST_DATABASES)('each message goes out once, on %s', (kind) => {
  let t: TestApp;
  /** A second instance on the same database (PostgreSQL), with its own pool and worker. */
  let other: TestApp | undefined;
  let smtp: FakeSmtpServer;
  let pushService: FakePushService;
  /** What happens when a message arrives, before the SMTP server or push service answers. */
  let atArrival: (() => Promise<void> | void) | undefined;
  let contractor: SignedUpUser;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer({ onMessage: () => atArrival?.() });
    pushService = await startFakePushService({ onPush: () => atArrival?.() });
    t = await createTestApp(kind, { SMTP_URL: smtp.url });
    if (kind === 'postgres') other = await createSiblingTestApp(t, { SMTP_URL: smtp.url });
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
    await smtp.close();
    await pushService.close();
  });

  const deliveriesOf = (userIds: string[]) =>
    selectRows<DeliveryRow>(
      t.deps.db,
      sql`SELECT d.id::int AS id, d.channel, d.status, d.locked_until AS "lockedUntil",
                 n.id AS "notificationId", n.user_id AS "userId", u.email
            FROM notification_deliveries d
            JOIN notifications n ON n.id = d.notification_id
            JOIN users u ON u.id = n.user_id
           WHERE n.user_id IN (${sql.join(
             userIds.map((id) => sql`${id}`),
             sql`, `,
           )})
           ORDER BY d.id`,
    );
  const toAddress = (mails: ReceivedMail[], email: string) => mails.filter((m) => m.to.includes(email));
  /** The Message-ID of the message of a group of deliveries: from its first (lowest) delivery. */
  const expectedMessageId = (rows: DeliveryRow[]) => {
    const [first] = rows;
    return first ? `<delivery-${first.id}.${first.notificationId}@localhost>` : 'none';
  };
  const withDevice = async () => {
    const f = await signupFreelancer(t);
    const device = pushService.subscribe();
    const res = await t.request({
      method: 'POST',
      url: '/api/notifications/devices',
      cookie: f.cookie,
      payload: device,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { f, device };
  };
  const approveAll = async (owner: SignedUpUser, people: SignedUpUser[]) => {
    const job = await createJob(t, owner, { required_people: people.length });
    const applications: string[] = [];
    for (const f of people) {
      const res = await applyAs(t, f, job.id);
      expect(res.statusCode, res.body).toBe(201);
      applications.push(res.json<{ id: string }>().id);
    }
    for (const id of applications) expect((await approveAs(t, owner, id)).statusCode).toBe(200);
  };

  it('every e-mail and push reaches its person once and ends sent, though the connection drops as each is recorded', async () => {
    const owner = await signupContractor(t);
    await grant(t, owner.user.id, 'credit', 10);
    const people = [await withDevice(), await withDevice(), await withDevice(), await withDevice()];
    await approveAll(
      owner,
      people.map((p) => p.f),
    );
    // They apply to another job too, and wait for a decision: the owner's grouped e-mail names these.
    const waiting = await createJob(t, owner, { required_people: 4, segment: 'BARTENDER' });
    for (const { f } of people) {
      await grant(t, f.user.id, 'coin', 15);
      expect((await applyAs(t, f, waiting.id)).statusCode).toBe(201);
    }
    const userIds = [owner.user.id, ...people.map((p) => p.f.user.id)];

    // A burst of dropped connections: each message's recording fails right after it went out.
    const faults: RecordingFaults = recordingFaults(t.database);
    atArrival = () => faults.atSend();
    // Two workers at once (two instances on PostgreSQL), when the owner's digest is due too.
    const instances = [t, other ?? t];
    const retries: string[] = [];
    const log = { warn: (_details: object, message: string) => void retries.push(message) };
    const pass = (now: Date) => Promise.allSettled(instances.map((i) => deliverDue(i.deps, { now, log })));
    let first: PromiseSettledResult<unknown>[];
    try {
      first = await pass(later(11 * MINUTE));
      await faults.settled();
    } finally {
      atArrival = undefined;
      faults.close();
    }
    expect(faults.injected).toBeGreaterThan(0);
    // Then the queue runs to completion: back-offs come due and abandoned claims expire.
    for (const minutes of [15, 30, 120, 300]) await pass(later(minutes * MINUTE));

    const all = await deliveriesOf(userIds);
    // Four approvals by e-mail and push to the freelancers; the owner's eight applications, of which
    // the four approved meanwhile are no longer news (skipped) and the four waiting go in one e-mail.
    expect(all.map((r) => r.channel).sort()).toEqual([
      ...Array<string>(12).fill('email'),
      ...Array<string>(4).fill('push'),
    ]);
    expect(all.filter((r) => r.status === 'skipped').map((r) => r.userId)).toEqual(Array(4).fill(owner.user.id));
    const rows = all.filter((r) => r.status !== 'skipped');
    const emailsOf = (userId: string) => rows.filter((r) => r.userId === userId && r.channel === 'email');
    const mailsTo = (userId: string) => toAddress(smtp.messages, emailsOf(userId)[0]?.email ?? '');
    expect(userIds.map((id) => mailsTo(id).length)).toEqual([1, 1, 1, 1, 1]);
    expect(userIds.map((id) => mailsTo(id).map(messageIdOf))).toEqual(
      userIds.map((id) => [expectedMessageId(emailsOf(id))]),
    );
    const pushesTo = people.map(({ device }) => pushService.received.filter((p) => p.endpoint === device.endpoint));
    expect(pushesTo.map((pushes) => pushes.length)).toEqual([1, 1, 1, 1]);
    // RFC 8030 §5.4 Topic: ≤ 32 characters of the URL-safe base64 alphabet, from the notification.
    expect(pushesTo.map((pushes) => pushes.map((p) => p.topic))).toEqual(
      people.map(({ f }) => [
        rows.find((r) => r.userId === f.user.id && r.channel === 'push')?.notificationId.replaceAll('-', ''),
      ]),
    );
    expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
    expect(first.filter((r) => r.status === 'rejected')).toEqual([]);
    // The faults hit the recordings, which were stored by trying again.
    expect(retries.filter((m) => m.includes('storing an outcome failed')).length).toBeGreaterThan(0);
  });

  it('a worker that is alive keeps its claim while its message is slow to go out', async () => {
    const f = await signupFreelancer(t);
    await approveAll(contractor, [f]);
    const [email, ...more] = await deliveriesOf([f.user.id]);
    if (!email || more.length > 0) throw new Error('not one e-mail queued');
    const row = async () =>
      (await t.deps.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, email.id)))[0];

    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    atArrival = () => {
      arrived();
      return gate;
    };
    try {
      const now = later(1_000);
      const slow = deliverDue(t.deps, { now, leaseSeconds: 2 });
      await arrival;
      const claimedUntil = (await row())?.lockedUntil?.getTime() ?? 0;
      expect(claimedUntil).toBeGreaterThan(now.getTime());
      // The worker still waits for the SMTP server's answer, and extends its claim meanwhile.
      await expect
        .poll(async () => (await row())?.lockedUntil?.getTime() ?? 0, { timeout: 5_000, interval: 50 })
        .toBeGreaterThan(claimedUntil);
      const renewedUntil = (await row())?.lockedUntil?.getTime() ?? 0;
      // Another worker, after the first claim would have run out: the message is not its to send.
      const between = new Date((claimedUntil + renewedUntil) / 2);
      await deliverDue((other ?? t).deps, { now: between });
      release();
      await slow;
    } finally {
      atArrival = undefined;
      release();
    }
    expect(toAddress(smtp.messages, f.email)).toHaveLength(1);
    expect(await row()).toMatchObject({ status: 'sent' });
  });

  it('a message sent again after its worker died carries the same Message-ID', async () => {
    const f = await signupFreelancer(t);
    await approveAll(contractor, [f]);
    const [email, ...more] = await deliveriesOf([f.user.id]);
    if (!email || more.length > 0) throw new Error('not one e-mail queued');

    // The worker's process is killed (SIGKILL) right after the SMTP server took the message: it never
    // records it, and nothing of it lives on to renew its claim.
    const smtpMailer = new SmtpMailer(smtp.url, t.deps.config.MAIL_FROM);
    const dying = new AbortController();
    const killedAfterSend = {
      ...t.deps,
      mailer: {
        send: async (message: Parameters<SmtpMailer['send']>[0]) => {
          await smtpMailer.send(message);
          dying.abort();
          return new Promise<void>(() => undefined);
        },
      },
    };
    void deliverDue(killedAfterSend, { signal: dying.signal });
    await expect.poll(() => toAddress(smtp.messages, f.email).length, { timeout: 5_000, interval: 20 }).toBe(1);
    smtpMailer.close();

    // Its claim runs out; another worker sends the message again, with the same identity.
    await deliverDue((other ?? t).deps, { now: later(3 * MINUTE) });
    const mails = toAddress(smtp.messages, f.email);
    expect(mails).toHaveLength(2);
    expect(mails.map(messageIdOf)).toEqual([expectedMessageId([email]), expectedMessageId([email])]);
    const [after] = await t.deps.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, email.id));
    expect(after).toMatchObject({ status: 'sent' });
  });
});
