import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { signupContractor, signupFreelancer, uniqueEmail } from '../../test/factories.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app.ts';
import { argon2Hasher, type PasswordHasher } from './password-hash.ts';

const INVALID_CREDENTIALS = { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' };

/** argon2 computations better-auth asked for, counted by wrapping the real functions. */
const argon2Calls = { hash: 0, verify: 0 };
const countingHasher: PasswordHasher = {
  hash: (password) => {
    argon2Calls.hash += 1;
    return argon2Hasher.hash(password);
  },
  verify: (input) => {
    argon2Calls.verify += 1;
    return argon2Hasher.verify(input);
  },
};

describe.each(TEST_DATABASES)('sessions (login, me, logout) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { passwordHasher: countingHasher });
  });
  afterAll(async () => t.close());

  const login = (payload: object) => t.request({ method: 'POST', url: '/api/auth/login', payload });
  const me = (cookie?: string) => t.request({ method: 'GET', url: '/api/auth/me', cookie });
  const sessionsOf = (userId: string) => t.deps.db.select().from(sessions).where(eq(sessions.userId, userId));

  it('answers GET /me without a session with 401 UNAUTHENTICATED', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'Você precisa estar logado.' });
    expect((await me('vt.session_token=forjado.assinatura')).statusCode).toBe(401);
  });

  it('answers GET /session with the user, or null when signed out (never an error)', async () => {
    const out = await t.request({ method: 'GET', url: '/api/auth/session' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ user: null });
    const { cookie, user } = await signupFreelancer(t);
    const signedIn = await t.request({ method: 'GET', url: '/api/auth/session', cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: user.id, role: 'freelancer' });
  });

  it('validates the login form with the spec messages', async () => {
    const empty = await login({ email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      email: 'Por favor, preencha todos os campos.',
      password: 'Por favor, preencha todos os campos.',
    });
    const noAt = await login({ email: 'maria', password: 'x' });
    expect(noAt.json().error.fields).toEqual({ email: 'E-mail inválido' });
  });

  it('signs in (any e-mail case) with a new session each time and answers { user }', async () => {
    const account = await signupContractor(t);
    const first = await login({ email: account.email.toUpperCase(), password: account.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ user: account.user });
    const second = await login({ email: account.email, password: account.password });
    expect(cookieFrom(second)).not.toBe(cookieFrom(first));
    expect(await sessionsOf(account.user.id)).toHaveLength(3);
    expect((await me(cookieFrom(first))).json()).toEqual({ user: account.user });
    expect((await me(cookieFrom(second))).json()).toEqual({ user: account.user });
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const account = await signupFreelancer(t);
    const wrong = await login({ email: account.email, password: 'OutraSenha1' });
    const unknown = await login({ email: uniqueEmail('ninguem'), password: 'OutraSenha1' });
    const malformed = await login({ email: 'a@b', password: 'OutraSenha1' });
    for (const res of [wrong, unknown, malformed]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual(INVALID_CREDENTIALS);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessionsOf(account.user.id)).toHaveLength(1);
  });

  it('spends one argon2 computation on an unknown e-mail, as on a wrong password (no timing oracle)', async () => {
    const account = await signupFreelancer(t);
    const spent = async (email: string) => {
      const before = { ...argon2Calls };
      expect((await login({ email, password: 'OutraSenha1' })).statusCode).toBe(401);
      return { hash: argon2Calls.hash - before.hash, verify: argon2Calls.verify - before.verify };
    };
    // A wrong password is verified against the stored hash; an unknown e-mail hashes the password
    // instead (better-auth's dummy work), so both answers cost the same computation.
    expect(await spent(account.email)).toEqual({ hash: 0, verify: 1 });
    expect(await spent(uniqueEmail('ninguem'))).toEqual({ hash: 1, verify: 0 });
  });

  it('signs out: 204, the session row is deleted, the cookie cleared, and /me is 401 again', async () => {
    const account = await signupFreelancer(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', cookie: account.cookie });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = res.cookies.find((c) => c.name === 'vt.session_token');
    expect(cleared).toMatchObject({ value: '', maxAge: 0 });
    expect(await sessionsOf(account.user.id)).toHaveLength(0);
    expect((await me(account.cookie)).statusCode).toBe(401);
  });

  it('answers logout without a session with 204 too', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(204);
  });

  it('serves a recent session from the cache, which logout empties at once', async () => {
    const account = await signupFreelancer(t);
    expect((await me(account.cookie)).statusCode).toBe(200);
    expect(t.deps.sessionCache.size).toBeGreaterThan(0);
    // The row is gone but the cache still knows the session for a few seconds (decision 0007)…
    const [row] = await sessionsOf(account.user.id);
    await t.deps.db.delete(sessions).where(eq(sessions.userId, account.user.id));
    expect((await me(account.cookie)).statusCode).toBe(200);
    // …while a logout on this instance takes effect on the very next request.
    await t.deps.db.insert(sessions).values(row!);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', cookie: account.cookie })).statusCode).toBe(204);
    expect((await me(account.cookie)).statusCode).toBe(401);
  });

  it('ends a session left idle past its expiry', async () => {
    const account = await signupFreelancer(t);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, account.user.id));
    expect((await me(account.cookie)).statusCode).toBe(401);
  });

  it('ends a session older than SESSION_ABSOLUTE_DAYS even while in use', async () => {
    const account = await signupFreelancer(t);
    await t.deps.db
      .update(sessions)
      .set({ createdAt: sql`now() - make_interval(days => ${t.deps.config.SESSION_ABSOLUTE_DAYS + 1})` })
      .where(eq(sessions.userId, account.user.id));
    expect((await me(account.cookie)).statusCode).toBe(401);
    expect(await sessionsOf(account.user.id)).toHaveLength(0);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie without Secure over http', async () => {
    const res = await login({ email: (await signupFreelancer(t)).email, password: 'SenhaForte1' });
    const cookie = res.cookies.find((c) => c.name === 'vt.session_token');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: t.deps.config.SESSION_IDLE_DAYS * 86_400,
    });
    expect(cookie?.secure).toBeUndefined();
  });
});

describe.each(TEST_DATABASES)('session cookie over https on %s', (kind) => {
  const APP_URL = 'https://vamostrabalhar.example';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL });
  });
  afterAll(async () => t.close());

  it('adds Secure and the __Host- prefix (Path=/, no Domain)', async () => {
    const account = await signupFreelancer(t);
    expect(account.cookie).toMatch(/^__Host-vt\.session_token=/);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: APP_URL },
      payload: { email: account.email, password: account.password },
    });
    const header = [res.headers['set-cookie']].flat().join('\n');
    expect(header).toMatch(/^__Host-vt\.session_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax/);
    expect(header).not.toMatch(/Domain=/i);
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      cookie: cookieFrom(res),
      headers: { origin: APP_URL },
    });
    expect(me.json().user.email).toBe(account.email);

    const logout = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      cookie: cookieFrom(res),
      headers: { origin: APP_URL },
    });
    expect(logout.statusCode).toBe(204);
    expect([logout.headers['set-cookie']].flat().join('\n')).toMatch(/^__Host-vt\.session_token=; Max-Age=0/);
    const after = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      cookie: cookieFrom(res),
      headers: { origin: APP_URL },
    });
    expect(after.statusCode).toBe(401);
  });
});
