import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, verifications } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { signupContractor, signupFreelancer, uniqueEmail } from '../../test/factories.ts';
import { TEST_ORIGIN, cookieFrom, createTestApp, type TestApp } from '../../test/test-app.ts';

const INVALID_RESET_TOKEN = {
  code: 'INVALID_RESET_TOKEN',
  message: 'Link de redefinição inválido ou expirado. Solicite um novo.',
};
const NEW_PASSWORD = 'NovaSenha9';

type OutboxMessage = { to: string; subject: string; text: string; html: string | null; links: string[] };

describe.each(TEST_DATABASES)('password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEV_TOOLS: 'true' });
  });
  afterAll(async () => t.close());

  const forgot = (email: string) => t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const outbox = async (to: string): Promise<OutboxMessage[]> =>
    (await t.request({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages;

  /** The messages to `to` once `count` of them have arrived (the reset e-mail is sent after the answer). */
  async function delivered(to: string, count = 1): Promise<OutboxMessage[]> {
    await expect
      .poll(async () => (await outbox(to)).length, { timeout: 5_000, interval: 20 })
      .toBeGreaterThanOrEqual(count);
    return outbox(to);
  }

  /** Asks for a reset and returns the token from the e-mailed link. */
  async function requestToken(email: string): Promise<string> {
    const before = (await outbox(email)).length;
    expect((await forgot(email)).statusCode).toBe(200);
    const link = (await delivered(email, before + 1))[0]?.links[0] ?? '';
    const token = new URL(link).searchParams.get('token');
    if (!token) throw new Error(`no token in ${link}`);
    return token;
  }

  it('e-mails a Portuguese reset link to an existing account and answers { ok: true }', async () => {
    const account = await signupFreelancer(t);
    const res = await forgot(account.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const messages = await delivered(account.email);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message?.subject).toBe('Redefinição de senha — Vamos Trabalhar');
    expect(message?.text).toContain('Olá, Maria da Silva!');
    expect(message?.text).toContain('válido por 1 hora');
    expect(message?.text).toContain('Se você não pediu a redefinição de senha, ignore este e-mail');
    expect(message?.links).toEqual([
      expect.stringMatching(new RegExp(`^${TEST_ORIGIN}/reset-password\\?token=[A-Za-z0-9]+$`)),
    ]);
    expect(message?.html).toContain(`href="${message?.links[0]}"`);
  });

  it('answers { ok: true } for an unknown e-mail without sending anything', async () => {
    const email = uniqueEmail('desconhecido');
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await outbox(email)).toEqual([]);
  });

  it('validates the forgot-password e-mail', async () => {
    const res = await forgot('sem-arroba');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'E-mail inválido' });
  });

  it('stores only a hash of the token', async () => {
    const account = await signupFreelancer(t);
    const token = await requestToken(account.email);
    const rows = await t.deps.db.select().from(verifications).where(eq(verifications.value, account.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.identifier).not.toContain(token);
  });

  it('sets the new password once, revokes every session and signs this browser in', async () => {
    const account = await signupFreelancer(t);
    const otherDevice = cookieFrom(await login(account.email, account.password));
    const token = await requestToken(account.email);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: 'freelancer' });

    for (const old of [account.cookie, otherDevice]) {
      expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: old })).statusCode).toBe(401);
    }
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toHaveLength(1);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: cookieFrom(res) });
    expect(me.json()).toEqual({ user: account.user });

    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'OutraSenha7');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual(INVALID_RESET_TOKEN);
    expect((await login(account.email, 'OutraSenha7')).statusCode).toBe(401);
  });

  it('answers the contractor role for a contractor', async () => {
    const account = await signupContractor(t);
    const res = await reset(await requestToken(account.email));
    expect(res.json()).toEqual({ role: 'contractor' });
  });

  it('refuses an expired token and keeps the old password', async () => {
    const account = await signupFreelancer(t);
    const token = await requestToken(account.email);
    await t.deps.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verifications.value, account.user.id));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(INVALID_RESET_TOKEN);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await reset('token-que-nao-existe');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(INVALID_RESET_TOKEN);
  });

  it('applies the password strength rule before touching the token', async () => {
    const account = await signupFreelancer(t);
    const token = await requestToken(account.email);
    const weak = await reset(token, 'semnumero');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({
      password: 'Senha não atende aos critérios. Faltam: 1 letra maiúscula, 1 número',
    });
    expect((await reset(token)).statusCode).toBe(200);
  });
});

describe.each(TEST_DATABASES)('forgot password answers before the e-mail on %s', (kind) => {
  let t: TestApp;
  let release: () => void = () => undefined;
  const sent: string[] = [];
  beforeAll(async () => {
    // A mail server that holds every message until released: a route that waited for it would hang.
    const gate = new Promise<void>((resolve) => (release = resolve));
    t = await createTestApp(
      kind,
      {},
      {
        mailer: {
          send: async (message) => {
            await gate;
            sent.push(message.to);
          },
        },
      },
    );
  });
  afterAll(async () => {
    release();
    await t.close();
  });

  it('answers { ok: true } at once for an existing account, and the e-mail goes out afterwards', async () => {
    const account = await signupFreelancer(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(sent).toEqual([]);
    release();
    await expect.poll(() => sent, { timeout: 5_000, interval: 20 }).toEqual([account.email]);
  });
});
