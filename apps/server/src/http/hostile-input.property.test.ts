import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@vamos/shared/errors';
import { selectRows } from '../db/client.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { createJob, signupContractor, signupFreelancer, type SignedUpUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Generated bad bodies, path parameters and query strings against every route of the route table,
 * as each kind of visitor: never a 5xx, always our `{error:{code,message}}` shape with Portuguese
 * text, and not one row of the business tables changed.
 */

/** Tables a request may legitimately touch without changing anything a person owns. */
const BOOKKEEPING = new Set(['rate_limits', 'sessions', 'schema_migrations']);

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

describe.each(TEST_DATABASES)('generated hostile input to every route on %s', (kind) => {
  let t: TestApp;
  let people: Record<'freelancer' | 'contractor', SignedUpUser>;
  let ids: string[];

  /** One digest per business table: any insert, update or delete changes it. */
  async function fingerprint(): Promise<Record<string, string | null>> {
    const tables = await selectRows<{ name: string }>(
      t.deps.db,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const digests: Record<string, string | null> = {};
    for (const { name } of tables.filter((table) => !BOOKKEEPING.has(table.name))) {
      const [row] = await selectRows<{ digest: string | null }>(
        t.deps.db,
        sql.raw(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`),
      );
      digests[name] = row?.digest ?? null;
    }
    return digests;
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
    const before = await fingerprint();

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
        const where = `${route.method} ${route.url} as ${who} → ${res.statusCode}: ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const error = res.json<{ error?: { code?: unknown; message?: unknown } }>().error;
          expect(isErrorCode(error?.code), where).toBe(true);
          expect(typeof error?.message, where).toBe('string');
          expect(String(error?.message), where).not.toMatch(ENGLISH);
        }
      }),
      { numRuns: 1500, seed: 20261124 },
    );

    expect(await fingerprint()).toEqual(before);
  });
});
