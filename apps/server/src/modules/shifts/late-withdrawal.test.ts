import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreelancerAgendaResponse } from '@vamos/shared/schemas/agenda';
import type { MyApplicationsResponse } from '@vamos/shared/schemas/applications';
import type { MyStrikes } from '@vamos/shared/schemas/strikes';
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
  type SignedUpUser,
  shiftStartingIn,
} from '../../test/factories.ts';
import { balanceOf, ledgerInvariantViolations } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The shift's date and times in São Paulo (UTC−3) for a start `hours` (and 10 minutes) from now:
 * the whole hours left are `hours` whatever the minute the test runs.
 */
const startingIn = (hours: number) => shiftStartingIn(hours * 60 + 10);

/**
 * 'Desistir' under the cancellation policy (issue 24): strikes by the notice given before the
 * shift's start, the contractor's approval credit back through the ledger, the freelancer's coins
 * not; the agenda and "Minhas candidaturas" say beforehand what it will cost.
 */
describe.each(TEST_DATABASES)("a late 'Desistir' on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** An approved shift starting `hours` from now, on a job of R$ 100,00 (10 coins). */
  async function approvedShift(hours: number) {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 5);
    const freelancer = await signupFreelancer(t);
    const job = await createJob(t, contractor, { salary_cents: 10_000 });
    const applied = await applyAs(t, freelancer, job.id);
    expect(applied.statusCode, applied.body).toBe(201);
    const shiftId = applied.json<{ id: string }>().id;
    expect((await approveAs(t, contractor, shiftId)).statusCode).toBe(200);
    await moveShift(t, job.id, startingIn(hours));
    t.deps.jobDetailCache.forget(job.id);
    return { contractor, freelancer, jobId: job.id, shiftId };
  }

  const get = async <T>(who: SignedUpUser, url: string) => {
    const res = await t.request({ method: 'GET', url, cookie: who.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const withdraw = (who: SignedUpUser, shiftId: string) =>
    t.request({ method: 'POST', url: `/api/freelancer/applications/${shiftId}/withdraw`, cookie: who.cookie });

  const strikesOf = (shiftId: string) =>
    selectRows<{ reason: string; count: number; days: number }>(
      t.deps.db,
      sql`SELECT reason, count, round(extract(epoch FROM expires_at - given_at) / 86400)::int AS days
            FROM strikes WHERE shift_id = ${shiftId}`,
    );
  const ledgerOf = (shiftId: string) =>
    selectRows<{ entry: string }>(
      t.deps.db,
      sql`SELECT reason || ':' || currency || ':' || delta AS entry FROM ledger_entries
           WHERE reference = ${`application:${shiftId}`} ORDER BY 1`,
    ).then((rows) => rows.map((r) => r.entry));

  it.each([
    { hours: 30, strikes: 0 },
    { hours: 12, strikes: 1 },
    { hours: 5, strikes: 2 },
    { hours: 1, strikes: 3 },
  ])('$hours h before the start: the screens say $strikes, the move gives $strikes', async ({ hours, strikes }) => {
    const { contractor, freelancer, shiftId } = await approvedShift(hours);
    const consequence = { hours_left: hours, strikes };
    const agenda = await get<FreelancerAgendaResponse>(freelancer, '/api/freelancer/agenda');
    expect(agenda.items.find((i) => i.id === shiftId)?.withdraw_consequence).toEqual(consequence);
    const mine = await get<MyApplicationsResponse>(freelancer, '/api/freelancer/applications');
    expect(mine.applications.find((a) => a.id === shiftId)?.withdraw_consequence).toEqual(consequence);
    const [credits, coins] = [
      await balanceOf(t, contractor.user.id, 'credit'),
      await balanceOf(t, freelancer.user.id, 'coin'),
    ];

    const res = await withdraw(freelancer, shiftId);
    expect(res.statusCode, res.body).toBe(200);

    expect(await strikesOf(shiftId)).toEqual(strikes ? [{ reason: 'late_withdrawal', count: strikes, days: 90 }] : []);
    expect(await ledgerOf(shiftId)).toEqual([
      'application_approved:coin:-10',
      'application_approved:credit:-1',
      'withdrawal_credit_refund:credit:1',
    ]);
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits + 1);
    expect(await balanceOf(t, freelancer.user.id, 'coin')).toBe(coins);
    const own = await get<MyStrikes>(freelancer, '/api/freelancer/strikes');
    expect(own.active).toBe(strikes);
    expect(own.strikes.map((s) => s.count)).toEqual(strikes ? [strikes] : []);
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });

  it('the strikes the dialog said: the same are given; others are refused and nothing moves', async () => {
    const { contractor, freelancer, shiftId } = await approvedShift(5);
    const credits = await balanceOf(t, contractor.user.id, 'credit');
    const post = (payload: unknown) =>
      t.request({
        method: 'POST',
        url: `/api/freelancer/applications/${shiftId}/withdraw`,
        cookie: freelancer.cookie,
        payload: payload as Record<string, unknown>,
      });

    const invalid = await post({ expected_strikes: 'duas' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION');
    const changed = await post({ expected_strikes: 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toMatchObject({
      code: 'WITHDRAWAL_CONSEQUENCE_CHANGED',
      message:
        'O tempo até o turno mudou desde que você abriu esta tela. Faltam 5 horas para o turno: você receberá 2 advertências. Confirme de novo.',
    });
    expect(await strikesOf(shiftId)).toEqual([]);
    expect(await ledgerOf(shiftId)).toEqual(['application_approved:coin:-10', 'application_approved:credit:-1']);
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits);

    const confirmed = await post({ expected_strikes: 2 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ status: string }>().status).toBe('withdrawn');
    expect(await strikesOf(shiftId)).toEqual([{ reason: 'late_withdrawal', count: 2, days: 90 }]);
  });

  it('a shift not booked, or already started, carries no consequence', async () => {
    const { freelancer, jobId, shiftId } = await approvedShift(5);
    await moveShift(t, jobId, startingIn(-1));
    const mine = await get<MyApplicationsResponse>(freelancer, '/api/freelancer/applications');
    const row = mine.applications.find((a) => a.id === shiftId);
    expect([row?.can.withdraw, row?.withdraw_consequence]).toEqual([false, null]);
    expect((await withdraw(freelancer, shiftId)).json().error.message).toBe(
      'O turno já começou: esta ação não está mais disponível.',
    );
    expect(await strikesOf(shiftId)).toEqual([]);
  });

  it("strikes are one's own: signed out 401, a contractor 403, and a freelancer sees only theirs", async () => {
    const { contractor, shiftId } = await approvedShift(1);
    const other = await signupFreelancer(t);
    expect((await t.request({ method: 'GET', url: '/api/freelancer/strikes' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/freelancer/strikes', cookie: contractor.cookie })).statusCode,
    ).toBe(403);
    expect(await get<MyStrikes>(other, '/api/freelancer/strikes')).toEqual({
      active: 0,
      strikes: [],
      suspended_until: null,
    });
    expect(await strikesOf(shiftId)).toEqual([]);
  });

  it('an expired strike no longer counts', async () => {
    const { freelancer, shiftId } = await approvedShift(1);
    expect((await withdraw(freelancer, shiftId)).statusCode).toBe(200);
    const [strike] = await get<MyStrikes>(freelancer, '/api/freelancer/strikes').then((s) => s.strikes);
    expect(new Date(strike!.expires_at).getTime() - new Date(strike!.given_at).getTime()).toBe(90 * DAY);
    await t.deps.db.execute(
      sql`UPDATE strikes SET expires_at = now() - interval '1 minute', given_at = now() - interval '91 days' WHERE shift_id = ${shiftId}`,
    );
    expect(await get<MyStrikes>(freelancer, '/api/freelancer/strikes')).toEqual({
      active: 0,
      strikes: [],
      suspended_until: null,
    });
  });
});

/**
 * 'Desistir' and 'Cancelar evento' at once on one approval, 20 times, on PostgreSQL where they
 * truly overlap: exactly one of them moves the shift, and the ledger says which.
 */
describe.runIf(TEST_DATABASES.includes('postgres'))("'Desistir' against 'Cancelar evento' on postgres", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => t.close());

  it('20 rounds: exactly one wins, the ledger balances', async () => {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 60);
    for (let round = 0; round < 20; round++) {
      const freelancer = await signupFreelancer(t);
      const job = await createJob(t, contractor, { salary_cents: 10_000 });
      const shiftId = (await applyAs(t, freelancer, job.id)).json<{ id: string }>().id;
      expect((await approveAs(t, contractor, shiftId)).statusCode).toBe(200);
      await moveShift(t, job.id, startingIn(5));
      const [withdrawn, cancelled] = await Promise.all([
        t.request({
          method: 'POST',
          url: `/api/freelancer/applications/${shiftId}/withdraw`,
          cookie: freelancer.cookie,
        }),
        t.request({ method: 'POST', url: `/api/contractor/jobs/${job.id}/cancel`, cookie: contractor.cookie }),
      ]);
      expect(withdrawn.statusCode, withdrawn.body).toBeLessThan(500);
      expect(cancelled.statusCode, cancelled.body).toBeLessThan(500);
      const [shift] = await selectRows<{ state: string }>(
        t.deps.db,
        sql`SELECT status AS state FROM job_applications WHERE id = ${shiftId}`,
      );
      const moves = await selectRows<{ move: string }>(
        t.deps.db,
        sql`SELECT move FROM shift_moves WHERE shift_id = ${shiftId} AND move IN ('withdraw', 'cancel_job')`,
      );
      const entries = await selectRows<{ entry: string }>(
        t.deps.db,
        sql`SELECT reason || ':' || currency || ':' || delta AS entry FROM ledger_entries
             WHERE reference = ${`application:${shiftId}`} AND reason <> 'application_approved' ORDER BY 1`,
      );
      const strikes = await selectRows<{ count: number }>(
        t.deps.db,
        sql`SELECT count FROM strikes WHERE shift_id = ${shiftId}`,
      );
      expect(moves).toHaveLength(1);
      if (shift?.state === 'withdrawn') {
        expect(withdrawn.statusCode).toBe(200);
        expect(entries.map((e) => e.entry)).toEqual(['withdrawal_credit_refund:credit:1']);
        expect(strikes).toEqual([{ count: 2 }]);
      } else {
        expect(shift?.state).toBe('job_cancelled');
        expect(withdrawn.statusCode).toBeGreaterThanOrEqual(400);
        // 5 hours before the start the cancellation is late: refund and compensation.
        expect(entries.map((e) => e.entry)).toEqual([
          'job_cancelled_refund:coin:10',
          'late_cancellation_compensation:coin:10',
        ]);
        expect(strikes).toEqual([]);
      }
    }
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });
});
