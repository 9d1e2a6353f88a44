import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { OutboxMailer } from './outbox-mailer.ts';

/** The embedded mailer keeps one copy of a named message, however many times it is sent (issue 22). */
describe.each(TEST_DATABASES)('OutboxMailer on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const storedTo = (to: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  it('stores a message with its Message-ID once, even when it is sent again', async () => {
    const mailer = new OutboxMailer(t.deps.db);
    const message = {
      to: 'uma-vez@teste.com.br',
      subject: 'Você foi aprovado',
      text: 'Olá!',
      messageId: '<delivery-7.2b0c6f1e-0000-4000-8000-000000000007@localhost>',
    };
    await mailer.send(message);
    await mailer.send(message);
    await Promise.all([mailer.send(message), mailer.send(message)]);
    const stored = await storedTo(message.to);
    expect(stored.map((m) => [m.subject, m.messageId])).toEqual([[message.subject, message.messageId]]);
  });

  it('stores every message that has no Message-ID of its own', async () => {
    const mailer = new OutboxMailer(t.deps.db);
    const message = { to: 'sem-id@teste.com.br', subject: 'Redefinir senha', text: 'Olá!' };
    await mailer.send(message);
    await mailer.send(message);
    expect(await storedTo(message.to)).toHaveLength(2);
  });
});
