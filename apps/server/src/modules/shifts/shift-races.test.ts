import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBooked, type ShiftMoveName, type ShiftState } from '@vamos/shared/shift-states';
import { selectRows } from '../../db/client.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { applyAs, createJob, grant, signupContractor, signupFreelancer } from '../../test/factories.ts';
import { ledgerInvariantViolations } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SHIFT_MOVES, startsFrom } from './shift-moves.ts';

/**
 * 50 requests at once on one shift: approvals, 'Desistir' and 'Cancelar evento', mixed. On
 * PostgreSQL they truly overlap (one pooled connection each); PGlite serializes them. Whatever the
 * order, the shift ends in one state the table allows, its record is a path through the table, and
 * the job's places and every balance agree with it.
 */
describe.each(TEST_DATABASES)('concurrent moves of one shift on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it.each([0, 1, 2])('run %i: one state, a valid path, places and ledger consistent', async () => {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 60);
    const job = await createJob(t, contractor, { required_people: 2, salary_cents: 10_000 });
    const freelancer = await signupFreelancer(t);
    const shiftId = (await applyAs(t, freelancer, job.id)).json<{ id: string }>().id;

    const post = async (url: string, cookie: string) => ({
      url,
      res: await t.request({ method: 'POST', url, cookie }),
    });
    const requests = Array.from({ length: 50 }, (_, i) => {
      if (i % 3 === 0) return post(`/api/contractor/applications/${shiftId}/approve`, contractor.cookie);
      if (i % 3 === 1) return post(`/api/freelancer/applications/${shiftId}/withdraw`, freelancer.cookie);
      return post(`/api/contractor/jobs/${job.id}/cancel`, contractor.cookie);
    });
    const answers = await Promise.all(requests);
    // Refusals are the lifecycle's typed 409s (or 404 for a cancelled job to its owner), never a 5xx.
    for (const { res } of answers) expect(res.statusCode, res.body).toBeLessThan(500);

    const [shift] = await selectRows<{ state: ShiftState }>(
      t.deps.db,
      sql`SELECT status AS state FROM job_applications WHERE id = ${shiftId}`,
    );
    const moves = await selectRows<{ move: ShiftMoveName; fromState: ShiftState | null; toState: ShiftState }>(
      t.deps.db,
      sql`SELECT move, from_state AS "fromState", to_state AS "toState" FROM shift_moves WHERE shift_id = ${shiftId} ORDER BY id`,
    );
    // A path through the table: each move started where the last one ended, from a state it allows.
    let state: ShiftState | 'none' = 'none';
    for (const m of moves) {
      expect(m.fromState ?? 'none').toBe(state);
      expect(startsFrom(m.move, m.fromState ?? 'none')).toBe(true);
      expect(m.toState).toBe(SHIFT_MOVES[m.move].to);
      state = m.toState;
    }
    expect(shift?.state).toBe(state);
    // Each move was made at most once, and each answered 2xx exactly when it happened.
    expect(new Set(moves.map((m) => m.move)).size).toBe(moves.length);
    const succeeded = (path: string) => answers.filter((a) => a.url.endsWith(path) && a.res.statusCode < 300).length;
    const made = (move: ShiftMoveName) => (moves.some((m) => m.move === move) ? 1 : 0);
    expect(succeeded('/approve')).toBe(made('approve'));
    expect(succeeded('/withdraw')).toBe(made('withdraw'));
    // Cancelled at most once; it moved the shift if the shift was still in play then.
    expect(succeeded('/cancel')).toBeGreaterThanOrEqual(made('close') + made('cancel_job'));
    expect(succeeded('/cancel')).toBeLessThanOrEqual(1);

    const [row] = await selectRows<{ status: string; approvedCount: number }>(
      t.deps.db,
      sql`SELECT status, approved_count AS "approvedCount" FROM jobs WHERE id = ${job.id}`,
    );
    expect(row?.approvedCount).toBe(isBooked(state as ShiftState) ? 1 : 0);
    const cancelled = succeeded('/cancel') === 1;
    expect(row?.status).toBe(cancelled ? 'cancelled' : 'active');

    // Money: charged once if ever approved, refunded once if the booking was cancelled with the event.
    const entries = await selectRows<{ reason: string; currency: string; delta: number }>(
      t.deps.db,
      sql`SELECT reason, currency, delta FROM ledger_entries WHERE reference = ${`application:${shiftId}`} ORDER BY reason, currency`,
    );
    const approved = moves.some((m) => m.move === 'approve');
    const refunded = state === 'job_cancelled';
    expect(entries).toEqual([
      ...(approved
        ? [
            { reason: 'application_approved', currency: 'coin', delta: -10 },
            { reason: 'application_approved', currency: 'credit', delta: -1 },
          ]
        : []),
      ...(refunded ? [{ reason: 'job_cancelled_refund', currency: 'coin', delta: 10 }] : []),
      // 'Desistir' gives the contractor back the approval's credit (the job is days away: no strike).
      ...(state === 'withdrawn' ? [{ reason: 'withdrawal_credit_refund', currency: 'credit', delta: 1 }] : []),
    ]);
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });
});
