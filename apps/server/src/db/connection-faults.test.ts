import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { TEST_DATABASES } from '../test/databases.ts';
import { grant, jobPayload, signupContractor, type SignedUpUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { selectRows } from './client.ts';
import { sql } from 'drizzle-orm';

/**
 * The database drops the app's connections (a failover, an admin's pg_terminate_backend) while
 * writes are in flight: the process keeps serving, a request that lost its connection answers 503
 * with our error shape and Portuguese text, later requests succeed, and no acknowledged write is lost.
 */
describe.skipIf(!TEST_DATABASES.includes('postgres'))(
  'database connections dropped under write load (postgres)',
  () => {
    let t: TestApp;
    let contractor: SignedUpUser;
    let killer: pg.Client;

    beforeAll(async () => {
      t = await createTestApp('postgres');
      contractor = await signupContractor(t);
      await grant(t, contractor.user.id, 'credit', 500);
      killer = new pg.Client({ connectionString: t.database.connectionString });
      await killer.connect();
    });
    afterAll(async () => {
      await killer?.end();
      await t?.close();
    });

    /** Ends every other backend of the test database: the app's pool and its LISTEN connection. */
    async function terminateAppConnections(): Promise<number> {
      const { rows } = await killer.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      return rows.filter((r) => r.ended).length;
    }

    const publish = (i: number) =>
      t.request({
        method: 'POST',
        url: '/api/contractor/jobs',
        cookie: contractor.cookie,
        payload: jobPayload({ company: `Bar da Falha ${i}` }),
      });

    it('keeps serving; failed requests answer 503 in Portuguese; every acknowledged job is stored', async () => {
      const acknowledged: string[] = [];
      const failures: { status: number; body: string }[] = [];
      let running = true;
      let sent = 0;
      const writer = async () => {
        while (running) {
          const res = await publish(sent++);
          if (res.statusCode === 201) acknowledged.push(res.json<{ id: string }>().id);
          else failures.push({ status: res.statusCode, body: res.body });
        }
      };
      const writers = Array.from({ length: 8 }, writer);
      let terminated = 0;
      for (let round = 0; round < 5; round++) {
        await sleep(40);
        terminated += await terminateAppConnections();
      }
      running = false;
      await Promise.all(writers);

      expect(terminated).toBeGreaterThan(0);
      for (const failure of failures) {
        expect(failure.status).toBe(503);
        expect(JSON.parse(failure.body)).toEqual({
          error: { code: 'DATABASE_UNAVAILABLE', message: ERROR_MESSAGES.DATABASE_UNAVAILABLE },
        });
      }

      // The pool replaced its connections: the next writes and reads succeed.
      const after = await publish(-1);
      expect(after.statusCode).toBe(201);
      acknowledged.push(after.json<{ id: string }>().id);
      const list = await t.request({ method: 'GET', url: '/api/contractor/jobs', cookie: contractor.cookie });
      expect(list.statusCode).toBe(200);

      const stored = await selectRows<{ id: string }>(
        t.deps.db,
        sql`SELECT id FROM jobs WHERE contractor_id = ${contractor.user.id}`,
      );
      const storedIds = new Set(stored.map((r) => r.id));
      expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
      // Each stored job spent exactly one credit: no half-done write survived a dropped connection.
      const [balance] = await selectRows<{ balance: number }>(
        t.deps.db,
        sql`SELECT balance FROM balances WHERE user_id = ${contractor.user.id} AND currency = 'credit'`,
      );
      expect(Number(balance?.balance)).toBe(2 + 500 - stored.length);
    });
  },
);
