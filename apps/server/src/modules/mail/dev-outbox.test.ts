import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { TEST_DATABASES } from '../../test/databases.ts';
import { PRODUCTION_TEST_ENV, createTestApp, type TestApp } from '../../test/test-app.ts';
import { latestOutboxMessages } from './outbox.service.ts';

describe.each(TEST_DATABASES)('development outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEV_TOOLS: 'true' });
    await t.deps.mailer.send({ to: 'Ana@Teste.com.br', subject: 'Primeiro', text: 'Olá Ana' });
    await t.deps.mailer.send({
      to: 'bruno@teste.com.br',
      subject: 'Segundo <script>alert(1)</script>',
      text: 'Acesse http://localhost:3000/reset-password?token=abc&x=1 agora.',
    });
  });
  afterAll(async () => t.close());

  it('lists the messages as JSON, newest first', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Segundo <script>alert(1)</script>',
      'Primeiro',
    ]);
    expect(messages[0]).toMatchObject({
      to: 'bruno@teste.com.br',
      links: ['http://localhost:3000/reset-password?token=abc&x=1'],
      html: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('lists two messages made in the same instant in the order they were made', async () => {
    const to = 'mesmo-instante@teste.com.br';
    await t.deps.mailer.send({ to, subject: 'Convite antigo', text: 'Olá' });
    await t.deps.mailer.send({ to, subject: 'Convite novo', text: 'Olá' });
    // PGlite's clock counts milliseconds: two e-mails sent one after the other may share one created_at,
    // and tests read the newest one's link (managerInvitationToken).
    await t.deps.db.execute(sql`UPDATE mail_outbox SET created_at = now() WHERE to_address = ${to}`);
    const [newest] = await latestOutboxMessages(t.deps.db, { to, limit: 1 });
    expect(newest?.subject).toBe('Convite novo');
    const res = await t.request({ method: 'GET', url: `/api/dev/outbox?to=${to}` });
    expect(res.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['Convite novo', 'Convite antigo']);
  });

  it('filters by recipient, case-insensitively', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/outbox?to=ana@teste.com.br' });
    expect(res.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['Primeiro']);
  });

  it('shows a Portuguese HTML page with clickable, escaped links', async () => {
    const res = await t.request({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="pt-BR">');
    expect(res.body).toContain('Caixa de saída');
    expect(res.body).toContain(
      '<a href="http://localhost:3000/reset-password?token=abc&amp;x=1">http://localhost:3000/reset-password?token=abc&amp;x=1</a>',
    );
    expect(res.body).toContain('Segundo &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body.indexOf('Segundo')).toBeLessThan(res.body.indexOf('Primeiro'));
  });
});

describe.each(TEST_DATABASES)('development outbox in production on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, PRODUCTION_TEST_ENV);
  });
  afterAll(async () => t.close());

  it.each(['/dev/outbox', '/api/dev/outbox', '/dev/pix/pix_0123456789abcdef0123'])(
    'does not exist: GET %s → 404',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    },
  );
});

// A staging server (NODE_ENV=development, or unset) must not hand out reset links and free coins:
// the dev tools exist only when DEV_TOOLS=true says so.
describe.each(TEST_DATABASES)('development tools without DEV_TOOLS on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { NODE_ENV: 'development', WEB_DIST_DIR: './nao-existe' });
  });
  afterAll(async () => t.close());

  it.each([
    ['GET', '/dev/outbox'],
    ['GET', '/api/dev/outbox'],
    ['GET', '/dev/pix/pix_0123456789abcdef0123'],
    ['POST', '/dev/pix/pix_0123456789abcdef0123/confirm'],
  ] as const)('does not exist: %s %s → 404', async (method, url) => {
    const res = await t.request({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND } });
  });
});
