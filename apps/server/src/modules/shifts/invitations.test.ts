import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationsResponse } from '@vamos/shared/schemas/invitations';
import { selectRows } from '../../db/client.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  jobPayload,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { balanceOf, ledgerInvariantViolations } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { matchPendingJobs } from '../alerts/match-new-jobs.ts';
import { openInviteFirstJobs } from '../jobs/open-invite-first-jobs.ts';
import { sendDueReminders } from '../reminders/send-reminders.ts';
import { debit } from '../wallet/wallet.service.ts';

const HOUR = 3_600_000;

/**
 * Invitations (issue 26, decision 0037), through the HTTP layer on both databases: only the job's
 * contractor invites, only a favourite; only the invited freelancer accepts (booked and charged as
 * an approval) or declines (nothing charged); an invitation lapses when the job fills, at the start,
 * on a block; 'Convidar minha equipe primeiro' keeps the job to the team (board, detail, apply,
 * public page, alerts) until the sweep opens it, once.
 */
describe.each(TEST_DATABASES)('invitations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const post = (who: SignedUpUser, url: string, payload?: object) =>
    t.request({ method: 'POST', url, cookie: who.cookie, ...(payload ? { payload } : {}) });
  const get = (who: SignedUpUser, url: string) => t.request({ method: 'GET', url, cookie: who.cookie });
  const favourite = async (contractor: SignedUpUser, freelancer: SignedUpUser) => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/contractor/team/${freelancer.user.id}`,
      cookie: contractor.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const invite = (contractor: SignedUpUser, jobId: string, freelancer: SignedUpUser) =>
    post(contractor, `/api/contractor/jobs/${jobId}/invitations`, { freelancer_id: freelancer.user.id });
  const accept = (who: SignedUpUser, id: string) => post(who, `/api/freelancer/invitations/${id}/accept`);
  const decline = (who: SignedUpUser, id: string) => post(who, `/api/freelancer/invitations/${id}/decline`);
  const invitationsOf = async (who: SignedUpUser) =>
    (await get(who, '/api/freelancer/invitations')).json<InvitationsResponse>().invitations;

  const stateOf = async (shiftId: string) =>
    (
      await selectRows<{ status: string; reason: string | null }>(
        t.deps.db,
        sql`SELECT status, rejection_reason AS reason FROM job_applications WHERE id = ${shiftId}`,
      )
    )[0];
  const kindsOf = (userId: string) =>
    selectRows<{ kind: string }>(
      t.deps.db,
      sql`SELECT kind FROM notifications WHERE user_id = ${userId} ORDER BY created_at, kind`,
    ).then((rows) => rows.map((r) => r.kind));
  const jobOf = async (jobId: string) =>
    (
      await selectRows<{ status: string; approved: number; until: string | null }>(
        t.deps.db,
        sql`SELECT status, approved_count AS approved, to_json(invite_first_until) #>> '{}' AS until
              FROM jobs WHERE id = ${jobId}`,
      )
    )[0];
  const alertedJobs = (userId: string) =>
    selectRows<{ ref: string }>(
      t.deps.db,
      sql`SELECT ref FROM notifications WHERE user_id = ${userId} AND kind = 'job_alert' ORDER BY ref`,
    ).then((rows) => rows.map((r) => r.ref.replace('job:', '')));
  const boardIds = async (who: SignedUpUser) =>
    (await get(who, '/api/jobs?limit=50')).json<{ jobs: { id: string }[] }>().jobs.map((j) => j.id);

  /** A contractor with credits, a job of `places` and favourites with the signup's 15 coins. */
  async function teamJob(places: number, favourites: number) {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 10);
    const job = await createJob(t, contractor, { required_people: places });
    const team: SignedUpUser[] = [];
    for (let i = 0; i < favourites; i++) {
      const f = await signupFreelancer(t);
      await favourite(contractor, f);
      team.push(f);
    }
    return { contractor, jobId: job.id, team };
  }

  it('only the owning contractor invites, only a favourite, once, nothing charged; the freelancer is told', async () => {
    const { contractor, jobId, team } = await teamJob(2, 1);
    const member = team[0]!;
    const stranger = await signupFreelancer(t);
    const otherContractor = await signupContractor(t);
    await favourite(otherContractor, member);
    const credits = await balanceOf(t, contractor.user.id, 'credit');

    // 401, 403, 404, 409 before the happy path.
    expect(
      (await t.request({ method: 'POST', url: `/api/contractor/jobs/${jobId}/invitations`, payload: {} })).statusCode,
    ).toBe(401);
    expect(
      (await post(member, `/api/contractor/jobs/${jobId}/invitations`, { freelancer_id: member.user.id })).statusCode,
    ).toBe(403);
    const notMine = await invite(otherContractor, jobId, member);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({ error: { code: 'JOB_NOT_FOUND', message: 'Vaga não encontrada' } });
    const notInTeam = await invite(contractor, jobId, stranger);
    expect(notInTeam.statusCode).toBe(409);
    expect(notInTeam.json()).toMatchObject({
      error: { code: 'FREELANCER_NOT_IN_TEAM', message: 'Só é possível convidar freelancers da sua equipe.' },
    });

    const res = await invite(contractor, jobId, member);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect(await stateOf(id)).toEqual({ status: 'invited', reason: null });
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits);
    expect(await balanceOf(t, member.user.id, 'coin')).toBe(15);
    expect(await kindsOf(member.user.id)).toContain('shift_invited');
    const [notice] = await selectRows<{ title: string; link: string }>(
      t.deps.db,
      sql`SELECT title, link FROM notifications WHERE user_id = ${member.user.id} AND kind = 'shift_invited'`,
    );
    expect(notice).toEqual({
      title: expect.stringMatching(/^Bar do João convidou você para Garçom — /),
      link: '/freelancer/jobs#convites',
    });

    const twice = await invite(contractor, jobId, member);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { code: 'ALREADY_ON_JOB' } });

    expect(await invitationsOf(member)).toEqual([
      expect.objectContaining({ id, application_cost: 15, can: { accept: true, decline: true } }),
    ]);
    expect(await invitationsOf(stranger)).toEqual([]);
    // The contractor's candidates show the invitation with its state.
    const detail = await get(contractor, `/api/contractor/jobs/${jobId}`);
    expect(detail.json<{ applications: { id: string; status: string }[] }>().applications).toEqual([
      expect.objectContaining({ id, status: 'invited' }),
    ]);
  });

  it('only the invited freelancer accepts: booked and charged as an approval, the contractor told; once', async () => {
    const { contractor, jobId, team } = await teamJob(2, 2);
    const [member, other] = team as [SignedUpUser, SignedUpUser];
    const { id } = (await invite(contractor, jobId, member)).json<{ id: string }>();
    const credits = await balanceOf(t, contractor.user.id, 'credit');

    const byOther = await accept(other, id);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({
      error: { code: 'INVITATION_NOT_FOUND', message: 'Convite não encontrado.' },
    });
    expect((await accept(contractor, id)).statusCode).toBe(403);
    expect((await decline(other, id)).statusCode).toBe(404);
    expect(await stateOf(id)).toEqual({ status: 'invited', reason: null });

    const res = await accept(member, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, job_id: jobId, application_cost: 15, awaiting_payment: false });
    expect(await stateOf(id)).toEqual({ status: 'approved', reason: null });
    expect(await jobOf(jobId)).toMatchObject({ status: 'active', approved: 1 });
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits - 1);
    expect(await balanceOf(t, member.user.id, 'coin')).toBe(0);
    expect(await kindsOf(contractor.user.id)).toContain('invitation_accepted');
    // The freelancer's agenda has the shift; the job detail gives the contractor's contact.
    const agenda = await get(member, '/api/freelancer/agenda');
    expect(agenda.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toContain(id);

    const again = await accept(member, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'INVITATION_NOT_AVAILABLE', message: 'Este convite não está mais disponível.' },
    });
    expect(await balanceOf(t, member.user.id, 'coin')).toBe(0);
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });

  it('accepting short of coins, or with a contractor short of credits, is refused in Portuguese and changes nothing', async () => {
    const { contractor, jobId, team } = await teamJob(2, 2);
    const [poor, rich] = team as [SignedUpUser, SignedUpUser];
    const poorId = (await invite(contractor, jobId, poor)).json<{ id: string }>().id;
    const richId = (await invite(contractor, jobId, rich)).json<{ id: string }>().id;
    await t.deps.db.transaction((tx) =>
      debit(tx, {
        userId: poor.user.id,
        currency: 'coin',
        amount: 10,
        reason: 'test_grant',
        idempotencyKey: randomUUID(),
      }),
    );
    const short = await accept(poor, poorId);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      error: {
        code: 'INSUFFICIENT_TOKENS',
        message: 'Tokens insuficientes. Você precisa de 15 moedas para se candidatar a esta vaga.',
      },
    });
    expect(await stateOf(poorId)).toEqual({ status: 'invited', reason: null });

    const credits = await balanceOf(t, contractor.user.id, 'credit');
    await t.deps.db.transaction((tx) =>
      debit(tx, {
        userId: contractor.user.id,
        currency: 'credit',
        amount: credits,
        reason: 'test_grant',
        idempotencyKey: randomUUID(),
      }),
    );
    const noCredit = await accept(rich, richId);
    expect(noCredit.statusCode).toBe(409);
    expect(noCredit.json()).toMatchObject({ error: { code: 'CONTRACTOR_CANNOT_CONFIRM' } });
    expect(await stateOf(richId)).toEqual({ status: 'invited', reason: null });
    expect(await balanceOf(t, rich.user.id, 'coin')).toBe(15);
    expect(await jobOf(jobId)).toMatchObject({ approved: 0 });
  });

  it('declining charges nothing and tells the contractor; applying while invited points to the invitation', async () => {
    const { contractor, jobId, team } = await teamJob(1, 2);
    const [member, applicant] = team as [SignedUpUser, SignedUpUser];
    const { id } = (await invite(contractor, jobId, member)).json<{ id: string }>();
    const applied = await applyAs(t, member, jobId);
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toMatchObject({ error: { code: 'INVITATION_PENDING' } });
    // The detail says so (no 'Candidatar-se').
    const detail = await get(member, `/api/jobs/${jobId}`);
    expect(detail.json()).toMatchObject({ my_application: { id, status: 'invited' }, can: { apply: false } });

    const res = await decline(member, id);
    expect(res.statusCode, res.body).toBe(204);
    expect(await stateOf(id)).toEqual({ status: 'rejected', reason: 'invitation_declined' });
    expect(await balanceOf(t, member.user.id, 'coin')).toBe(15);
    expect(await kindsOf(contractor.user.id)).toContain('invitation_declined');
    expect(await invitationsOf(member)).toEqual([]);
    // The place is still there for others.
    expect((await applyAs(t, applicant, jobId)).statusCode).toBe(201);
  });

  it('the invitations lapse when the job fills (accepting one, or approving an applicant); a full job takes none', async () => {
    const { contractor, jobId, team } = await teamJob(1, 3);
    const [first, second, third] = team as [SignedUpUser, SignedUpUser, SignedUpUser];
    const a = (await invite(contractor, jobId, first)).json<{ id: string }>().id;
    const b = (await invite(contractor, jobId, second)).json<{ id: string }>().id;
    expect((await accept(first, a)).statusCode).toBe(200);
    expect(await stateOf(b)).toEqual({ status: 'rejected', reason: 'invitation_expired' });
    expect((await accept(second, b)).statusCode).toBe(409);
    const full = await invite(contractor, jobId, third);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: { code: 'JOB_FULL' } });

    const other = await teamJob(1, 1);
    const invited = (await invite(other.contractor, other.jobId, other.team[0]!)).json<{ id: string }>().id;
    const applicant = await signupFreelancer(t);
    const applied = (await applyAs(t, applicant, other.jobId)).json<{ id: string }>().id;
    expect((await approveAs(t, other.contractor, applied)).statusCode).toBe(200);
    expect(await stateOf(invited)).toEqual({ status: 'rejected', reason: 'invitation_expired' });
    expect(await ledgerInvariantViolations(t)).toEqual([]);
  });

  it('at the start the sweep lets the invitations lapse, once; a block or a cancellation too', async () => {
    const { contractor, jobId, team } = await teamJob(2, 2);
    const [member, blocked] = team as [SignedUpUser, SignedUpUser];
    const id = (await invite(contractor, jobId, member)).json<{ id: string }>().id;
    const blockedId = (await invite(contractor, jobId, blocked)).json<{ id: string }>().id;
    const blocking = await t.request({
      method: 'PUT',
      url: `/api/contractor/blocks/${blocked.user.id}`,
      cookie: contractor.cookie,
    });
    expect(blocking.statusCode).toBe(204);
    expect(await stateOf(blockedId)).toEqual({ status: 'rejected', reason: 'invitation_expired' });
    expect(await kindsOf(blocked.user.id)).toEqual(['shift_invited']);

    const [job] = await selectRows<{ startsAt: string | Date }>(
      t.deps.db,
      sql`SELECT (service_date + start_time) AT TIME ZONE 'America/Sao_Paulo' AS "startsAt" FROM jobs WHERE id = ${jobId}`,
    );
    const afterStart = new Date(new Date(job!.startsAt).getTime() + 60_000);
    await sendDueReminders(t.deps, { now: afterStart });
    await sendDueReminders(t.deps, { now: afterStart });
    expect(await stateOf(id)).toEqual({ status: 'rejected', reason: 'invitation_expired' });
    const moves = await selectRows<{ move: string }>(
      t.deps.db,
      sql`SELECT move FROM shift_moves WHERE shift_id = ${id} ORDER BY id`,
    );
    expect(moves.map((m) => m.move)).toEqual(['invite', 'expire']);

    const cancelled = await teamJob(1, 1);
    const c = (await invite(cancelled.contractor, cancelled.jobId, cancelled.team[0]!)).json<{ id: string }>().id;
    expect((await post(cancelled.contractor, `/api/contractor/jobs/${cancelled.jobId}/cancel`)).statusCode).toBe(204);
    expect(await stateOf(c)).toEqual({ status: 'rejected', reason: 'invitation_expired' });
  });

  it('an invitation from a contractor the freelancer hid since is not listed and cannot be accepted', async () => {
    const { contractor, jobId, team } = await teamJob(1, 1);
    const member = team[0]!;
    const { id } = (await invite(contractor, jobId, member)).json<{ id: string }>();
    expect((await post(member, `/api/jobs/${jobId}/hide-contractor`)).statusCode).toBe(204);
    expect(await invitationsOf(member)).toEqual([]);
    const res = await accept(member, id);
    expect(res.statusCode).toBe(404);
    expect(await stateOf(id)).toEqual({ status: 'invited', reason: null });
    expect(await balanceOf(t, member.user.id, 'coin')).toBe(15);
  });

  describe("'Convidar minha equipe primeiro'", () => {
    it('validates the hours (1 to 48) and that the window ends before the start, in Portuguese', async () => {
      const contractor = await signupContractor(t);
      const publish = (payload: object) =>
        t.request({ method: 'POST', url: '/api/contractor/jobs', cookie: contractor.cookie, payload });
      for (const hours of [0, 49, 2.5]) {
        const res = await publish(jobPayload({ invite_first_hours: hours }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: { fields: { invite_first_hours: 'Escolha de 1 a 48 horas para convidar a equipe primeiro' } },
        });
      }
      const tooLong = await publish(
        jobPayload({ service_date: daysFromToday(1), start_time: '00:30', invite_first_hours: 48 }),
      );
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({
        error: {
          fields: {
            invite_first_hours: 'A janela de convite precisa terminar antes do início do turno: escolha menos horas',
          },
        },
      });
      expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(2);
    });

    it('keeps the job to the team (board, detail, apply, public page, alerts) and invites each favourite at once; the sweep opens it once', async () => {
      const contractor = await signupContractor(t);
      await grant(t, contractor.user.id, 'credit', 10);
      const [member, hider, latecomer] = [
        await signupFreelancer(t),
        await signupFreelancer(t),
        await signupFreelancer(t),
      ];
      for (const f of [member, hider]) await favourite(contractor, f);
      const outsider = await signupFreelancer(t);
      const alertBody = {
        segments: ['GARCOM'],
        city: 'São Paulo',
        neighborhoods: [],
        days: [0, 1, 2, 3, 4, 5, 6],
        min_salary_cents: 0,
        frequency: 'instant',
      };
      const saved = await post(outsider, '/api/freelancer/job-alerts', alertBody);
      expect(saved.statusCode, saved.body).toBe(201);
      // The hider hid the contractor (through one of their open jobs): not invited.
      const earlier = await createJob(t, contractor);
      expect((await post(hider, `/api/jobs/${earlier.id}/hide-contractor`)).statusCode).toBe(204);

      const before = Date.now();
      const res = await t.request({
        method: 'POST',
        url: '/api/contractor/jobs',
        cookie: contractor.cookie,
        payload: jobPayload({ invite_first_hours: 2 }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const job = res.json<{ id: string; invite_first_until: string; public_path: string | null }>();
      const until = new Date(job.invite_first_until).getTime();
      expect(until - before).toBeGreaterThanOrEqual(2 * HOUR - 1000);
      expect(until - Date.now()).toBeLessThanOrEqual(2 * HOUR);
      expect(job.public_path).toBeNull();

      // Each favourite no block stands between is invited, at once.
      expect((await invitationsOf(member)).map((i) => i.job.id)).toEqual([job.id]);
      expect(await kindsOf(member.user.id)).toContain('shift_invited');
      expect(await invitationsOf(hider)).toEqual([]);

      // The team sees it; nobody else does, anywhere.
      expect(await boardIds(member)).toContain(job.id);
      expect(await boardIds(outsider)).not.toContain(job.id);
      expect(await boardIds(outsider)).toContain(earlier.id);
      expect((await get(outsider, `/api/jobs/${job.id}`)).statusCode).toBe(404);
      expect((await applyAs(t, outsider, job.id)).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: `/api/public/jobs/${job.id}` })).statusCode).toBe(404);
      await matchPendingJobs(t.deps);
      expect(await alertedJobs(outsider.user.id)).not.toContain(job.id);
      expect(await alertedJobs(outsider.user.id)).toContain(earlier.id);

      // A favourite added after the publication sees it and applies as anyone would.
      await favourite(contractor, latecomer);
      expect(await boardIds(latecomer)).toContain(job.id);
      expect((await get(latecomer, `/api/jobs/${job.id}`)).statusCode).toBe(200);
      expect((await applyAs(t, latecomer, job.id)).statusCode).toBe(201);

      // Not yet: the sweep before the end opens nothing.
      expect(await openInviteFirstJobs(t.deps, new Date(until - 60_000))).toEqual([]);
      // Two instances at the end: the job opens once.
      const after = new Date(until + 1000);
      const opened = await Promise.all([openInviteFirstJobs(t.deps, after), openInviteFirstJobs(t.deps, after)]);
      expect(opened.flat().filter((id) => id === job.id)).toHaveLength(1);
      expect(await jobOf(job.id)).toMatchObject({ until: null });
      await sendDueReminders(t.deps, { now: after });

      expect(await boardIds(outsider)).toContain(job.id);
      expect((await get(outsider, `/api/jobs/${job.id}`)).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: `/api/public/jobs/${job.id}` })).statusCode).toBe(200);
      await matchPendingJobs(t.deps);
      expect(await alertedJobs(outsider.user.id)).toContain(job.id);
      expect((await applyAs(t, outsider, job.id)).statusCode).toBe(201);
      // The invitation stays open after the window until the job fills or starts.
      expect((await invitationsOf(member)).map((i) => i.job.id)).toEqual([job.id]);
    });
  });
});
