import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyApplicationsResponse } from '@vamos/shared/schemas/applications';
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
} from '../../test/factories.ts';
import { balanceOf, ledgerInvariantViolations } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { debit } from '../wallet/wallet.service.ts';
import { sendDueReminders } from '../reminders/send-reminders.ts';

/**
 * Reserves (issue 26, decision 0036): 'Aprovar como reserva' charges nothing and keeps at most 3; a
 * place given back before the start goes to the oldest reserve who can pay, charged as an approval;
 * a job with nobody to promote reopens; reserves are released at the start, the conclusion or the
 * cancellation.
 */
describe.each(TEST_DATABASES)('reserves on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const post = (who: SignedUpUser, url: string) => t.request({ method: 'POST', url, cookie: who.cookie });
  const reserveAs = (who: SignedUpUser, shiftId: string) =>
    post(who, `/api/contractor/applications/${shiftId}/reserve`);

  /** A job of 1 place (15 coins an application) with `n` applicants, each with the signup's 15 coins. */
  async function jobWithApplicants(n: number) {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 5);
    const job = await createJob(t, contractor, { required_people: 1 });
    const people: { freelancer: SignedUpUser; shiftId: string }[] = [];
    for (let i = 0; i < n; i++) {
      const freelancer = await signupFreelancer(t);
      const applied = await applyAs(t, freelancer, job.id);
      expect(applied.statusCode, applied.body).toBe(201);
      people.push({ freelancer, shiftId: applied.json<{ id: string }>().id });
    }
    return { contractor, jobId: job.id, people };
  }

  const stateOf = async (shiftId: string) =>
    (
      await selectRows<{ status: string; reason: string | null }>(
        t.deps.db,
        sql`SELECT status, rejection_reason AS reason FROM job_applications WHERE id = ${shiftId}`,
      )
    )[0];
  const ledgerOf = (shiftId: string) =>
    selectRows<{ entry: string }>(
      t.deps.db,
      sql`SELECT reason || ':' || currency || ':' || delta AS entry FROM ledger_entries
           WHERE reference = ${`application:${shiftId}`} ORDER BY 1`,
    ).then((rows) => rows.map((r) => r.entry));
  const kindsOf = (userId: string) =>
    selectRows<{ kind: string }>(
      t.deps.db,
      sql`SELECT kind FROM notifications WHERE user_id = ${userId} ORDER BY created_at, kind`,
    ).then((rows) => rows.map((r) => r.kind));
  const jobOf = async (jobId: string) =>
    (
      await selectRows<{ status: string; approved: number }>(
        t.deps.db,
        sql`SELECT status, approved_count AS approved FROM jobs WHERE id = ${jobId}`,
      )
    )[0];
  /** The freelancer spends their coins elsewhere: they can no longer pay for an approval. */
  const spendAllCoins = async (userId: string) => {
    const coins = await balanceOf(t, userId, 'coin');
    await t.deps.db.transaction((tx) =>
      debit(tx, { userId, currency: 'coin', amount: coins, reason: 'test_grant', idempotencyKey: randomUUID() }),
    );
  };

  it("'Aprovar como reserva': nothing charged, the freelancer told; a 4th reserve is refused (409)", async () => {
    const { contractor, jobId, people } = await jobWithApplicants(4);
    const offered = await t.request({ method: 'GET', url: `/api/contractor/jobs/${jobId}`, cookie: contractor.cookie });
    expect(
      offered.json<{ applications: { can: { reserve: boolean } }[] }>().applications.map((c) => c.can.reserve),
    ).toEqual([true, true, true, true]);
    const credits = await balanceOf(t, contractor.user.id, 'credit');
    for (const { shiftId } of people.slice(0, 3)) {
      const res = await reserveAs(contractor, shiftId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ status: string }>().status).toBe('reserve');
      expect(await ledgerOf(shiftId)).toEqual([]);
    }
    const detail = await t.request({ method: 'GET', url: `/api/contractor/jobs/${jobId}`, cookie: contractor.cookie });
    const candidates = detail.json<{ applications: { id: string; can: { reserve: boolean } }[] }>().applications;
    // Three kept: the card no longer offers it; the server refuses it anyway.
    expect(candidates.find((c) => c.id === people[3]!.shiftId)?.can.reserve).toBe(false);
    const fourth = await reserveAs(contractor, people[3]!.shiftId);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'RESERVES_FULL',
      message: expect.stringContaining('3 reservas'),
    });
    expect((await stateOf(people[3]!.shiftId))?.status).toBe('pending');
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits);
    const first = people[0]!.freelancer;
    expect(await balanceOf(t, first.user.id, 'coin')).toBe(15);
    expect(await kindsOf(first.user.id)).toContain('shift_reserved');
    const mine = await t.request({ method: 'GET', url: '/api/freelancer/applications', cookie: first.cookie });
    expect(mine.json<MyApplicationsResponse>().applications[0]?.status).toBe('reserve');
  });

  it('only the job’s contractor keeps a reserve; the freelancer cannot', async () => {
    const { people } = await jobWithApplicants(1);
    const other = await signupContractor(t);
    expect((await reserveAs(other, people[0]!.shiftId)).statusCode).toBe(404);
    expect(
      (await post(people[0]!.freelancer, `/api/contractor/applications/${people[0]!.shiftId}/reserve`)).statusCode,
    ).toBe(403);
  });

  it("'Desistir': the oldest reserve who can pay is promoted in the same transaction; one without coins is skipped", async () => {
    const { contractor, jobId, people } = await jobWithApplicants(3);
    const [booked, poor, next] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    expect((await reserveAs(contractor, poor.shiftId)).statusCode).toBe(200);
    expect((await reserveAs(contractor, next.shiftId)).statusCode).toBe(200);
    expect((await approveAs(t, contractor, booked.shiftId)).statusCode).toBe(200);
    await spendAllCoins(poor.freelancer.user.id);
    const credits = await balanceOf(t, contractor.user.id, 'credit');

    const res = await post(booked.freelancer, `/api/freelancer/applications/${booked.shiftId}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);

    expect(await stateOf(next.shiftId)).toEqual({ status: 'approved', reason: null });
    expect((await stateOf(poor.shiftId))?.status).toBe('reserve');
    expect(await jobOf(jobId)).toEqual({ status: 'filled', approved: 1 });
    // The credit came back with the withdrawal and went once to the promotion; the coins once.
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits);
    expect(await ledgerOf(next.shiftId)).toEqual(['application_approved:coin:-15', 'application_approved:credit:-1']);
    expect(await ledgerOf(poor.shiftId)).toEqual([]);
    expect(await balanceOf(t, next.freelancer.user.id, 'coin')).toBe(0);
    expect(await kindsOf(next.freelancer.user.id)).toEqual(['shift_reserved', 'reserve_promoted']);
    const agenda = await t.request({ method: 'GET', url: '/api/freelancer/agenda', cookie: next.freelancer.cookie });
    expect(agenda.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toContain(next.shiftId);
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });

  it('nobody can be promoted: the job reopens as before and its waiting list is pending again', async () => {
    const { contractor, jobId, people } = await jobWithApplicants(3);
    const [booked, poor, waiting] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    expect((await reserveAs(contractor, poor.shiftId)).statusCode).toBe(200);
    expect((await approveAs(t, contractor, booked.shiftId)).statusCode).toBe(200);
    expect((await stateOf(waiting.shiftId))?.status).toBe('waitlisted');
    await spendAllCoins(poor.freelancer.user.id);

    const res = await post(booked.freelancer, `/api/freelancer/applications/${booked.shiftId}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);

    expect(await jobOf(jobId)).toEqual({ status: 'active', approved: 0 });
    expect((await stateOf(poor.shiftId))?.status).toBe('reserve');
    expect((await stateOf(waiting.shiftId))?.status).toBe('pending');
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });

  it("'Não compareceu' (from an hour after the start) promotes nobody: the no-show keeps its place", async () => {
    const { contractor, jobId, people } = await jobWithApplicants(2);
    const [booked, reserve] = people as [(typeof people)[0], (typeof people)[0]];
    expect((await reserveAs(contractor, reserve.shiftId)).statusCode).toBe(200);
    expect((await approveAs(t, contractor, booked.shiftId)).statusCode).toBe(200);
    // Started two hours ago, the sweep not run yet: the reserve is still there.
    const started = new Date(Date.now() - 2 * 60 * 60 * 1000 - 3 * 60 * 60 * 1000).toISOString();
    await moveShift(t, jobId, {
      service_date: started.slice(0, 10),
      start_time: started.slice(11, 16),
      end_time: '23:59',
    });
    t.deps.jobDetailCache.forget(jobId);
    const res = await post(contractor, `/api/contractor/applications/${booked.shiftId}/no-show`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await stateOf(reserve.shiftId))?.status).toBe('reserve');
    expect(await ledgerOf(reserve.shiftId)).toEqual([]);
    expect(await jobOf(jobId)).toMatchObject({ approved: 1 });
  });

  it('at the start the sweep releases the reserves (told); a second sweep finds nothing', async () => {
    const { contractor, jobId, people } = await jobWithApplicants(2);
    expect((await reserveAs(contractor, people[0]!.shiftId)).statusCode).toBe(200);
    expect((await reserveAs(contractor, people[1]!.shiftId)).statusCode).toBe(200);
    const [job] = await selectRows<{ startsAt: string | Date }>(
      t.deps.db,
      sql`SELECT (service_date + start_time) AT TIME ZONE 'America/Sao_Paulo' AS "startsAt" FROM jobs WHERE id = ${jobId}`,
    );
    const afterStart = new Date(new Date(job!.startsAt).getTime() + 60_000);
    await sendDueReminders(t.deps, { now: afterStart });
    await sendDueReminders(t.deps, { now: afterStart });
    for (const { shiftId, freelancer } of people) {
      expect(await stateOf(shiftId)).toEqual({ status: 'rejected', reason: 'reserve_released' });
      expect((await kindsOf(freelancer.user.id)).filter((k) => k === 'reserve_released')).toHaveLength(1);
    }
  });

  it('cancelling or concluding the job releases its reserves', async () => {
    const cancelled = await jobWithApplicants(1);
    expect((await reserveAs(cancelled.contractor, cancelled.people[0]!.shiftId)).statusCode).toBe(200);
    const res = await post(cancelled.contractor, `/api/contractor/jobs/${cancelled.jobId}/cancel`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await stateOf(cancelled.people[0]!.shiftId)).toEqual({ status: 'rejected', reason: 'reserve_released' });

    const concluded = await jobWithApplicants(2);
    const [booked, reserve] = concluded.people as [(typeof concluded.people)[0], (typeof concluded.people)[0]];
    expect((await reserveAs(concluded.contractor, reserve.shiftId)).statusCode).toBe(200);
    expect((await approveAs(t, concluded.contractor, booked.shiftId)).statusCode).toBe(200);
    await moveShift(t, concluded.jobId, { service_date: '2020-01-01' });
    t.deps.jobDetailCache.forget(concluded.jobId);
    const done = await post(concluded.contractor, `/api/contractor/jobs/${concluded.jobId}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(await stateOf(reserve.shiftId)).toEqual({ status: 'rejected', reason: 'reserve_released' });
    expect(await kindsOf(reserve.freelancer.user.id)).toContain('reserve_released');
  });
});
