import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDetail, ContractorJobDetail } from '@vamos/shared/schemas/job-views';
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
  startedToday,
  type SignedUpUser,
  shiftStartingIn,
} from '../../test/factories.ts';
import { balanceOf, ledgerInvariantViolations } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { inTransaction } from '../../db/transaction.ts';
import { EFFECTS } from './shift-effects.ts';
import { SYSTEM } from './shift-policies.ts';
import { lockShiftWithJob } from './shifts.repo.ts';

/** The job's date and times in São Paulo (UTC−3) for a start `hours` (and 10 minutes) from now. */
const startingIn = (hours: number) => shiftStartingIn(hours * 60 + 10);

/**
 * 'Cancelar evento' under the cancellation policy (issue 24): ≥ 24 h before the start the booked
 * freelancers get their coins back; under 24 h they also receive the application's cost as
 * compensation, granted by the platform, and the cancellation goes on the contractor's record.
 */
describe.each(TEST_DATABASES)("a late 'Cancelar evento' on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const get = async <T>(who: SignedUpUser, url: string) => {
    const res = await t.request({ method: 'GET', url, cookie: who.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const cancel = (who: SignedUpUser, jobId: string, payload?: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/contractor/jobs/${jobId}/cancel`, cookie: who.cookie, payload });
  const ledgerOf = (shiftId: string) =>
    selectRows<{ entry: string }>(
      t.deps.db,
      sql`SELECT reason || ':' || currency || ':' || delta AS entry FROM ledger_entries
           WHERE reference = ${`application:${shiftId}`} ORDER BY 1`,
    ).then((rows) => rows.map((r) => r.entry));

  /** A job of R$ 100,00 (10 coins) with `people` freelancers booked, starting `hours` from now. */
  async function bookedJob(hours: number, people = 2, contractor?: SignedUpUser) {
    const owner = contractor ?? (await signupContractor(t));
    await grant(t, owner.user.id, 'credit', 5);
    const job = await createJob(t, owner, { salary_cents: 10_000, required_people: Math.max(people, 1) });
    const booked: { freelancer: SignedUpUser; shiftId: string }[] = [];
    for (let i = 0; i < people; i++) {
      const freelancer = await signupFreelancer(t);
      const applied = await applyAs(t, freelancer, job.id);
      expect(applied.statusCode, applied.body).toBe(201);
      const shiftId = applied.json<{ id: string }>().id;
      expect((await approveAs(t, owner, shiftId)).statusCode).toBe(200);
      booked.push({ freelancer, shiftId });
    }
    await moveShift(t, job.id, startingIn(hours));
    t.deps.jobDetailCache.forget(job.id);
    return { contractor: owner, jobId: job.id, booked };
  }

  it.each([
    { hours: 30, late: false, compensation: 0 },
    { hours: 5, late: true, compensation: 10 },
  ])(
    '$hours h before the start: the dialog says late=$late, the move refunds and compensates $compensation',
    async ({ hours, late, compensation }) => {
      const { contractor, jobId, booked } = await bookedJob(hours);
      const detail = await get<ContractorJobDetail>(contractor, `/api/contractor/jobs/${jobId}`);
      expect(detail.cancel_consequence).toEqual({
        booked: 2,
        hours_left: hours,
        late,
        compensation_coins: compensation,
        pay: null,
      });
      const coinsBefore = await Promise.all(booked.map((b) => balanceOf(t, b.freelancer.user.id, 'coin')));
      const creditsBefore = await balanceOf(t, contractor.user.id, 'credit');

      const res = await cancel(contractor, jobId, { expected_late: late });
      expect(res.statusCode, res.body).toBe(204);

      for (const [i, { freelancer, shiftId }] of booked.entries()) {
        expect(await ledgerOf(shiftId)).toEqual([
          'application_approved:coin:-10',
          'application_approved:credit:-1',
          'job_cancelled_refund:coin:10',
          ...(late ? ['late_cancellation_compensation:coin:10'] : []),
        ]);
        expect(await balanceOf(t, freelancer.user.id, 'coin')).toBe(coinsBefore[i]! + 10 + compensation);
        const [notice] = await selectRows<{ body: string }>(
          t.deps.db,
          sql`SELECT body FROM notifications WHERE user_id = ${freelancer.user.id} AND kind = 'job_cancelled'`,
        );
        expect(notice?.body).toBe(
          late
            ? 'O contratante cancelou o evento em cima da hora. Devolvemos 10 moedas ao seu saldo e você recebeu mais 10 moedas de compensação.'
            : 'O contratante cancelou o evento. Devolvemos 10 moedas ao seu saldo.',
        );
      }
      // The compensation comes from the platform: the contractor's credits do not move.
      expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(creditsBefore);
      expect(await ledgerInvariantViolations(t)).toEqual([]);
    },
  );

  it('the consequence the dialog said: a crossed line is refused (409) and nothing moves; bad input is 400', async () => {
    const { contractor, jobId, booked } = await bookedJob(5, 1);
    const [{ shiftId, freelancer }] = booked as [(typeof booked)[number]];
    const coins = await balanceOf(t, freelancer.user.id, 'coin');

    const invalid = await cancel(contractor, jobId, { expected_late: 'sim' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION');
    const changed = await cancel(contractor, jobId, { expected_late: false });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toMatchObject({
      code: 'CANCELLATION_CONSEQUENCE_CHANGED',
      message:
        'O tempo até o evento mudou desde que você abriu esta tela. Faltam 5 horas para o evento: o freelancer aprovado recebe de volta as moedas pagas e mais 10 moedas de compensação. O cancelamento conta como em cima da hora no seu histórico. Confirme de novo.',
    });
    const [state] = await selectRows<{ job: string; shift: string }>(
      t.deps.db,
      sql`SELECT j.status AS job, a.status AS shift FROM jobs j JOIN job_applications a ON a.job_id = j.id
           WHERE a.id = ${shiftId}`,
    );
    expect(state).toEqual({ job: 'filled', shift: 'approved' });
    expect(await ledgerOf(shiftId)).toEqual(['application_approved:coin:-10', 'application_approved:credit:-1']);
    expect(await balanceOf(t, freelancer.user.id, 'coin')).toBe(coins);

    expect((await cancel(contractor, jobId, { expected_late: true })).statusCode).toBe(204);
    expect(await balanceOf(t, freelancer.user.id, 'coin')).toBe(coins + 20);
  });

  it('the compensation is given once per shift, however often its effect runs', async () => {
    const { contractor, jobId, booked } = await bookedJob(5, 1);
    const [{ shiftId, freelancer }] = booked as [(typeof booked)[number]];
    expect((await cancel(contractor, jobId)).statusCode).toBe(204);
    const coins = await balanceOf(t, freelancer.user.id, 'coin');
    // The effect again, as a retry would run it, on the shift the move cancelled.
    await inTransaction(t.deps.db, async (tx, afterCommit) => {
      const shift = await lockShiftWithJob(tx, shiftId);
      const ctx = {
        deps: t.deps,
        tx,
        afterCommit,
        actor: SYSTEM,
        job: shift!.job,
        now: new Date(),
        outcome: { turnedAway: [], restored: [], promoted: [] },
        cascade: async () => [],
        promoteReserve: async () => null,
        notices: [],
      };
      await EFFECTS.compensateLateCancellation(ctx, [{ ...shift!.row, fromState: 'approved' }]);
    });
    expect(await balanceOf(t, freelancer.user.id, 'coin')).toBe(coins);
    expect((await ledgerOf(shiftId)).filter((e) => e.startsWith('late_cancellation_compensation'))).toEqual([
      'late_cancellation_compensation:coin:10',
    ]);
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });

  it("the contractor's record: late cancellations with people booked in the last 90 days, and events held", async () => {
    const contractor = await signupContractor(t);
    // Late, with two booked: one event on the record.
    await cancel(contractor, (await bookedJob(5, 2, contractor)).jobId).then((r) => expect(r.statusCode).toBe(204));
    // Early: not on the record.
    await cancel(contractor, (await bookedJob(30, 1, contractor)).jobId).then((r) => expect(r.statusCode).toBe(204));
    // Late with nobody booked: nobody was let down.
    await cancel(contractor, (await bookedJob(5, 0, contractor)).jobId).then((r) => expect(r.statusCode).toBe(204));
    // Late, but 91 days ago: expired from the record.
    const old = await bookedJob(5, 1, contractor);
    expect((await cancel(contractor, old.jobId)).statusCode).toBe(204);
    await t.deps.db.execute(
      sql`UPDATE shift_moves SET at = at - interval '91 days' WHERE shift_id = ${old.booked[0]!.shiftId}`,
    );
    await t.deps.db.execute(sql`UPDATE jobs SET service_date = service_date - 91 WHERE id = ${old.jobId}`);
    // Two events held.
    for (let i = 0; i < 2; i++) {
      const held = await bookedJob(30, 1, contractor);
      await moveShift(t, held.jobId, startedToday());
      const done = await t.request({
        method: 'POST',
        url: `/api/contractor/jobs/${held.jobId}/complete`,
        cookie: contractor.cookie,
      });
      expect(done.statusCode, done.body).toBe(200);
    }

    const open = await createJob(t, contractor);
    const reader = await signupFreelancer(t);
    const seen = await get<JobDetail>(reader, `/api/jobs/${open.id}`);
    expect(seen.contractor_record).toEqual({ late_cancellations: 1, events_held: 2 });
    // Another contractor's record is their own.
    const other = await signupContractor(t);
    const theirs = await createJob(t, other);
    expect((await get<JobDetail>(reader, `/api/jobs/${theirs.id}`)).contractor_record).toEqual({
      late_cancellations: 0,
      events_held: 0,
    });
  });
});

/**
 * A freelancer's reliability: attended ÷ (attended + no-shows + withdrawals with strikes) over their
 * last 20 such shifts, from the shifts' states and strikes as stored. Shown to the contractors they
 * apply to (applicant card, profile) and to themselves; their strikes stay their own.
 */
describe.each(TEST_DATABASES)('reliability on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
  });
  afterAll(async () => t.close());

  type Past = 'attended' | 'checked_out' | 'no_show' | 'contested' | 'withdrawn' | 'withdrawn_struck' | 'job_cancelled';

  /** Past shifts of the freelancer, one job each, `daysAgo` apart in order (the first is the newest). */
  async function history(freelancerId: string, shifts: Past[]) {
    await t.deps.db.transaction(async (tx) => {
      for (const [i, past] of shifts.entries()) {
        const state = past === 'withdrawn_struck' ? 'withdrawn' : past;
        const booked = ['attended', 'checked_out', 'no_show', 'contested'].includes(state);
        const [job] = await selectRows<{ id: string }>(
          tx,
          sql`INSERT INTO jobs (contractor_id, title, company, location, city, state, service_date, start_time, end_time,
                                payment_date, salary_cents, segment, required_people, approved_count, status)
              VALUES (${contractor.user.id}, 'Garçom', 'Buffet', 'Pinheiros', 'São Paulo', 'SP',
                      CURRENT_DATE - ${i + 2}::int, '10:00', '18:00', CURRENT_DATE - ${i + 1}::int, 15000, 'GARCOM', 1,
                      ${booked ? 1 : 0}, ${state === 'job_cancelled' ? 'cancelled' : 'completed'})
              RETURNING id`,
        );
        const [shift] = await selectRows<{ id: string }>(
          tx,
          sql`INSERT INTO job_applications (job_id, freelancer_id, status, application_cost, approved_at, decided_at)
              VALUES (${job!.id}, ${freelancerId}, ${state}, 15, now(), now()) RETURNING id`,
        );
        if (past === 'withdrawn_struck') {
          await tx.execute(
            sql`INSERT INTO strikes (user_id, shift_id, reason, count, given_at, expires_at)
                VALUES (${freelancerId}, ${shift!.id}, 'late_withdrawal', 2, now(), now() + interval '90 days')`,
          );
        }
      }
    });
  }

  /** The freelancer applies to a new job of the contractor; returns what the contractor sees of them. */
  async function seenByContractor(freelancer: SignedUpUser) {
    const job = await createJob(t, contractor);
    expect((await applyAs(t, freelancer, job.id)).statusCode).toBe(201);
    const detail = await t.request({ method: 'GET', url: `/api/contractor/jobs/${job.id}`, cookie: contractor.cookie });
    const card = detail.json<ContractorJobDetail>().applications.find((a) => a.freelancer.id === freelancer.user.id);
    const profile = await t.request({
      method: 'GET',
      url: `/api/freelancers/${freelancer.user.id}`,
      cookie: contractor.cookie,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const own = await t.request({ method: 'GET', url: '/api/freelancer/reliability', cookie: freelancer.cookie });
    expect(own.statusCode, own.body).toBe(200);
    return {
      card: card?.freelancer.reliability,
      profile: profile.json<{ reliability: unknown }>().reliability,
      own: own.json<{ reliability: unknown }>().reliability,
      profileBody: profile.body,
    };
  }

  it.each<{ name: string; shifts: Past[]; expected: { attendance_percent: number | null; shifts: number } }>([
    { name: 'new: no shift yet', shifts: [], expected: { attendance_percent: null, shifts: 0 } },
    {
      name: 'two shifts: still new',
      shifts: ['attended', 'checked_out'],
      expected: { attendance_percent: null, shifts: 2 },
    },
    {
      name: 'exactly 3: a percentage',
      shifts: ['attended', 'no_show', 'checked_out'],
      expected: { attendance_percent: 67, shifts: 3 },
    },
    {
      name: 'a contested no-show, a withdrawal without strikes and a cancelled event count neither way',
      shifts: ['attended', 'contested', 'withdrawn', 'job_cancelled', 'attended', 'withdrawn_struck'],
      expected: { attendance_percent: 67, shifts: 3 },
    },
    {
      name: 'over 20: the newest 20 make the percentage, all are counted',
      shifts: ['withdrawn_struck', ...Array<Past>(19).fill('attended'), ...Array<Past>(5).fill('no_show')],
      expected: { attendance_percent: 95, shifts: 25 },
    },
  ])('$name', async ({ shifts, expected }) => {
    const freelancer = await signupFreelancer(t);
    await history(freelancer.user.id, shifts);
    const seen = await seenByContractor(freelancer);
    expect({ card: seen.card, profile: seen.profile, own: seen.own }).toEqual({
      card: expected,
      profile: expected,
      own: expected,
    });
    // What a contractor reads is the percentage, never the strikes behind it.
    expect(seen.profileBody).not.toMatch(/strike|advert/i);
  });

  it('who may read it: the percentage to contractors they applied to, their own to themselves, nobody else', async () => {
    const freelancer = await signupFreelancer(t);
    await history(freelancer.user.id, ['attended', 'no_show', 'withdrawn_struck']);
    const other = await signupFreelancer(t);
    const stranger = await signupContractor(t);
    const url = `/api/freelancers/${freelancer.user.id}`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url, cookie: other.cookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url, cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/freelancer/reliability' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/freelancer/reliability', cookie: contractor.cookie })).statusCode,
    ).toBe(403);
    // Another freelancer reads only their own (new), and no route gives them this one's strikes.
    const theirs = await t.request({ method: 'GET', url: '/api/freelancer/reliability', cookie: other.cookie });
    expect(theirs.json()).toEqual({ reliability: { attendance_percent: null, shifts: 0 } });
    expect((await t.request({ method: 'GET', url: '/api/freelancer/strikes', cookie: other.cookie })).json()).toEqual({
      active: 0,
      strikes: [],
      suspended_until: null,
    });
  });
});
