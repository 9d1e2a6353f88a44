import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@vamos/shared/errors';
import { TEST_DATABASES } from '../test/databases.ts';
import { fingerprint } from '../test/db-fingerprint.ts';
import { createJob, signupContractor, signupFreelancer, type SignedUpUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Generated bad bodies, path parameters and query strings against every route of the route table,
 * as each kind of visitor: never a 5xx, always our `{error:{code,message}}` shape with Portuguese
 * text, and not one row of the business tables changed.
 */

/**
 * Routes that cannot take part: the live stream never ends; the others take no input at all (nothing
 * to fuzz) and do their job for a signed-in caller whatever is sent.
 */
const SKIPPED = new Set([
  'GET /api/events',
  'POST /api/auth/logout',
  'DELETE /api/profile/avatar',
  'DELETE /api/profile/company-logo',
]);

/** English a framework would answer with, which must never reach a Brazilian user. */
const ENGLISH =
  /\b(Bad Request|Not Found|Internal Server Error|Unsupported Media|Expected|Invalid input|is required|must be|Body cannot)\b/;

const nasty = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '%FF',
    '../../etc/passwd',
    "' OR 1=1 --",
    '1e309',
    '-1',
    'NaN',
    '',
    ' ',
    'null',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constant('x'.repeat(5_000)),
);
const nastyValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);
const FIELDS = [
  'email',
  'password',
  'full_name',
  'company',
  'cep',
  'street',
  'service_date',
  'start_time',
  'end_time',
  'salary_cents',
  'rating',
  'comment',
  'package',
  'plan',
  'status',
  'token',
  'segment',
  'required_people',
];
const body = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  nastyValue,
  fc.dictionary(fc.constantFrom(...FIELDS), nastyValue, { maxKeys: 6 }),
);
const QUERY_KEYS = [
  'q',
  'limit',
  'cursor',
  'date',
  'city',
  'state',
  'segment',
  'status',
  'min_cents',
  'max_cents',
  'to',
  'page',
];
const query = fc.dictionary(fc.constantFrom(...QUERY_KEYS), nasty, { maxKeys: 3 });
const role = fc.constantFrom('visitor', 'freelancer', 'contractor') as fc.Arbitrary<
  'visitor' | 'freelancer' | 'contractor'
>;

/** Every byte of the UTF-8 text %-escaped (encodeURIComponent throws on an unpaired surrogate). */
const percentEncode = (text: string) =>
  [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** A path parameter that names nothing real. */
const badParam = fc.oneof(
  nasty.map(percentEncode),
  fc.constantFrom('%FF', '%00', 'c'.repeat(600), '6f1c2b1e-0000-4000-8000-000000000001'),
);

/** Reads may also get a real id now and then, so they run past their lookups; writes never do (a bodyless
 * cancel of a real job is a legitimate change). */
const param = (ids: string[], method: string) =>
  method === 'GET' ? fc.oneof(fc.constantFrom(...ids), badParam) : badParam;

/**
 * A multipart body the parser cannot read: a multipart Content-Type without a boundary (busboy's
 * 'Boundary not found'), or a file part cut before the closing boundary ('Part terminated early').
 */
const BOUNDARY = 'limite';
const malformedMultipart = fc.oneof(
  fc.record({
    contentType: fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; charset=utf-8',
      'multipart/form-data; boundary=',
    ),
    body: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  }),
  fc.record({
    contentType: fc.constant(`multipart/form-data; boundary=${BOUNDARY}`),
    body: fc.tuple(fc.uint8Array({ maxLength: 200 }), fc.nat({ max: 1_000 })).map(([bytes, cut]) => {
      const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      const whole = Buffer.concat([Buffer.from(head), Buffer.from(bytes)]);
      return whole.subarray(0, 1 + (cut % whole.length));
    }),
  }),
);

describe.each(TEST_DATABASES)('generated hostile input to every route on %s', (kind) => {
  let t: TestApp;
  let people: Record<'freelancer' | 'contractor', SignedUpUser>;
  let ids: string[];

  /** Never a 5xx; an error is our shape, with a known code and Portuguese text. */
  function expectOurRefusal(res: LightMyRequestResponse, where: string): void {
    expect(res.statusCode, where).toBeLessThan(500);
    if (res.statusCode < 400) return;
    const error = res.json<{ error?: { code?: unknown; message?: unknown } }>().error;
    expect(isErrorCode(error?.code), where).toBe(true);
    expect(typeof error?.message, where).toBe('string');
    expect(String(error?.message), where).not.toMatch(ENGLISH);
    // zod 4's pt locale says 'recebeu um valor "undefined"' of a missing field.
    expect(JSON.stringify(error), where).not.toMatch(/undefined/);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    people = { freelancer: await signupFreelancer(t), contractor: await signupContractor(t) };
    const job = await createJob(t, people.contractor);
    ids = [job.id, people.freelancer.user.id, people.contractor.user.id];
  });
  afterAll(async () => t.close());

  it('answers no 5xx, always in our shape and in Portuguese, and changes no row', async () => {
    const routes = t.routes.filter((r) => r.url.startsWith('/api/') && !SKIPPED.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(30);
    const before = await fingerprint(t.deps.db);

    const request = fc.constantFrom(...routes).chain((route) =>
      fc.record({
        route: fc.constant(route),
        role,
        params: fc.array(param(ids, route.method), { minLength: 4, maxLength: 4 }),
        query,
        body,
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ route, role: who, params, query: q, body: payload }) => {
        let i = 0;
        const path = route.url.replace(/:[A-Za-z_]+/g, () => params[i++] ?? 'x');
        const search = new URLSearchParams(q).toString();
        const res = await t.request({
          method: route.method as 'GET',
          url: search ? `${path}?${search}` : path,
          cookie: who === 'visitor' ? undefined : people[who].cookie,
          ...(route.method === 'GET' || route.method === 'DELETE' || payload === undefined
            ? {}
            : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
        });
        expectOurRefusal(res, `${route.method} ${route.url} as ${who} → ${res.statusCode}: ${res.body.slice(0, 300)}`);
      }),
      { numRuns: 1500, seed: 20261124 },
    );

    expect(await fingerprint(t.deps.db)).toEqual(before);
    // 1500 requests: about 10 s alone, over the default 30 s on a busy two-core machine.
  }, 120_000);

  it('answers malformed multipart bodies on every upload route with a 4xx in our shape, and changes no row', async () => {
    const uploads = t.routes.filter((r) => r.multipart);
    expect(uploads.length).toBeGreaterThan(0);
    const before = await fingerprint(t.deps.db);

    const request = fc.record({
      route: fc.constantFrom(...uploads),
      role,
      realId: fc.boolean(),
      form: malformedMultipart,
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ route, role: who, realId, form }) => {
        const res = await t.request({
          method: 'POST',
          url: route.url.replace(':id', realId ? (ids[0] ?? 'x') : 'nao-existe'),
          cookie: who === 'visitor' ? undefined : people[who].cookie,
          headers: { 'content-type': form.contentType },
          payload: form.body,
        });
        const where = `${route.url} as ${who}, ${form.contentType} → ${res.statusCode}: ${res.body.slice(0, 300)}`;
        expectOurRefusal(res, where);
        expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 200, seed: 20261124 },
    );

    expect(await fingerprint(t.deps.db)).toEqual(before);
  });
});
