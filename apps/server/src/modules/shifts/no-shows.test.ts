import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloInstant } from '@vamos/shared/dates';
import type { MyApplicationsResponse } from '@vamos/shared/schemas/applications';
import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import type { MyStrikes } from '@vamos/shared/schemas/strikes';
import { selectRows } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  actorOf,
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  moveShift as moveJobInTime,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
  shiftStartingIn,
} from '../../test/factories.ts';
import { balanceOf, ledgerInvariantViolations } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeJob } from '../jobs/complete-job.ts';
import { contestNoShow } from './contest-no-show.ts';
import { listMyStrikes } from './list-my-strikes.ts';
import { markNoShow } from './mark-no-show.ts';
import { applyForShift, moveShift } from './shift-lifecycle.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A shift's date and times in São Paulo (UTC−3) for a start `hours` from now (negative: ago). */
const startingIn = (hours: number) => shiftStartingIn(hours * 60);

/** The code of the AppError `run` throws (null: it did not throw). */
async function refusal(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

/**
 * No-shows (issue 24, decision 0028): 'Não compareceu' from an hour after the start until 48 h after
 * it (3 strikes, the approval's credit back, the freelancer told); the contest within 48 h (no strike
 * while contested); the suspension of 3 strikes for 7 days; expiry; forgiveness after 5 attended
 * shifts in a row; the attendance of 'Concluir Serviço'; rating follows attendance. A test clock
 * (`now`) is passed to the services and the lifecycle.
 */
describe.each(TEST_DATABASES)('no-shows on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  type Booked = { contractor: SignedUpUser; freelancer: SignedUpUser; jobId: string; shiftId: string; start: Date };

  /** A contractor with credits and a freelancer with coins. */
  async function people() {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 40);
    const freelancer = await signupFreelancer(t);
    await grant(t, freelancer.user.id, 'coin', 200);
    return { contractor, freelancer };
  }

  /** An approved shift on a job of R$ 100,00 (10 coins), `day` days from today, 10:00 to 18:00. */
  async function approvedShift(day = 3, who?: { contractor: SignedUpUser; freelancer: SignedUpUser }) {
    const { contractor, freelancer } = who ?? (await people());
    const job = await createJob(t, contractor, {
      salary_cents: 10_000,
      service_date: daysFromToday(day),
      payment_date: daysFromToday(day + 2),
      start_time: '10:00',
      end_time: '18:00',
    });
    const applied = await applyAs(t, freelancer, job.id);
    expect(applied.statusCode, applied.body).toBe(201);
    const shiftId = applied.json<{ id: string }>().id;
    expect((await approveAs(t, contractor, shiftId)).statusCode).toBe(200);
    const start = saoPauloInstant(daysFromToday(day), '10:00');
    return { contractor, freelancer, jobId: job.id, shiftId, start } satisfies Booked;
  }

  const mark = (b: Booked, at: Date) => markNoShow(t.deps, actorOf(b.contractor), b.shiftId, at);
  const contest = (b: Booked, text: string, at: Date) =>
    contestNoShow(t.deps, actorOf(b.freelancer), b.shiftId, text, at);
  const strikesAt = (who: SignedUpUser, at: Date) => listMyStrikes(t.deps, actorOf(who), at);

  const stateOf = async (shiftId: string) =>
    (await selectRows<{ s: string }>(t.deps.db, sql`SELECT status AS s FROM job_applications WHERE id = ${shiftId}`))[0]
      ?.s;
  const strikesOf = (shiftId: string) =>
    selectRows<{ strike: string }>(
      t.deps.db,
      sql`SELECT reason || ':' || count AS strike FROM strikes WHERE shift_id = ${shiftId}`,
    ).then((rows) => rows.map((r) => r.strike));
  const ledgerOf = (shiftId: string) =>
    selectRows<{ entry: string }>(
      t.deps.db,
      sql`SELECT reason || ':' || currency || ':' || delta AS entry FROM ledger_entries
           WHERE reference = ${`application:${shiftId}`} ORDER BY 1`,
    ).then((rows) => rows.map((r) => r.entry));
  const noticesOf = (shiftId: string) =>
    selectRows<{ notice: string }>(
      t.deps.db,
      sql`SELECT kind || ':' || title AS notice FROM notifications
           WHERE data ->> 'applicationId' = ${shiftId} AND kind LIKE 'no_show%' ORDER BY created_at`,
    ).then((rows) => rows.map((r) => r.notice));

  it('the window: refused before an hour after the start and after 48 h; inside it, 3 strikes and the credit back', async () => {
    const b = await approvedShift();
    const credits = await balanceOf(t, b.contractor.user.id, 'credit');
    expect(await refusal(() => mark(b, new Date(b.start.getTime() + 59 * MINUTE)))).toBe('NO_SHOW_TOO_EARLY');
    expect(await refusal(() => mark(b, new Date(b.start.getTime() + 48 * HOUR + MINUTE)))).toBe('NO_SHOW_TOO_LATE');
    expect(await stateOf(b.shiftId)).toBe('approved');
    expect(await strikesOf(b.shiftId)).toEqual([]);

    const at = new Date(b.start.getTime() + 60 * MINUTE);
    expect((await mark(b, at)).status).toBe('no_show');
    expect(await strikesOf(b.shiftId)).toEqual(['no_show:3']);
    expect(await ledgerOf(b.shiftId)).toEqual([
      'application_approved:coin:-10',
      'application_approved:credit:-1',
      'no_show_credit_refund:credit:1',
    ]);
    expect(await balanceOf(t, b.contractor.user.id, 'credit')).toBe(credits + 1);
    const [notice] = await noticesOf(b.shiftId);
    expect(notice).toMatch(/^no_show_marked:Você foi marcado como ausente em /);

    // Marked once: a second mark is refused and moves no credit.
    expect(await refusal(() => mark(b, at))).toBe('NO_SHOW_NOT_MARKABLE');
    expect(await balanceOf(t, b.contractor.user.id, 'credit')).toBe(credits + 1);
    const mine = await strikesAt(b.freelancer, new Date(at.getTime() + MINUTE));
    expect(mine.active).toBe(3);
    expect(mine.strikes.map((s) => [s.reason, s.count])).toEqual([['no_show', 3]]);
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });

  it('the last instant of the window (48 h after the start) is still inside it', async () => {
    const b = await approvedShift();
    expect((await mark(b, new Date(b.start.getTime() + 48 * HOUR))).status).toBe('no_show');
  });

  it('a freelancer who checked in cannot be marked absent', async () => {
    const b = await approvedShift();
    await inTransaction(t.deps.db, (tx) =>
      moveShift(t.deps, tx, actorOf(b.freelancer), b.shiftId, 'check_in', { now: b.start }),
    );
    expect(await refusal(() => mark(b, new Date(b.start.getTime() + 2 * HOUR)))).toBe('NO_SHOW_NOT_MARKABLE');
    expect([await stateOf(b.shiftId), await strikesOf(b.shiftId)]).toEqual(['checked_in', []]);
  });

  it('contest within 48 h of the mark: the text kept, the contractor told, no strike while contested', async () => {
    const b = await approvedShift();
    const markedAt = new Date(b.start.getTime() + 2 * HOUR);
    await mark(b, markedAt);
    const before = await t.request({ method: 'GET', url: '/api/freelancer/applications', cookie: b.freelancer.cookie });
    const row = before.json<MyApplicationsResponse>().applications.find((a) => a.id === b.shiftId);
    // The real clock is before the mark's (test) instant: the contest is open, until 48 h after it.
    expect([row?.can.contest, row?.contest_until]).toEqual([
      true,
      new Date(markedAt.getTime() + 48 * HOUR).toISOString(),
    ]);

    const at = new Date(markedAt.getTime() + 48 * HOUR);
    expect((await contest(b, 'Eu fui, cheguei às 10h e falei com o gerente.', at)).status).toBe('contested');
    const [move] = await selectRows<{ text: string }>(
      t.deps.db,
      sql`SELECT data ->> 'text' AS text FROM shift_moves WHERE shift_id = ${b.shiftId} AND move = 'contest'`,
    );
    expect(move?.text).toBe('Eu fui, cheguei às 10h e falei com o gerente.');
    expect((await noticesOf(b.shiftId))[1]).toMatch(/^no_show_contested:.* contestou a falta em /);
    expect(await strikesAt(b.freelancer, at)).toEqual({ active: 0, strikes: [], suspended_until: null });
    // Strikes kept as a fact: an operator's decision may count them again.
    expect(await strikesOf(b.shiftId)).toEqual(['no_show:3']);
  });

  it('contest after 48 h: refused with a clear message, nothing changes', async () => {
    const b = await approvedShift();
    const markedAt = new Date(b.start.getTime() + 2 * HOUR);
    await mark(b, markedAt);
    const late = new Date(markedAt.getTime() + 48 * HOUR + MINUTE);
    const error = await contest(b, 'Eu estava lá.', late).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(
      'O prazo para contestar terminou: a falta pode ser contestada até 48 horas depois de marcada.',
    );
    expect(await stateOf(b.shiftId)).toBe('no_show');
    expect((await strikesAt(b.freelancer, late)).active).toBe(3);
  });

  it('the contest text: required and bounded, in Portuguese', async () => {
    const b = await approvedShift();
    await moveJobInTime(t, b.jobId, startingIn(-2));
    const marked = await t.request({
      method: 'POST',
      url: `/api/contractor/applications/${b.shiftId}/no-show`,
      cookie: b.contractor.cookie,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const post = (text: unknown) =>
      t.request({
        method: 'POST',
        url: `/api/freelancer/applications/${b.shiftId}/contest`,
        cookie: b.freelancer.cookie,
        payload: { text } as Record<string, unknown>,
      });
    const empty = await post('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ text: 'Conte o que aconteceu para contestar a falta.' });
    const long = await post('a'.repeat(501));
    expect(long.json().error.fields).toEqual({ text: 'O texto pode ter no máximo 500 caracteres.' });
    expect(await stateOf(b.shiftId)).toBe('no_show');
    const ok = await post('Cheguei atrasado, mas trabalhei o turno todo.');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stateOf(b.shiftId)).toBe('contested');
  });

  it('authorization: only the job’s contractor marks, only the shift’s freelancer contests', async () => {
    const b = await approvedShift();
    await moveJobInTime(t, b.jobId, startingIn(-2));
    const other = await people();
    const noShow = (who: SignedUpUser) =>
      t.request({ method: 'POST', url: `/api/contractor/applications/${b.shiftId}/no-show`, cookie: who.cookie });
    const contestAs = (who: SignedUpUser) =>
      t.request({
        method: 'POST',
        url: `/api/freelancer/applications/${b.shiftId}/contest`,
        cookie: who.cookie,
        payload: { text: 'Eu fui.' },
      });
    expect(
      (await t.request({ method: 'POST', url: `/api/contractor/applications/${b.shiftId}/no-show` })).statusCode,
    ).toBe(401);
    expect((await noShow(b.freelancer)).statusCode).toBe(403);
    expect((await noShow(other.contractor)).json().error.code).toBe('APPLICATION_NOT_FOUND');
    expect(await stateOf(b.shiftId)).toBe('approved');
    expect((await noShow(b.contractor)).statusCode).toBe(200);
    expect((await contestAs(b.contractor)).statusCode).toBe(403);
    expect((await contestAs(other.freelancer)).json().error.code).toBe('APPLICATION_NOT_FOUND');
    expect(await stateOf(b.shiftId)).toBe('no_show');
    // Strikes are one's own: another freelancer reads none of these.
    const theirs = await t.request({ method: 'GET', url: '/api/freelancer/strikes', cookie: other.freelancer.cookie });
    expect(theirs.json<MyStrikes>()).toEqual({ active: 0, strikes: [], suspended_until: null });
    // The real clock: the freelancer applying now is refused, with the policy's words.
    const next = await createJob(t, other.contractor);
    const applied = await applyAs(t, b.freelancer, next.id);
    expect(applied.statusCode).toBe(403);
    expect(applied.json().error.code).toBe('APPLICATIONS_SUSPENDED');
    expect(applied.json().error.message).toMatch(
      /^Candidaturas suspensas até \d\d\/\d\d por faltas recentes — veja a política de cancelamento\.$/,
    );
  });

  it('suspension: 2 strikes do not suspend; the third does, for 7 days from it, then applying works again', async () => {
    const who = await people();
    const first = await approvedShift(3, who);
    const second = await approvedShift(4, who);
    const withdrawAt = (b: Booked, hoursBefore: number) =>
      inTransaction(t.deps.db, (tx) =>
        moveShift(t.deps, tx, actorOf(b.freelancer), b.shiftId, 'withdraw', {
          now: new Date(b.start.getTime() - hoursBefore * HOUR),
        }),
      );
    await withdrawAt(first, 5); // 2 strikes
    const afterTwo = new Date(first.start.getTime() - 4 * HOUR);
    expect(await strikesAt(who.freelancer, afterTwo)).toMatchObject({ active: 2, suspended_until: null });
    await withdrawAt(second, 12); // 1 more: 3
    const thirdAt = new Date(second.start.getTime() - 12 * HOUR);
    const until = new Date(thirdAt.getTime() + 7 * DAY);
    expect(await strikesAt(who.freelancer, new Date(thirdAt.getTime() + MINUTE))).toMatchObject({
      active: 3,
      suspended_until: until.toISOString(),
    });

    const later = await createJob(t, who.contractor, {
      service_date: daysFromToday(30),
      payment_date: daysFromToday(31),
    });
    const apply = (at: Date) =>
      refusal(() => inTransaction(t.deps.db, (tx) => applyForShift(t.deps, tx, actorOf(who.freelancer), later.id, at)));
    expect(await apply(new Date(until.getTime() - MINUTE))).toBe('APPLICATIONS_SUSPENDED');
    expect(await strikesAt(who.freelancer, until)).toMatchObject({ active: 3, suspended_until: null });
    expect(await apply(until)).toBeNull();
  });

  it('strikes expire 90 days after they were given', async () => {
    const b = await approvedShift();
    const at = new Date(b.start.getTime() + 2 * HOUR);
    await mark(b, at);
    expect((await strikesAt(b.freelancer, new Date(at.getTime() + 90 * DAY - MINUTE))).active).toBe(3);
    expect(await strikesAt(b.freelancer, new Date(at.getTime() + 90 * DAY))).toEqual({
      active: 0,
      strikes: [],
      suspended_until: null,
    });
  });

  /** Concludes the job ('Concluir Serviço') an hour after its start: the freelancer attended. */
  const attendedAt = (b: Booked) => {
    const at = new Date(b.start.getTime() + HOUR);
    return completeJob(t.deps, actorOf(b.contractor), b.jobId, { now: at }).then(() => at);
  };
  const forgivenOf = (userId: string) =>
    selectRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM strike_forgiveness WHERE user_id = ${userId}`,
    ).then((rows) => rows[0]?.n ?? 0);

  it('forgiveness: one strike after 5 attended shifts in a row, not after 4', async () => {
    const who = await people();
    // Booked first (applying is suspended once the no-show's strikes count), then lived in order.
    const shifts: Booked[] = [];
    for (let day = 3; day <= 12; day++) shifts.push(await approvedShift(day, who));
    const [absent, ...rest] = shifts as [Booked, ...Booked[]];
    await mark(absent, new Date(absent.start.getTime() + 2 * HOUR));

    let last = absent.start;
    for (const b of rest.slice(0, 4)) last = await attendedAt(b);
    expect((await strikesAt(who.freelancer, last)).active).toBe(3);
    expect(await forgivenOf(who.freelancer.user.id)).toBe(0);

    last = await attendedAt(rest[4]!);
    const after5 = await strikesAt(who.freelancer, last);
    expect(after5.active).toBe(2);
    expect(after5.strikes.map((s) => [s.reason, s.count])).toEqual([['no_show', 2]]);
    expect(await forgivenOf(who.freelancer.user.id)).toBe(1);
  });

  it('forgiveness: a strike restarts the run (5 attended since the first strike, 2 since the second: none)', async () => {
    const who = await people();
    const shifts: Booked[] = [];
    for (let day = 3; day <= 9; day++) shifts.push(await approvedShift(day, who));
    const [absent, d4, d5, d6, given, d8, d9] = shifts as [Booked, Booked, Booked, Booked, Booked, Booked, Booked];
    await mark(absent, new Date(absent.start.getTime() + 2 * HOUR));
    for (const b of [d4, d5, d6]) await attendedAt(b);
    // The evening before day 7, a late 'Desistir' of its shift (12 h of notice: 1 strike).
    await inTransaction(t.deps.db, (tx) =>
      moveShift(t.deps, tx, actorOf(who.freelancer), given.shiftId, 'withdraw', {
        now: new Date(given.start.getTime() - 12 * HOUR),
      }),
    );
    const last = [await attendedAt(d8), await attendedAt(d9)].at(-1)!;
    expect(await forgivenOf(who.freelancer.user.id)).toBe(0);
    expect((await strikesAt(who.freelancer, last)).active).toBe(4);
  });

  it("'Concluir Serviço' with attendance: the checked-in attended, 'Não compareceu' a no-show, in one transaction", async () => {
    const { contractor } = await people();
    const job = await createJob(t, contractor, { salary_cents: 10_000, required_people: 3 });
    const booked = [] as { freelancer: SignedUpUser; shiftId: string }[];
    for (let i = 0; i < 3; i++) {
      const freelancer = await signupFreelancer(t);
      const shiftId = (await applyAs(t, freelancer, job.id)).json<{ id: string }>().id;
      expect((await approveAs(t, contractor, shiftId)).statusCode).toBe(200);
      booked.push({ freelancer, shiftId });
    }
    const [arrived, absent, present] = booked as [(typeof booked)[0], (typeof booked)[0], (typeof booked)[0]];
    await moveJobInTime(t, job.id, startingIn(-2));
    await inTransaction(t.deps.db, (tx) =>
      moveShift(t.deps, tx, actorOf(arrived.freelancer), arrived.shiftId, 'check_in'),
    );
    const detail = await t.request({ method: 'GET', url: `/api/contractor/jobs/${job.id}`, cookie: contractor.cookie });
    const can = detail
      .json<ContractorJobDetail>()
      .applications.map((a) => [a.id, a.status, a.can.mark_no_show] as const)
      .sort();
    expect(can).toEqual(
      [
        [arrived.shiftId, 'checked_in', false],
        [absent.shiftId, 'approved', true],
        [present.shiftId, 'approved', true],
      ].sort(),
    );
    const complete = (noShows: string[]) =>
      t.request({
        method: 'POST',
        url: `/api/contractor/jobs/${job.id}/complete`,
        cookie: contractor.cookie,
        payload: { no_shows: noShows },
      });

    // The checked-in one cannot be marked: the whole conclusion is refused, nothing moves.
    const refused = await complete([arrived.shiftId, absent.shiftId]);
    expect(refused.json().error.code).toBe('NO_SHOW_NOT_MARKABLE');
    expect([await stateOf(arrived.shiftId), await stateOf(absent.shiftId)]).toEqual(['checked_in', 'approved']);
    expect(await strikesOf(absent.shiftId)).toEqual([]);

    const done = await complete([absent.shiftId]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ status: string }>().status).toBe('completed');
    expect([await stateOf(arrived.shiftId), await stateOf(absent.shiftId), await stateOf(present.shiftId)]).toEqual([
      'attended',
      'no_show',
      'attended',
    ]);
    expect(await strikesOf(absent.shiftId)).toEqual(['no_show:3']);
    expect(await ledgerOf(absent.shiftId)).toContain('no_show_credit_refund:credit:1');
    expect((await noticesOf(absent.shiftId)).length).toBe(1);
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });

  it('another job’s shift in the attendance: refused, the job not concluded', async () => {
    const a = await approvedShift();
    const b = await approvedShift(3, { contractor: a.contractor, freelancer: (await people()).freelancer });
    await moveJobInTime(t, a.jobId, startingIn(-2));
    await moveJobInTime(t, b.jobId, startingIn(-2));
    const res = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${a.jobId}/complete`,
      cookie: a.contractor.cookie,
      payload: { no_shows: [b.shiftId] },
    });
    expect(res.json().error.code).toBe('APPLICATION_NOT_FOUND');
    expect([await stateOf(a.shiftId), await stateOf(b.shiftId)]).toEqual(['approved', 'approved']);
  });

  it('rating follows attendance: a freelancer marked absent (or contesting) neither rates nor is rated', async () => {
    const b = await approvedShift();
    await moveJobInTime(t, b.jobId, { service_date: daysFromToday(-1), start_time: '10:00', end_time: '18:00' });
    const marked = await t.request({
      method: 'POST',
      url: `/api/contractor/applications/${b.shiftId}/no-show`,
      cookie: b.contractor.cookie,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const rate = (who: SignedUpUser, evaluated: SignedUpUser) =>
      t.request({
        method: 'POST',
        url: '/api/evaluations',
        cookie: who.cookie,
        payload: { job_id: b.jobId, evaluated_id: evaluated.user.id, rating: 5 },
      });
    expect((await rate(b.contractor, b.freelancer)).json().error.code).toBe('EVALUATION_NOT_ALLOWED');
    expect((await rate(b.freelancer, b.contractor)).json().error.code).toBe('EVALUATION_NOT_ALLOWED');
    const contested = await t.request({
      method: 'POST',
      url: `/api/freelancer/applications/${b.shiftId}/contest`,
      cookie: b.freelancer.cookie,
      payload: { text: 'Eu fui.' },
    });
    expect(contested.statusCode).toBe(200);
    expect((await rate(b.contractor, b.freelancer)).json().error.code).toBe('EVALUATION_NOT_ALLOWED');
    expect((await rate(b.freelancer, b.contractor)).json().error.code).toBe('EVALUATION_NOT_ALLOWED');
  });
});

