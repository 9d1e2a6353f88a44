import { and, eq } from 'drizzle-orm';
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { PUSH_KEY_MESSAGES, type Device } from '@vamos/shared/schemas/notifications';
import { notificationDeliveries, notifications, pushSubscriptions, serverKeys } from '../../db/schema.ts';
import { storedVapidKeys } from '../../providers/push/vapid-keys.repo.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../../test/test-app.ts';
import { deliverDue } from './delivery-worker.ts';
import { deviceLabel } from './devices.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * Web Push end to end (issue 12): a device subscribes, an event is pushed through the queue with
 * our VAPID keys to a local push service that checks the JWT and decrypts the payload with the
 * subscription's keys (aes128gcm, RFC 8291); a subscription the service says is gone is removed.
 */
describe.each(TEST_DATABASES)('web push on %s', (kind) => {
  let t: TestApp;
  let fake: FakePushService;
  let contractor: SignedUpUser;

  beforeAll(async () => {
    fake = await startFakePushService();
    t = await createTestApp(kind);
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const subscribe = (who: SignedUpUser, subscription: object, userAgent = ANDROID_CHROME) =>
    t.request({
      method: 'POST',
      url: '/api/notifications/devices',
      cookie: who.cookie,
      payload: subscription,
      headers: { 'user-agent': userAgent },
    });
  const devicesOf = async (who: SignedUpUser) =>
    (await t.request({ method: 'GET', url: '/api/notifications/devices', cookie: who.cookie })).json<{
      devices: Device[];
    }>().devices;
  const approvedFreelancer = async (f: SignedUpUser) => {
    const job = await createJob(t, contractor, { service_date: '2030-12-12', payment_date: '2030-12-15' });
    const applied = await applyAs(t, f, job.id);
    expect((await approveAs(t, contractor, applied.json<{ id: string }>().id)).statusCode).toBe(200);
    return job;
  };

  it('an approval reaches the subscribed phone: VAPID-signed, encrypted for that device, opening the job', async () => {
    const f = await signupFreelancer(t);
    const subscription = fake.subscribe();
    const added = await subscribe(f, subscription);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ label: 'Chrome no Android', endpoint: subscription.endpoint });

    const job = await approvedFreelancer(f);
    expect(await deliverDue(t.deps)).toMatchObject({ sent: 2 }); // the e-mail and the push
    expect(fake.rejected).toEqual([]);
    const pushes = fake.received.filter((p) => p.endpoint === subscription.endpoint);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0]?.payload ?? '{}')).toEqual({
      title: `Você foi aprovado em ${job.title} — 12/12!`,
      body: expect.stringContaining('12/12/2030, das 18:00 às 23:30'),
      url: `/jobs/${job.id}`,
      tag: expect.stringMatching(/^application_approved:/),
    });
    expect(pushes[0]?.urgency).toBe('high');
    expect(Number(pushes[0]?.ttl)).toBeGreaterThan(0);
    await deliverDue(t.deps);
    expect(fake.received.filter((p) => p.endpoint === subscription.endpoint)).toHaveLength(1);
  });

  it('a subscription the push service says is gone (410) is removed; push off sends none', async () => {
    const f = await signupFreelancer(t);
    const subscription = fake.subscribe();
    expect((await subscribe(f, subscription)).statusCode).toBe(201);
    fake.markGone(subscription.endpoint);
    await approvedFreelancer(f);
    expect(await deliverDue(t.deps)).toMatchObject({ sent: 1, skipped: 1 }); // the e-mail went; the phone is gone
    expect(await devicesOf(f)).toEqual([]);

    const g = await signupFreelancer(t);
    const other = fake.subscribe();
    expect((await subscribe(g, other)).statusCode).toBe(201);
    const off = await t.request({
      method: 'PUT',
      url: '/api/notifications/preferences',
      cookie: g.cookie,
      payload: { categories: [{ category: 'shifts', email: true, push: false }] },
    });
    expect(off.statusCode).toBe(200);
    await approvedFreelancer(g);
    await deliverDue(t.deps);
    expect(fake.received.filter((p) => p.endpoint === other.endpoint)).toEqual([]);
    expect(await devicesOf(g)).toHaveLength(1); // turned off, not removed
  });

  it('each user sees and removes only their own devices; bad subscriptions are refused in Portuguese', async () => {
    const f = await signupFreelancer(t);
    const g = await signupFreelancer(t);
    const sub = fake.subscribe();
    const mine = (await subscribe(f, sub)).json<Device>();
    expect((await devicesOf(g)).map((d) => d.id)).not.toContain(mine.id);
    const theirs = await t.request({
      method: 'DELETE',
      url: `/api/notifications/devices/${mine.id}`,
      cookie: g.cookie,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Aparelho não encontrado.');
    expect(await devicesOf(f)).toHaveLength(1);

    // Someone else posting my browser's endpoint does not take my device (issue 22).
    const taken = await subscribe(g, sub);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { code: 'DEVICE_TAKEN', message: ERROR_MESSAGES.DEVICE_TAKEN } });
    const withOtherKeys = await subscribe(g, { endpoint: sub.endpoint, keys: fake.subscribe().keys });
    expect(withOtherKeys.statusCode).toBe(409);
    expect((await devicesOf(f)).map((d) => d.id)).toEqual([mine.id]);
    expect(await devicesOf(g)).toEqual([]);
    // I register it again: the same device, still one.
    const again = await subscribe(f, sub);
    expect(again.statusCode).toBe(201);
    expect(again.json<Device>().id).toBe(mine.id);
    expect((await devicesOf(f)).map((d) => d.id)).toEqual([mine.id]);
    // My pushes still reach it.
    await approvedFreelancer(f);
    await deliverDue(t.deps);
    expect(fake.received.filter((p) => p.endpoint === sub.endpoint)).toHaveLength(1);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/notifications/devices/${mine.id}`,
      cookie: f.cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect(await devicesOf(f)).toEqual([]);
    // Once I removed it, it is free for whoever signs in on that browser.
    expect((await subscribe(g, sub)).statusCode).toBe(201);
    expect((await devicesOf(g)).map((d) => d.endpoint)).toEqual([sub.endpoint]);

    const fresh = fake.subscribe();
    for (const bad of [
      {},
      { endpoint: 'nao-e-url', keys: fresh.keys },
      { endpoint: 'ftp://push.example/x', keys: fresh.keys },
      { endpoint: fresh.endpoint, keys: { p256dh: 'curta', auth: fresh.keys.auth } },
      { endpoint: fresh.endpoint, keys: { p256dh: fresh.keys.p256dh, auth: '<script>alert(1)</script>' } },
    ]) {
      const res = await subscribe(f, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    expect(await devicesOf(f)).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/notifications/devices' })).statusCode).toBe(401);
  });

  it('two people posting one new endpoint at once: one has it, the other is refused', async () => {
    const f = await signupFreelancer(t);
    const g = await signupFreelancer(t);
    const sub = fake.subscribe();
    const [forF, forG] = await Promise.all([subscribe(f, sub), subscribe(g, sub)]);
    expect([forF.statusCode, forG.statusCode].sort()).toEqual([201, 409]);
    const [owner, other] = forF.statusCode === 201 ? [f, g] : [g, f];
    expect((await devicesOf(owner)).map((d) => d.endpoint)).toEqual([sub.endpoint]);
    expect(await devicesOf(other)).toEqual([]);
  });

  it('keys are what a browser makes: a P-256 point and a 16-byte secret; others are refused under the field', async () => {
    const f = await signupFreelancer(t);
    const { endpoint, keys } = fake.subscribe();
    const point = Buffer.from(keys.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = (offCurve[64] ?? 0) ^ 1; // y no longer matches x
    const compressed = Buffer.concat([Buffer.from([2 + ((point[64] ?? 0) & 1)]), point.subarray(1, 33)]);
    const badP256dh = [
      `B${'A'.repeat(86)}`, // 0x04 and zeros: 65 bytes, not on the curve
      offCurve.toString('base64url'),
      compressed.toString('base64url'), // 33 bytes: compressed, not what Web Push carries
      point.subarray(0, 64).toString('base64url'),
      Buffer.concat([Buffer.from([5]), point.subarray(1)]).toString('base64url'),
      `${keys.p256dh.slice(0, -1)}*`,
      Buffer.concat([point, Buffer.from([0])]).toString('base64url'),
    ];
    for (const p256dh of badP256dh) {
      const res = await subscribe(f, { endpoint, keys: { p256dh, auth: keys.auth } });
      expect(res.statusCode, p256dh).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION',
        fields: { 'keys.p256dh': PUSH_KEY_MESSAGES.p256dh },
      });
    }
    const secret = Buffer.from(keys.auth, 'base64url');
    for (const auth of [
      secret.subarray(0, 15).toString('base64url'),
      Buffer.concat([secret, Buffer.from([1])]).toString('base64url'),
      '',
    ]) {
      const res = await subscribe(f, { endpoint, keys: { p256dh: keys.p256dh, auth } });
      expect(res.statusCode, auth).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields: { 'keys.auth': PUSH_KEY_MESSAGES.auth } });
    }
    expect(await devicesOf(f)).toEqual([]);
    expect((await subscribe(f, { endpoint, keys })).statusCode).toBe(201);
  });

  it('a stored device whose keys can never encrypt a push is removed at once, not retried', async () => {
    const f = await signupFreelancer(t);
    const good = fake.subscribe();
    expect((await subscribe(f, good)).statusCode).toBe(201);
    // Stored before keys were checked: one not on the curve, one of the wrong length.
    const legacy = [fake.subscribe(), fake.subscribe()];
    await t.deps.db.insert(pushSubscriptions).values([
      {
        userId: f.user.id,
        endpoint: legacy[0]?.endpoint ?? '',
        p256dh: `B${'A'.repeat(86)}`,
        auth: good.keys.auth,
        label: 'Antigo',
      },
      {
        userId: f.user.id,
        endpoint: legacy[1]?.endpoint ?? '',
        p256dh: 'curta',
        auth: good.keys.auth,
        label: 'Antigo',
      },
    ]);
    await approvedFreelancer(f);
    expect(await deliverDue(t.deps)).toMatchObject({ sent: 2, retried: 0 }); // the e-mail, and the push to the good phone
    expect(fake.received.filter((p) => p.endpoint === good.endpoint)).toHaveLength(1);
    expect(fake.rejected).toEqual([]);
    expect((await devicesOf(f)).map((d) => d.endpoint)).toEqual([good.endpoint]);

    // Alone, such a device makes the push skipped (no device left) after one try.
    const g = await signupFreelancer(t);
    const only = fake.subscribe();
    await t.deps.db.insert(pushSubscriptions).values({
      userId: g.user.id,
      endpoint: only.endpoint,
      p256dh: `B${'A'.repeat(86)}`,
      auth: only.keys.auth,
      label: 'Antigo',
    });
    await approvedFreelancer(g);
    expect(await deliverDue(t.deps)).toMatchObject({ sent: 1, skipped: 1, retried: 0 });
    const [push] = await t.deps.db
      .select({ status: notificationDeliveries.status, attempts: notificationDeliveries.attempts })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(and(eq(notifications.userId, g.user.id), eq(notificationDeliveries.channel, 'push')));
    expect(push).toEqual({ status: 'skipped', attempts: 1 });
    expect(await devicesOf(g)).toEqual([]);
  });

  it('the VAPID keys are generated once, kept in the database and served to browsers', async () => {
    const [stored] = await t.deps.db.select().from(serverKeys).where(eq(serverKeys.name, 'vapid'));
    expect(stored?.value.publicKey).toBe(t.deps.push.publicKey);
    const generate = vi.fn(() => ({ publicKey: 'x', privateKey: 'y' }));
    expect((await storedVapidKeys(t.deps.db, generate)).publicKey).toBe(t.deps.push.publicKey);
    expect(generate).not.toHaveBeenCalled();
    const f = await signupFreelancer(t);
    const res = await t.request({ method: 'GET', url: '/api/notifications/push-key', cookie: f.cookie });
    expect(res.json()).toEqual({ public_key: t.deps.push.publicKey });
    expect(
      (await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, f.user.id))).length,
    ).toBe(0);
  });
});

describe.each(TEST_DATABASES)('push subscriptions in production on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, PRODUCTION_TEST_ENV);
  });
  afterAll(async () => t.close());

  it('accept only the browsers’ push services (the server never posts to any other address)', async () => {
    const f = await signupFreelancer(t);
    const ecdh = createECDH('prime256v1');
    const keys = { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const post = (endpoint: string) =>
      t.request({ method: 'POST', url: '/api/notifications/devices', cookie: f.cookie, payload: { endpoint, keys } });
    for (const endpoint of [
      'http://127.0.0.1:9/push',
      'https://intranet.local/x',
      'http://fcm.googleapis.com/fcm/send/x',
    ]) {
      const res = await post(endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error.message).toBe('Endereço de notificação inválido.');
    }
    expect((await post('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(201);
  });
});

describe('deviceLabel', () => {
  it('names the browser and the system', () => {
    expect(deviceLabel(ANDROID_CHROME)).toBe('Chrome no Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari no iPhone');
    expect(deviceLabel(undefined)).toBe('Navegador no outro sistema');
  });
});
