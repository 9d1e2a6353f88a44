import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { VITALS_MESSAGES } from '@vamos/shared/schemas/vitals';
import { webVitals } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../test/test-app.ts';
import { VITALS_RATE_FACTOR } from './vitals.routes.ts';

const lcp = { name: 'LCP', value: 1834.5, rating: 'good', route: '/jobs/:id', navigation_type: 'navigate' };
const cls = { name: 'CLS', value: 0.031, rating: 'good', route: '/jobs/:id', effective_type: '4g' };
const inp = { name: 'INP', value: 312, rating: 'needs-improvement', route: '/contractor/jobs/:id/details' };

describe.each(TEST_DATABASES)('POST /api/vitals on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.deps.db.delete(webVitals);
  });

  const stored = () =>
    t.deps.db
      .select({
        route: webVitals.route,
        metric: webVitals.metric,
        value: webVitals.value,
        rating: webVitals.rating,
        navigationType: webVitals.navigationType,
        effectiveType: webVitals.effectiveType,
      })
      .from(webVitals)
      .orderBy(asc(webVitals.id));

  /** What navigator.sendBeacon sends for a Blob of type application/json: no custom header, the page's Origin. */
  const beacon = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      payload,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', ...headers },
    });

  it("stores a same-origin beacon's metrics, without a session, and answers 204", async () => {
    const res = await beacon(JSON.stringify({ metrics: [lcp, cls, inp] }));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await stored()).toEqual([
      {
        route: '/jobs/:id',
        metric: 'LCP',
        value: 1834.5,
        rating: 'good',
        navigationType: 'navigate',
        effectiveType: null,
      },
      { route: '/jobs/:id', metric: 'CLS', value: 0.031, rating: 'good', navigationType: null, effectiveType: '4g' },
      {
        route: '/contractor/jobs/:id/details',
        metric: 'INP',
        value: 312,
        rating: 'needs-improvement',
        navigationType: null,
        effectiveType: null,
      },
    ]);
  });

  it('accepts a beacon without Origin (older browsers) and refuses one from another site', async () => {
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: JSON.stringify({ metrics: [lcp] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(noOrigin.statusCode).toBe(204);
    const crossSite = await beacon(JSON.stringify({ metrics: [lcp] }), {
      origin: 'https://outro-site.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await stored()).toHaveLength(1);
  });

  const metrics = (n: number) => JSON.stringify({ metrics: Array.from({ length: n }, () => lcp) });
  it.each([
    ['an unknown metric', JSON.stringify({ metrics: [{ ...lcp, name: 'FID' }] }), VITALS_MESSAGES.name],
    ['a huge value', JSON.stringify({ metrics: [{ ...lcp, value: 600_001 }] }), VITALS_MESSAGES.value],
    ['a negative value', JSON.stringify({ metrics: [{ ...lcp, value: -1 }] }), VITALS_MESSAGES.value],
    ['a value that is not a number', JSON.stringify({ metrics: [{ ...lcp, value: '1e999' }] }), VITALS_MESSAGES.value],
    ['an unknown rating', JSON.stringify({ metrics: [{ ...lcp, rating: 'great' }] }), VITALS_MESSAGES.rating],
    ['a route without /', JSON.stringify({ metrics: [{ ...lcp, route: 'jobs/:id' }] }), VITALS_MESSAGES.route],
    ['a route with a query', JSON.stringify({ metrics: [{ ...lcp, route: '/jobs?q=a' }] }), VITALS_MESSAGES.route],
    ['a full URL', JSON.stringify({ metrics: [{ ...lcp, route: 'https://x.example/' }] }), VITALS_MESSAGES.route],
    [
      'a route over 200',
      JSON.stringify({ metrics: [{ ...lcp, route: `/${'a'.repeat(200)}` }] }),
      VITALS_MESSAGES.route,
    ],
    ['a free-text navigation type', JSON.stringify({ metrics: [{ ...lcp, navigation_type: 'x' }] }), undefined],
    ['11 metrics', metrics(11), VITALS_MESSAGES.metrics],
    ['no metrics', metrics(0), VITALS_MESSAGES.metrics],
    ['no metrics array', JSON.stringify({}), undefined],
  ])('answers 400 VALIDATION for %s and stores nothing', async (_case, payload, message) => {
    const res = await beacon(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    if (message) expect(res.json().error.message).toBe(message);
    else expect(res.json().error.message).toMatch(/[a-zà-ú]/);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['not JSON', '{"metrics": ['],
    ['empty', ''],
  ])('answers 400 INVALID_JSON for a body that is %s', async (_case, payload) => {
    const res = await beacon(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'INVALID_JSON', message: ERROR_MESSAGES.INVALID_JSON } });
    expect(await stored()).toEqual([]);
  });

  it('answers 413 for a body over 4 KB and 415 for text/plain', async () => {
    const big = JSON.stringify({ metrics: [{ ...lcp, route: `/${'a'.repeat(5000)}` }] });
    expect((await beacon(big)).statusCode).toBe(413);
    expect((await beacon(metrics(1), { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect(await stored()).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('POST /api/vitals under a flood on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The login's budget is 1 per window here: the beacons get VITALS_RATE_FACTOR times that per IP.
    t = await createTestApp(kind, { RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_SECONDS: '600' });
  });
  afterAll(async () => t.close());

  const send = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      remoteAddress: ip,
      payload: JSON.stringify({ metrics: [lcp] }),
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    });
  const rows = async () => Number((await t.deps.db.select({ n: sql<number>`count(*)` }).from(webVitals))[0]?.n);

  it('takes VITALS_RATE_FACTOR × RATE_LIMIT_MAX beacons per IP and window, then answers 429 and stores nothing', async () => {
    for (let i = 0; i < VITALS_RATE_FACTOR; i += 1) expect((await send('203.0.113.7')).statusCode).toBe(204);
    expect(await rows()).toBe(VITALS_RATE_FACTOR);

    const flooded = await send('203.0.113.7');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.headers['retry-after']).toMatch(/^\d+$/);
    expect(await rows()).toBe(VITALS_RATE_FACTOR);

    // Another address (another phone) is not held back by the first one.
    expect((await send('203.0.113.8')).statusCode).toBe(204);
    expect(await rows()).toBe(VITALS_RATE_FACTOR + 1);
  });
});

describe.each(TEST_DATABASES)('web vitals retention on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it("the instance's first beacon deletes the rows older than 30 days", async () => {
    const at = (days: number) => sql`now() - make_interval(days => ${days})`;
    await t.deps.db.insert(webVitals).values([
      { route: '/old', metric: 'LCP', value: 1, rating: 'good', recordedAt: at(31) },
      { route: '/recent', metric: 'LCP', value: 1, rating: 'good', recordedAt: at(29) },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/vitals', payload: { metrics: [lcp] } });
    expect(res.statusCode).toBe(204);
    const routes = (await t.deps.db.select({ route: webVitals.route }).from(webVitals)).map((r) => r.route);
    expect(routes.sort()).toEqual(['/jobs/:id', '/recent']);
  });
});
