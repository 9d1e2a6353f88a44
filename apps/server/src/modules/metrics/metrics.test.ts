import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { signupFreelancer } from '../../test/factories.ts';
import { openSseClient } from '../../test/sse-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditsLowNotice, notify } from '../notifications/notifications.service.ts';

const TOKEN = 'token-do-prometheus-de-teste';

/** The value of one series in a Prometheus text exposition, or undefined when it is not there. */
function valueOf(exposition: string, series: string): number | undefined {
  const line = exposition.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** GET /metrics (decision 0052): Prometheus measures behind METRICS_TOKEN. */
describe.each(TEST_DATABASES)('metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t.close());

  const scrape = async () => {
    const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a scrape without the token, with a wrong one, and to a signed-in person', async () => {
    const person = await signupFreelancer(t);
    for (const authorization of [undefined, 'Bearer token-errado-de-teste-123', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.request({
        method: 'GET',
        url: '/metrics',
        cookie: person.cookie,
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const id = '3f0c1a52-9d1e-4a57-8a4b-2f0d7b6c1e99';
    await t.request({ method: 'GET', url: `/api/public/jobs/${id}` });
    await t.request({ method: 'GET', url: `/api/public/jobs/${id}` });
    await t.request({ method: 'GET', url: '/api/nada/aqui' });
    const body = await scrape();
    expect(body).not.toContain(id);
    expect(body).not.toContain('/api/nada/aqui');
    expect(valueOf(body, 'http_requests_total{method="GET",route="/api/public/jobs/:id",status_code="404"}')).toBe(2);
    expect(valueOf(body, 'http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(
      valueOf(body, 'http_request_duration_seconds_count{method="GET",route="/api/public/jobs/:id",status_code="404"}'),
    ).toBe(2);
    expect(body).toContain('process_cpu_user_seconds_total');
  });

  it("reports the notification queue's depth as the database holds it", async () => {
    const person = await signupFreelancer(t);
    await inTransaction(t.deps.db, (tx) => notify(t.deps, tx, creditsLowNotice(person.user.id, 'job:metricas')));
    const [row] = await selectRows<{ due: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS due FROM notification_deliveries WHERE status = 'pending' AND run_at <= now()`,
    );
    expect(row?.due).toBeGreaterThan(0);
    expect(valueOf(await scrape(), 'vt_queue_depth{queue="notifications",state="due"}')).toBe(row?.due);
  });

  it('counts the open SSE streams of this instance', async () => {
    const person = await signupFreelancer(t);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const client = await openSseClient(`${base}/api/events`, person.cookie);
    await client.next((m) => m.event === 'ready');
    expect(valueOf(await scrape(), 'vt_sse_connections')).toBe(1);
    client.close();
    await expect.poll(async () => valueOf(await scrape(), 'vt_sse_connections')).toBe(0);
  });

  it(kind === 'postgres' ? "reports the PostgreSQL pool's use" : 'has no pool gauges on PGlite', async () => {
    const body = await scrape();
    if (kind === 'pglite') {
      expect(body).not.toContain('vt_db_pool_connections');
      return;
    }
    expect(valueOf(body, 'vt_db_pool_connections{state="max"}')).toBe(25);
    expect(valueOf(body, 'vt_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(body, 'vt_db_pool_waiting')).toBe(0);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('are not served at all: /metrics is a 404', async () => {
    const res = await t.request({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(t.routes.some((route) => route.url === '/metrics')).toBe(false);
  });
});
