import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { selectRows } from '../db/client.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { jobPayload, signupContractor, signupFreelancer, type SignedUpUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { INVALID_TEXT_MESSAGE } from './text-guard.ts';

/** Inputs found to answer 500: each answers 4xx in our shape, in Portuguese, and changes nothing. */
describe.each(TEST_DATABASES)('hostile input on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;
  let freelancer: SignedUpUser;
  let jobId: string;
  const counts = async () =>
    selectRows<{ jobs: number; users: number }>(
      t.deps.db,
      sql`SELECT (SELECT count(*)::int FROM jobs) AS jobs, (SELECT count(*)::int FROM users) AS users`,
    );

  beforeAll(async () => {
    // The API alone: with a web build present, an unknown path without an extension is a client
    // route and gets index.html (asset-delivery.test.ts covers that).
    t = await createTestApp(kind, { WEB_DIST_DIR: './nao-existe' });
    contractor = await signupContractor(t);
    freelancer = await signupFreelancer(t);
    const created = await t.request({
      method: 'POST',
      url: '/api/contractor/jobs',
      cookie: contractor.cookie,
      payload: jobPayload(),
    });
    jobId = created.json<{ id: string }>().id;
  });
  afterAll(async () => t.close());

  const invalidText = { error: { code: 'VALIDATION', message: INVALID_TEXT_MESSAGE } };

  it.each([
    [
      'a NUL byte in the login e-mail',
      { method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000b@x.com', password: 'x' } },
    ],
    ['a NUL byte in the board search', { method: 'GET', url: '/api/jobs?q=%00' }],
    [
      'a NUL byte in a signup name',
      { method: 'POST', url: '/api/auth/signup', payload: { full_name: 'Ana\u0000', email: 'n@x.com' } },
    ],
    ['an encoded NUL in a path parameter', { method: 'GET', url: '/api/jobs/%00' }],
  ] as const)('%s → 400', async (_, request) => {
    const before = await counts();
    const res = await t.request({ ...request, cookie: freelancer.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidText);
    expect(await counts()).toEqual(before);
  });

  it.each(['POST', 'PUT'] as const)(
    'a lone surrogate in the address of %s /api/contractor/jobs → 400',
    async (method) => {
      const before = await counts();
      const url = method === 'POST' ? '/api/contractor/jobs' : `/api/contractor/jobs/${jobId}`;
      const res = await t.request({
        method,
        url,
        cookie: contractor.cookie,
        payload: jobPayload({ street: 'Rua \ud800', neighborhood: '\udfff' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalidText);
      expect(await counts()).toEqual(before);
    },
  );

  it.each([
    ['POST', 'null'],
    ['POST', ''],
    ['PUT', 'null'],
    ['PUT', ''],
  ] as const)('%s /api/contractor/jobs with the body %j → 400 in Portuguese', async (method, payload) => {
    const url = method === 'POST' ? '/api/contractor/jobs' : `/api/contractor/jobs/${jobId}`;
    const res = await t.request({
      method,
      url,
      cookie: contractor.cookie,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toMatch(/^(VALIDATION|INVALID_JSON)$/);
    expect(body.error.message).toMatch(/inválid/i);
  });

  it.each(['/uploads/', '/uploads/avatars/', `/uploads/${'a'.repeat(300)}.png`, `/${'b'.repeat(300)}`])(
    'GET %s → 404',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    },
  );

  it.each(['/uploads/../package.json', '/uploads/%2e%2e/%2e%2e/package.json', '/uploads/..%2f..%2fpackage.json'])(
    'GET %s never serves a file outside the uploads',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      // 404, or the app's own page where the path resolves to one (the SPA, when the web is built).
      expect([200, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('"workspaces"');
      expect(res.body).not.toContain('"name"');
    },
  );

  it.each([
    ['a malformed escape', '/api/jobs/%FF'],
    ['a parameter over the router limit', `/api/jobs/${'c'.repeat(600)}`],
  ])('%s answers 4xx in our shape, in Portuguese, without echoing the URL', async (_, url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json<{ error: { code: string; message: string } }>();
    expect(Object.values(ERROR_MESSAGES)).toContain(body.error.message);
    expect(res.body).not.toContain('%FF');
    expect(res.body).not.toContain('ccccc');
  });

  it('a company update with none of its fields changes nothing, not even the profile time stamp', async () => {
    const stamp = async () =>
      selectRows<{ updated_at: string }>(
        t.deps.db,
        sql`SELECT updated_at::text FROM profiles WHERE user_id = ${contractor.user.id}`,
      );
    const before = await stamp();
    const res = await t.request({
      method: 'PUT',
      url: '/api/profile/company',
      cookie: contractor.cookie,
      payload: { rating: false, package: -1 },
    });
    expect(res.statusCode).toBe(200);
    expect(await stamp()).toEqual(before);
  });

  it('an oversized JSON body answers 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.com', password: 'x'.repeat(70_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: ERROR_MESSAGES.PAYLOAD_TOO_LARGE } });
  });
});
