import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Device } from '@vamos/shared/schemas/notifications';
import { pushSubscriptions, serverKeys } from '../../db/schema.ts';
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

    // The same browser signed in as someone else now belongs to them.
    expect((await subscribe(g, sub)).statusCode).toBe(201);
    expect(await devicesOf(f)).toEqual([]);
    expect((await devicesOf(g)).map((d) => d.endpoint)).toEqual([sub.endpoint]);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/notifications/devices/${(await devicesOf(g))[0]?.id}`,
      cookie: g.cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect(await devicesOf(g)).toEqual([]);

    for (const bad of [
      {},
      { endpoint: 'nao-e-url', keys: sub.keys },
      { endpoint: 'ftp://push.example/x', keys: sub.keys },
      { endpoint: sub.endpoint, keys: { p256dh: 'curta', auth: sub.keys.auth } },
      { endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh, auth: '<script>alert(1)</script>' } },
    ]) {
      const res = await subscribe(f, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    expect(await devicesOf(f)).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/notifications/devices' })).statusCode).toBe(401);
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
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };
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