/**
 * 'Não compareceu' and 'Cancelar evento' at once on one approval, 20 times, on PostgreSQL where they
 * truly overlap: exactly one of them moves the shift, and the ledger says which.
 */
describe.runIf(TEST_DATABASES.includes('postgres'))("'Não compareceu' against 'Cancelar evento' on postgres", () => {
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
      await moveJobInTime(t, job.id, startingIn(-2));
      const [marked, cancelled] = await Promise.all([
        t.request({
          method: 'POST',
          url: `/api/contractor/applications/${shiftId}/no-show`,
          cookie: contractor.cookie,
        }),
        t.request({ method: 'POST', url: `/api/contractor/jobs/${job.id}/cancel`, cookie: contractor.cookie }),
      ]);
      expect(marked.statusCode, marked.body).toBeLessThan(500);
      expect(cancelled.statusCode, cancelled.body).toBeLessThan(500);
      const [shift] = await selectRows<{ state: string }>(
        t.deps.db,
        sql`SELECT status AS state FROM job_applications WHERE id = ${shiftId}`,
      );
      const moves = await selectRows<{ move: string }>(
        t.deps.db,
        sql`SELECT move FROM shift_moves WHERE shift_id = ${shiftId} AND move IN ('mark_no_show', 'cancel_job')`,
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
      if (shift?.state === 'no_show') {
        expect(marked.statusCode).toBe(200);
        expect(entries.map((e) => e.entry)).toEqual(['no_show_credit_refund:credit:1']);
        expect(strikes).toEqual([{ count: 3 }]);
      } else {
        expect(shift?.state).toBe('job_cancelled');
        expect(marked.statusCode).toBeGreaterThanOrEqual(400);
        // Cancelled after the start: late, so the coins come back with the compensation (decision 0029).
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
