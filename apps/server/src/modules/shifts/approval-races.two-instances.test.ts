import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createSiblingTestApp, createTestApp, type TestApp } from '../../test/test-app.ts';
import { PostgresBus } from '../realtime/postgres-bus.ts';
import { defineApprovalRaces } from './approval-race-cases.ts';

/**
 * The races of approval-race-cases.ts with their parallel requests dealt in turn to two app
 * instances on one PostgreSQL database (each its own pool and LISTEN connection), as behind a
 * load balancer: the guards live in the database, so the outcome is the same as on one instance.
 */
describe.skipIf(!TEST_DATABASES.includes('postgres'))('application races across two instances on postgres', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp('postgres');
    b = await createSiblingTestApp(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('runs two instances with their own pools and buses on one database', () => {
    expect(b.database.connectionString).toBe(a.database.connectionString);
    expect(b.database.db).not.toBe(a.database.db);
    expect(a.deps.events).toBeInstanceOf(PostgresBus);
    expect(b.deps.events).toBeInstanceOf(PostgresBus);
    expect(b.deps.events).not.toBe(a.deps.events);
  });

  defineApprovalRaces(() => ({ t: a, via: (i) => (i % 2 === 0 ? a : b) }));
});
