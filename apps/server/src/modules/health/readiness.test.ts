import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { readMigrations } from '../../db/migrate.ts';
import { Lifecycle } from '../../http/lifecycle.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkReadiness } from './health.service.ts';

/** GET /api/ready (decision 0052): what the load balancer asks before it sends an instance traffic. */
describe.each(TEST_DATABASES)('readiness on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('answers ready once every migration file is applied and the database answers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ready', database: kind, migrations: readMigrations().length });
  });

  it('answers 503 naming the migration files a new build ships and the database lacks', async () => {
    const shipped = [...readMigrations(), { version: 9999, name: '9999_proxima_versao.sql', sql: 'SELECT 1' }];
    expect(await checkReadiness(t.deps, shipped)).toEqual({
      ready: false,
      body: { status: 'not_ready', reason: 'migrations_pending', pending: ['9999_proxima_versao.sql'] },
    });
  });

  it('answers 503 database_unavailable when the database does not answer', async () => {
    const down = { execute: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Db;
    const readiness = await checkReadiness({ ...t.deps, db: down });
    expect(readiness).toEqual({ ready: false, body: { status: 'not_ready', reason: 'database_unavailable' } });
  });

  it('answers 503 shutting_down once the instance drains, while it still serves other requests', async () => {
    const draining = new Lifecycle();
    draining.startDraining();
    expect(await checkReadiness({ ...t.deps, lifecycle: draining })).toEqual({
      ready: false,
      body: { status: 'not_ready', reason: 'shutting_down' },
    });
  });
});
