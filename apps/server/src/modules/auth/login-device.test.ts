import { eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { signupFreelancer, type SignedUpUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const RATE_LIMITED = {
  code: 'RATE_LIMITED',
  message: 'Muitas tentativas. Aguarde alguns minutos antes de tentar novamente.',
};
/** The load balancer in front of the app, the only peer whose X-Forwarded-For is believed. */
const PROXY = '10.0.0.7';
const DEVICE_COOKIE = 'vt.device';

/**
 * Decision 0022: a botnet guessing one account's password from rotating addresses exhausts the
 * account's per-e-mail counter (10 × RATE_LIMIT_MAX); its owner still signs in from a browser that
 * signed in before (a signed device cookie), from any address, while a browser without one is refused.
 */
describe.each(TEST_DATABASES)('login from a known device on %s', (kind) => {
  let t: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_MAX: '4', TRUST_PROXY: '10.0.0.0/8' });
    owner = await signupFreelancer(t);
    other = await signupFreelancer(t);
  });
  afterAll(async () => t.close());

  let sequence = 0;
  /** A client address the proxy has not forwarded before. */
  const freshAddress = () => `203.0.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;
  const login = (email: string, password: string, options: { from?: string; cookie?: string } = {}) =>
    t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${options.from ?? freshAddress()}` },
      ...(options.cookie ? { cookie: options.cookie } : {}),
    });
  const deviceCookieOf = (res: LightMyRequestResponse) => {
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(res.cookies)}`);
    return cookie;
  };
  const emailCount = async (email: string) =>
    (
      await t.deps.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `login:email:${email}`))
    )[0]?.count ?? 0;

  it('a signed-in browser gets an HttpOnly device cookie for 90 days', async () => {
    const res = await login(owner.email, owner.password);
    expect(res.statusCode).toBe(200);
    expect(deviceCookieOf(res)).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: 90 * 24 * 60 * 60 });
  });

  it('rotating addresses lock the e-mail for strangers, not for its owner signing in from a known browser', async () => {
    const device = deviceCookieOf(await login(owner.email, owner.password, { from: '198.51.100.10' }));
    const ownerCookie = `${DEVICE_COOKIE}=${device.value}`;
    const otherDevice = deviceCookieOf(await login(other.email, other.password)).value;
    const otherCookie = `${DEVICE_COOKIE}=${otherDevice}`;

    // The botnet: one wrong password from each of many addresses, until the e-mail's counter is spent.
    let attempts = 0;
    for (;;) {
      const res = await login(owner.email, 'Errada123');
      if (res.statusCode === 429) break;
      expect(res.statusCode).toBe(401);
      attempts += 1;
      if (attempts > 40) throw new Error('the per-e-mail counter never stopped the botnet');
    }
    expect(attempts).toBeGreaterThan(30); // 40 per window, less the owner's own sign-ins
    const blocked = await login(owner.email, owner.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual(RATE_LIMITED);

    // A forged device cookie, or another user's, proves nothing.
    const [id, issued, nonce, mac = ''] = device.value.split('.');
    const tampered = `${DEVICE_COOKIE}=${[id, issued, nonce, (mac[0] === 'A' ? 'B' : 'A') + mac.slice(1)].join('.')}`;
    expect((await login(owner.email, owner.password, { cookie: tampered })).statusCode).toBe(429);
    const [, otherIssued, otherNonce, otherMac] = otherDevice.split('.');
    const renamed = `${DEVICE_COOKIE}=${[owner.user.id, otherIssued, otherNonce, otherMac].join('.')}`;
    expect((await login(owner.email, owner.password, { cookie: renamed })).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, { cookie: otherCookie })).statusCode).toBe(429);

    // The owner, from their browser, on an address never seen: signed in, and not counted against the e-mail.
    const before = await emailCount(owner.email);
    const home = await login(owner.email, owner.password, { cookie: ownerCookie, from: '198.51.100.200' });
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json().user.email).toBe(owner.email);
    expect(home.cookies.some((c) => c.name === 'vt.session_token')).toBe(true);
    expect(await emailCount(owner.email)).toBe(before);
  });

  it('a stolen device cookie still allows only RATE_LIMIT_MAX guesses per window, counted apart from the e-mail', async () => {
    const account = await signupFreelancer(t);
    const device = `${DEVICE_COOKIE}=${deviceCookieOf(await login(account.email, account.password)).value}`;
    const before = await emailCount(account.email);
    for (let i = 0; i < 4; i += 1)
      expect((await login(account.email, 'Errada123', { cookie: device })).statusCode).toBe(401);
    expect((await login(account.email, account.password, { cookie: device })).statusCode).toBe(429);
    expect(await emailCount(account.email)).toBe(before);
    const counters = await t.deps.db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .where(like(rateLimits.key, `login:device:%:${account.email}`));
    expect(counters).toEqual([{ key: expect.stringMatching(/^login:device:[\w-]+:/), count: 5 }]);
    // Without the cookie, from a new address, the owner is limited by the e-mail's counter only.
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });
});

/** Decision 0022: X-Forwarded-For is believed only from the proxies TRUST_PROXY names. */
describe.each(TEST_DATABASES)('client addresses behind a trusted proxy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_MAX: '3', TRUST_PROXY: `${PROXY}, 192.0.2.0/24` });
  });
  afterAll(async () => t.close());

  const attempt = (remoteAddress: string, forwardedFor: string, email: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Errada123' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const keysOf = async (email: string) =>
    (
      await t.deps.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, `%${email}`))
    )
      .map((row) => row.key)
      .sort();

  it('counts the address the trusted proxy forwarded', async () => {
    const email = 'alvo.proxy@teste.com.br';
    expect((await attempt(PROXY, '198.18.1.1', email)).statusCode).toBe(401);
    expect((await attempt('192.0.2.9', '203.0.113.9, 198.18.1.2', email)).statusCode).toBe(401);
    expect(await keysOf(email)).toEqual([
      `login:email:${email}`,
      `login:ip-email:198.18.1.1:${email}`,
      `login:ip-email:198.18.1.2:${email}`,
    ]);
  });

  it('ignores X-Forwarded-For from a peer it does not trust: rotating it gains an attacker nothing', async () => {
    const email = 'alvo.direto@teste.com.br';
    const peer = '198.51.100.50';
    for (let i = 1; i <= 3; i += 1) expect((await attempt(peer, `203.0.113.${i}`, email)).statusCode).toBe(401);
    const blocked = await attempt(peer, '203.0.113.4', email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual(RATE_LIMITED);
    expect(await keysOf(email)).toEqual([`login:email:${email}`, `login:ip-email:${peer}:${email}`]);
  });
});
