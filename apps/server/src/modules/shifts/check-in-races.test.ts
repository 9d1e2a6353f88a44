import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import { selectRows } from '../../db/client.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  moveShift,
  signupContractor,
  signupFreelancer,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkInCodeOf } from './check-in-code.ts';

const HOUR = 60 * 60 * 1000;

/**
 * 50 'Cheguei' at once with the right code by the same freelancer (a phone retrying on a weak
 * signal): one check-in, one move recorded, and every answer the same checked-in shift. Only on
 * PostgreSQL, where the requests truly overlap (PGlite has one connection and serializes them): a
 * version that read the state and then wrote it, unlocked and unguarded, would record several.
 */
describe.each(TEST_DATABASES.filter((kind) => kind === 'postgres'))('concurrent check-ins on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it.each([0, 1, 2])('run %i: 50 at once, one check-in', async () => {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 5);
    const freelancer = await signupFreelancer(t);
    const job = await createJob(t, contractor, { salary_cents: 10_000 });
    const shiftId = (await applyAs(t, freelancer, job.id)).json<{ id: string }>().id;
    expect((await approveAs(t, contractor, shiftId)).statusCode).toBe(200);
    // Started 10 minutes ago, for 4 hours (São Paulo is UTC−3).
    const local = (at: number) => new Date(at - 3 * HOUR).toISOString();
    const start = Date.now() - 10 * 60 * 1000;
    await moveShift(t, job.id, {
      service_date: local(start).slice(0, 10),
      start_time: local(start).slice(11, 16),
      end_time: local(start + 4 * HOUR).slice(11, 16),
    });
    const code = checkInCodeOf(t.deps.config.authSecret, job.id, todayInSaoPaulo());

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request({
          method: 'POST',
          url: `/api/freelancer/agenda/${shiftId}/check-in`,
          cookie: freelancer.cookie,
          payload: { code },
        }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: shiftId, shift_state: 'checked_in' });
    }
    const moves = await selectRows<{ move: string }>(
      t.deps.db,
      sql`SELECT move FROM shift_moves WHERE shift_id = ${shiftId} AND move = 'check_in'`,
    );
    expect(moves).toHaveLength(1);
    const [shift] = await selectRows<{ status: string }>(
      t.deps.db,
      sql`SELECT status FROM job_applications WHERE id = ${shiftId}`,
    );
    expect(shift?.status).toBe('checked_in');
  });
});
