import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases.ts';
import { signupFreelancer, uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { afterAnswerDone } from './after-answer.ts';
import { LOGIN_ALERT_SUBJECT } from './login-alert-mail.ts';

type OutboxMessage = { to: string; subject: string; text: string; links: string[] };

/** Wrong passwords from many addresses: the owner hears of it once, by e-mail, and can still log in. */
describe.each(TEST_DATABASES)('an account under attack on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_MAX: '4', DEV_TOOLS: 'true' });
  });
  afterAll(async () => t.close());

  let ip = 0;
  const login = (email: string, password: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: `198.18.0.${++ip}`,
    });
  const outbox = async (to: string): Promise<OutboxMessage[]> =>
    (await t.request({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages;

  it('e-mails the owner once per window when the attempts reach the limit, and the owner still logs in', async () => {
    const owner = await signupFreelancer(t);
    for (let i = 0; i < 3; i += 1) expect((await login(owner.email, 'Errada123')).statusCode).toBe(401);
    // The alert goes out after the answer: every one these logins started has been sent by now.
    await afterAnswerDone(t.deps);
    expect(await outbox(owner.email)).toEqual([]);

    for (let i = 0; i < 3; i += 1) expect((await login(owner.email, 'Errada123')).statusCode).toBe(401);
    await afterAnswerDone(t.deps);
    const [alert, ...more] = await outbox(owner.email);
    expect(more).toEqual([]);
    expect(alert?.subject).toBe(LOGIN_ALERT_SUBJECT);
    expect(alert?.text).toContain('Olá, Maria da Silva!');
    expect(alert?.text).toContain('tentativas de acesso à sua conta');
    expect(alert?.links).toEqual(['http://localhost:3000/esqueci-senha']);

    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    await afterAnswerDone(t.deps);
    expect(await outbox(owner.email)).toHaveLength(1);
  });

  it('sends nothing for an e-mail without an account', async () => {
    const email = uniqueEmail('ninguem');
    for (let i = 0; i < 6; i += 1) await login(email, 'Errada123');
    await afterAnswerDone(t.deps);
    expect(await outbox(email)).toEqual([]);
  });
});
