import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { signupFreelancer } from '../../test/factories.ts';
import { killConnections } from '../../test/kill-connections.ts';
import { cookieFrom, createSiblingTestApp, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { PostgresBus } from '../realtime/postgres-bus.ts';

/**
 * Two instances behind a load balancer, each caching sessions for a minute (far longer than the
 * default, so only the revocation itself can explain a 401): a logout or a password reset through
 * instance A ends the session on instance B too, without waiting for B's cache to expire.
 */
describe.skipIf(!TEST_DATABASES.includes('postgres'))('session revocation across two instances on postgres', () => {
  let a: TestApp;
  let b: TestApp;
  const env = { SESSION_CACHE_SECONDS: '60', DEV_TOOLS: 'true' };
  beforeAll(async () => {
    a = await createTestApp('postgres', env);
    b = await createSiblingTestApp(a, env);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const me = (t: TestApp, cookie: string) => t.request({ method: 'GET', url: '/api/auth/me', cookie });
  /** B answers 401 within the time a notification takes between instances (not B's 60 s cache). */
  const signedOutOn = async (t: TestApp, cookie: string) =>
    expect.poll(async () => (await me(t, cookie)).statusCode, { timeout: 2_000, interval: 10 }).toBe(401);

  it('a logout through A ends the session on B at once', async () => {
    const account = await signupFreelancer(a);
    expect((await me(b, account.cookie)).statusCode).toBe(200); // now cached on B
    expect((await me(b, account.cookie)).statusCode).toBe(200);
    expect(b.deps.sessionCache.size).toBeGreaterThan(0);

    const logout = await a.request({ method: 'POST', url: '/api/auth/logout', cookie: account.cookie });
    expect(logout.statusCode).toBe(204);
    await signedOutOn(b, account.cookie);
  });

  it('a password reset through A ends every session of the user on B', async () => {
    const account = await signupFreelancer(a);
    const other = await a.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const otherCookie = other.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await me(b, account.cookie)).statusCode).toBe(200);
    expect((await me(b, otherCookie)).statusCode).toBe(200);

    await a.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    let link = '';
    await expect
      .poll(async () => {
        const { messages } = (
          await a.request({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(account.email)}` })
        ).json<{
          messages: { links: string[] }[];
        }>();
        link = messages[0]?.links[0] ?? '';
        return link;
      })
      .not.toBe('');
    const token = new URL(link).searchParams.get('token');
    const reset = await a.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NovaSenha9' },
    });
    expect(reset.statusCode).toBe(200);

    await signedOutOn(b, account.cookie);
    await signedOutOn(b, otherCookie);
  });
});

/**
 * The database's connections are killed (a restart, a failover): B's LISTEN connection is down
 * when A's logout sends its notification, which B never hears. B must not trust its cache while
 * it cannot hear the other instances, nor after, with what it cached before.
 */
describe.skipIf(!TEST_DATABASES.includes('postgres'))('session revocation while the LISTEN connection is down', () => {
  let a: TestApp;
  let b: TestApp;
  const env = { SESSION_CACHE_SECONDS: '60' };
  beforeAll(async () => {
    a = await createTestApp('postgres', env);
    // B listens again 1.5 to 3 s after losing its connection: long enough to ask it while it is deaf.
    b = await createSiblingTestApp(a, env, { listenerBackoff: { initialMs: 3_000, maxMs: 3_000 } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const me = (t: TestApp, cookie: string) => t.request({ method: 'GET', url: '/api/auth/me', cookie });

  it('a logout through A is refused by B at once, and B caches sessions again once it listens again', async () => {
    const bus = b.deps.events as PostgresBus;
    const account = await signupFreelancer(a);
    expect((await me(b, account.cookie)).statusCode).toBe(200); // now cached on B, for a minute
    expect(b.deps.sessionCache.size).toBeGreaterThan(0);
    const connects = bus.status.connects;

    expect(await killConnections(a.database)).toBeGreaterThanOrEqual(2); // both LISTEN connections at least
    const logout = await a.request({ method: 'POST', url: '/api/auth/logout', cookie: account.cookie });
    expect(logout.statusCode).toBe(204);
    const refused = await me(b, account.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('UNAUTHENTICATED');
    expect(bus.status.listening).toBe(false); // B answered while it could not hear A

    // B listens again: sessions are cached again (a session whose row is gone still answers from
    // B's cache, which only a cache can do), and a logout through A reaches B as before.
    await expect.poll(() => bus.status.listening && bus.status.connects > connects, { timeout: 10_000 }).toBe(true);
    const login = await a.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);
    expect((await me(b, cookie)).statusCode).toBe(200);
    await a.deps.db.delete(sessions).where(eq(sessions.userId, account.user.id)); // no event: only the row goes
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect((await me(a, cookie)).statusCode).toBe(401);

    const again = await a.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const second = cookieFrom(again);
    expect((await me(b, second)).statusCode).toBe(200);
    expect((await a.request({ method: 'POST', url: '/api/auth/logout', cookie: second })).statusCode).toBe(204);
    await expect.poll(async () => (await me(b, second)).statusCode, { timeout: 2_000, interval: 10 }).toBe(401);
  });
});
