import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { freelancerSignupPayload, signupFreelancer, uniqueEmail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const RATE_LIMITED = {
  code: 'RATE_LIMITED',
  message: 'Muitas tentativas. Aguarde alguns minutos antes de tentar novamente.',
};

describe.each(TEST_DATABASES)('rate limits stored in the database on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '600' });
  });
  afterAll(async () => t.close());

  let ipSequence = 0;
  /** Each test speaks from its own addresses so counters never leak between tests. */
  const freshIp = () => `203.0.113.${++ipSequence}`;
  const post = (url: string, payload: object, ip: string) =>
    t.request({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress: ip });

  it('allows one IP 3 × RATE_LIMIT_MAX login attempts across e-mails, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 9; i += 1) {
      const res = await post('login', { email: uniqueEmail(), password: 'Errada123' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('login', { email: uniqueEmail(), password: 'Errada123' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual(RATE_LIMITED);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const rows = await t.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:ip:${ip}`));
    expect(rows).toEqual([expect.objectContaining({ count: 10 })]);
  });

  it('limits one e-mail across many IPs at 10 × RATE_LIMIT_MAX', async () => {
    const email = uniqueEmail('alvo');
    for (let i = 0; i < 30; i += 1)
      expect((await post('login', { email, password: 'Errada123' }, freshIp())).statusCode).toBe(401);
    const blocked = await post('login', { email: email.toUpperCase(), password: 'Errada123' }, freshIp());
    expect(blocked.statusCode).toBe(429);
  });

  it('counts invalid attempts too, since limiting runs before validation', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await post('login', { email: '', password: '' }, ip)).statusCode).toBe(400);
    expect((await post('login', { email: '', password: '' }, ip)).statusCode).toBe(429);
  });

  it('limits one IP against one e-mail at RATE_LIMIT_MAX, and spares the owner on another address', async () => {
    const owner = await signupFreelancer(t);
    const attacker = freshIp();
    for (let i = 0; i < 3; i += 1)
      expect((await post('login', { email: owner.email, password: 'Errada123' }, attacker)).statusCode).toBe(401);
    const blocked = await post('login', { email: owner.email, password: owner.password }, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual(RATE_LIMITED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from home, logs in: the attacker's attempts do not lock the account.
    const home = await post('login', { email: owner.email, password: owner.password }, freshIp());
    expect(home.statusCode).toBe(200);
  });

  it('counts each route separately', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) await post('login', { email: uniqueEmail(), password: 'Errada123' }, ip);
    expect((await post('forgot-password', { email: uniqueEmail() }, ip)).statusCode).toBe(200);
  });

  it('starts a new window once the old one has ended', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) await post('forgot-password', { email: uniqueEmail() }, ip);
    expect((await post('forgot-password', { email: uniqueEmail() }, ip)).statusCode).toBe(429);
    await t.deps.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `forgot-password:ip:${ip}`));
    expect((await post('forgot-password', { email: uniqueEmail() }, ip)).statusCode).toBe(200);
    const rows = await t.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `forgot-password:ip:${ip}`));
    expect(rows[0]?.count).toBe(1);
  });

  it.each([
    ['signup', () => freelancerSignupPayload({ full_name: '' })],
    ['forgot-password', () => ({ email: uniqueEmail() })],
    ['reset-password', () => ({ token: 'nao-existe', password: 'NovaSenha9' })],
  ] as const)('limits %s as well', async (route, payload) => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await post(route, payload(), ip)).statusCode).not.toBe(429);
    expect((await post(route, payload(), ip)).statusCode).toBe(429);
  });

  it('counts concurrent attempts exactly (one atomic upsert per request)', async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post('forgot-password', { email: uniqueEmail() }, ip)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });
});

describe.each(TEST_DATABASES)('ended rate limit counters on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '600' });
  });
  afterAll(async () => t.close());

  it('are swept by the first limited request of an instance; running windows stay', async () => {
    await t.deps.db.insert(rateLimits).values([
      { key: 'login:ip:198.51.100.1', count: 9, resetAt: sql`now() - interval '1 hour'` },
      { key: 'login:ip:198.51.100.2', count: 2, resetAt: sql`now() - interval '1 second'` },
      { key: 'login:ip:198.51.100.3', count: 3, resetAt: sql`now() + interval '5 minutes'` },
    ]);
    const email = uniqueEmail();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: '198.51.100.9',
    });
    expect(res.statusCode).toBe(200);
    const keys = (await t.deps.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();
    expect(keys).toEqual([
      `forgot-password:email:${email}`,
      'forgot-password:ip:198.51.100.9',
      'login:ip:198.51.100.3',
    ]);
  });
});
