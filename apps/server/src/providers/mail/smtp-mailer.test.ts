import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  decodeQuotedPrintable,
  messageIdOf,
  startFakeSmtpServer,
  type FakeSmtpServer,
} from '../../test/fake-smtp-server.ts';
import { signupFreelancer } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SMTP_MAX_CONNECTIONS, SmtpMailer } from './smtp-mailer.ts';

describe('SmtpMailer', () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(async () => smtp.close());

  it('delivers the message over SMTP with the configured sender and the Message-ID given', async () => {
    const mailer = new SmtpMailer(smtp.url, 'Vamos Trabalhar <nao-responda@vamostrabalhar.com.br>');
    await mailer.send({
      to: 'destino@teste.com.br',
      subject: 'Teste SMTP',
      text: 'Ola! Acesse http://localhost:3000/x',
      html: '<p>Ola!</p>',
      messageId: '<delivery-1.2b0c6f1e-0000-4000-8000-000000000001@localhost>',
    });

    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.from).toBe('nao-responda@vamostrabalhar.com.br');
    expect(message?.to).toEqual(['destino@teste.com.br']);
    expect(message?.data).toMatch(/^From: Vamos Trabalhar <nao-responda@vamostrabalhar\.com\.br>$/m);
    expect(message?.data).toMatch(/^To: destino@teste\.com\.br$/m);
    expect(message?.data).toMatch(/^Subject: Teste SMTP$/m);
    expect(message && messageIdOf(message)).toBe('<delivery-1.2b0c6f1e-0000-4000-8000-000000000001@localhost>');
    expect(message?.data).toContain('Ola! Acesse http://localhost:3000/x');
    expect(message?.data).toContain('<p>Ola!</p>');
    mailer.close();
  });

  it('keeps its connections open across messages, at most SMTP_MAX_CONNECTIONS at once, and reconnects after a drop', async () => {
    const server = await startFakeSmtpServer();
    const mailer = new SmtpMailer(server.url, 'Vamos Trabalhar <nao-responda@vamostrabalhar.com.br>');
    const message = (i: number) => ({ to: `pessoa${i}@teste.com.br`, subject: `Aviso ${i}`, text: 'Olá!' });
    try {
      await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((i) => mailer.send(message(i))));
      expect(server.messages).toHaveLength(8);
      const opened = server.connections;
      expect(opened).toBeGreaterThanOrEqual(1);
      expect(opened).toBeLessThanOrEqual(SMTP_MAX_CONNECTIONS);

      // The next messages reuse what is open.
      for (const i of [8, 9, 10]) await mailer.send(message(i));
      expect(server.messages).toHaveLength(11);
      expect(server.connections).toBe(opened);

      // The server restarts: the pool notices and the next message goes out on a new connection.
      const dropped = mailer.allConnectionsClosed();
      server.dropConnections();
      await dropped;
      await mailer.send(message(11));
      expect(server.messages.map((m) => m.to[0])).toContain('pessoa11@teste.com.br');
      expect(server.connections).toBeGreaterThan(opened);
    } finally {
      mailer.close();
      await server.close();
    }
  });
});

describe.each(TEST_DATABASES)('mail provider chosen by SMTP_URL on %s', (kind) => {
  let smtp: FakeSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    t = await createTestApp(kind, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the password-reset e-mail through SMTP instead of the outbox', async () => {
    const account = await signupFreelancer(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.email },
    });
    expect(res.statusCode).toBe(200);

    // Sent after the answer: wait for it to reach the server.
    await expect.poll(() => smtp.messages.length, { timeout: 5_000, interval: 20 }).toBe(1);
    expect(smtp.messages.map((m) => m.to)).toEqual([[account.email]]);
    const body = decodeQuotedPrintable(smtp.messages[0]?.data ?? '');
    expect(body).toContain('Olá, Maria da Silva!');
    expect(body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9]+/);
    expect((await t.deps.db.select({ n: count() }).from(mailOutbox))[0]?.n).toBe(0);
  });
});
