import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { FreelancerAgendaItem, FreelancerAgendaResponse } from '@vamos/shared/schemas/agenda';
import type { CheckInCode } from '@vamos/shared/schemas/check-in';
import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import type { NotificationPage } from '@vamos/shared/schemas/notifications';
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
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendDueReminders } from '../reminders/send-reminders.ts';
import { checkInCodeOf, dayBefore } from './check-in-code.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The shift's date and times in São Paulo (UTC−3) for a start `minutes` from now (negative: started), 4 h long. */
const startingIn = (minutes: number) => shiftStartingIn(minutes);

/** A job's start as an instant: its date and time in São Paulo (UTC−3, no daylight saving). */
const startOf = (job: { service_date: string; start_time: string }) =>
  new Date(`${job.service_date}T${job.start_time.slice(0, 5)}:00-03:00`);

/**
 * Confirmation and check-in (issue 24, decision 0030): 'Vou comparecer' before the start only; the
 * contractor told once when a shift is not confirmed 12 h before it; 'Cheguei' with the job's code
 * of the day, by the approved freelancer only, a wrong, yesterday's or another job's code refused;
 * the code read by the job's contractor only; the times shown to the contractor are the moves'.
 */
describe.each(TEST_DATABASES)('confirmation and check-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** An approved shift starting `minutes` from now, and a second job of the same contractor at the same time. */
  async function approvedShift(minutes: number) {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 5);
    const freelancer = await signupFreelancer(t);
    const job = await createJob(t, contractor, { salary_cents: 10_000, required_people: 2 });
    const applied = await applyAs(t, freelancer, job.id);
    expect(applied.statusCode, applied.body).toBe(201);
    const shiftId = applied.json<{ id: string }>().id;
    expect((await approveAs(t, contractor, shiftId)).statusCode).toBe(200);
    const times = startingIn(minutes);
    await moveShift(t, job.id, times);
    t.deps.jobDetailCache.forget(job.id);
    return { contractor, freelancer, jobId: job.id, shiftId, times };
  }

  const send = (who: SignedUpUser, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.request({ method, url, cookie: who.cookie, ...(payload ? { payload } : {}) });
  const confirm = (who: SignedUpUser, shiftId: string) =>
    send(who, 'POST', `/api/freelancer/agenda/${shiftId}/confirm`);
  const checkIn = (who: SignedUpUser, shiftId: string, code: string) =>
    send(who, 'POST', `/api/freelancer/agenda/${shiftId}/check-in`, { code });
  const codeOf = async (who: SignedUpUser, jobId: string) => {
    const res = await send(who, 'GET', `/api/contractor/jobs/${jobId}/check-in-code`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CheckInCode>();
  };
  const stateOf = async (shiftId: string) =>
    (await selectRows<{ status: string }>(t.deps.db, sql`SELECT status FROM job_applications WHERE id = ${shiftId}`))[0]
      ?.status;
  const movesOf = async (shiftId: string) =>
    (
      await selectRows<{ move: string }>(
        t.deps.db,
        sql`SELECT move FROM shift_moves WHERE shift_id = ${shiftId} ORDER BY id`,
      )
    ).map((r) => r.move);
  const candidate = async (contractor: SignedUpUser, jobId: string, shiftId: string) => {
    const res = await send(contractor, 'GET', `/api/contractor/jobs/${jobId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ContractorJobDetail>().applications.find((a) => a.id === shiftId);
  };

  it("'Vou comparecer' before the start only, by the shift's freelancer, once", async () => {
    const { contractor, freelancer, jobId, shiftId } = await approvedShift(30 * 60);
    const agenda = (await send(freelancer, 'GET', '/api/freelancer/agenda')).json<FreelancerAgendaResponse>();
    expect(agenda.items.find((i) => i.id === shiftId)?.can).toMatchObject({ confirm: true, check_in: false });

    const stranger = await signupFreelancer(t);
    const foreign = await confirm(stranger, shiftId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('AGENDA_ITEM_NOT_FOUND');
    expect(await stateOf(shiftId)).toBe('approved');

    const res = await confirm(freelancer, shiftId);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<FreelancerAgendaItem>();
    expect(item).toMatchObject({ shift_state: 'confirmed', can: { confirm: false, withdraw: true } });
    expect(item.presence.confirmed_at).not.toBeNull();
    // Again (a second tap, the e-mail's link): the same answer, one move.
    expect((await confirm(freelancer, shiftId)).statusCode).toBe(200);
    expect(await movesOf(shiftId)).toEqual(['apply', 'approve', 'confirm']);
    expect((await candidate(contractor, jobId, shiftId))?.presence).toMatchObject({
      confirmed_at: item.presence.confirmed_at,
      unconfirmed: false,
    });

    // Once the shift has started, confirming is over.
    const late = await approvedShift(-10);
    const refused = await confirm(late.freelancer, late.shiftId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'SHIFT_STARTED',
      message: 'O turno já começou: esta ação não está mais disponível.',
    });
    expect(await stateOf(late.shiftId)).toBe('approved');
    // …and an approved shift under way that was never confirmed says so to the contractor.
    expect((await candidate(late.contractor, late.jobId, late.shiftId))?.presence.unconfirmed).toBe(true);
  });

  it('the day before, one reminder asks for it; not confirmed 12 h before, the contractor is told once', async () => {
    const { contractor, freelancer, jobId, shiftId, times } = await approvedShift(40 * 60);
    const confirmed = await signupFreelancer(t);
    const other = (await applyAs(t, confirmed, jobId)).json<{ id: string }>().id;
    expect((await approveAs(t, contractor, other)).statusCode).toBe(200);
    expect((await confirm(confirmed, other)).statusCode).toBe(200);
    const start = startOf(times);
    const noticesOf = (who: SignedUpUser, kind: string) =>
      selectRows<{ title: string; body: string; link: string }>(
        t.deps.db,
        sql`SELECT title, body, link FROM notifications WHERE user_id = ${who.user.id} AND kind = ${kind}
             AND data ->> 'jobId' = ${jobId} ORDER BY created_at`,
      );

    await sendDueReminders(t.deps, { now: new Date(start.getTime() - 23 * HOUR) });
    const [reminder, ...more] = await noticesOf(freelancer, 'shift_reminder');
    expect(more).toEqual([]);
    expect(reminder?.body).toContain("Confirme sua presença em 'Vou comparecer'.");
    expect(reminder?.link).toBe(`/freelancer/agenda?confirmar=${shiftId}`);
    // In the app, the reminder's action is 'Vou comparecer' (the e-mail and the push name it too).
    const page = (await send(freelancer, 'GET', '/api/notifications')).json<NotificationPage>();
    expect(page.items.find((n) => n.kind === 'shift_reminder')).toMatchObject({
      action_label: 'Vou comparecer',
      link: `/freelancer/agenda?confirmar=${shiftId}`,
    });
    // The one who confirmed already is asked for nothing.
    expect((await noticesOf(confirmed, 'shift_reminder'))[0]?.link).toBe(`/jobs/${jobId}`);

    await sendDueReminders(t.deps, { now: new Date(start.getTime() - 12 * HOUR - MINUTE) });
    expect(await noticesOf(contractor, 'shift_unconfirmed')).toEqual([]);
    await sendDueReminders(t.deps, { now: new Date(start.getTime() - 12 * HOUR) });
    await sendDueReminders(t.deps, { now: new Date(start.getTime() - 11 * HOUR) });
    await sendDueReminders(t.deps, { now: new Date(start.getTime() - HOUR) });
    const name = (await candidate(contractor, jobId, shiftId))?.freelancer.full_name;
    const told = await noticesOf(contractor, 'shift_unconfirmed');
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toMatch(new RegExp(`^${name} ainda não confirmou presença em `));
    expect(told[0]?.link).toBe(`/contractor/jobs/${jobId}/details`);
  });

  it("the code: the job's contractor reads it on the day; 'Cheguei' takes today's code only", async () => {
    const { contractor, freelancer, jobId, shiftId } = await approvedShift(60);
    const secret = t.deps.config.authSecret;
    const today = todayInSaoPaulo();

    const shown = await codeOf(contractor, jobId);
    expect(shown).toMatchObject({ code: checkInCodeOf(secret, jobId, today), valid_on: today });
    expect(shown.code).toMatch(/^\d{6}$/);
    expect(shown.qr_svg).toContain('<svg');
    // Nobody else reads it: another contractor, the freelancer.
    const stranger = await signupContractor(t);
    expect((await send(stranger, 'GET', `/api/contractor/jobs/${jobId}/check-in-code`)).statusCode).toBe(404);
    expect((await send(freelancer, 'GET', `/api/contractor/jobs/${jobId}/check-in-code`)).statusCode).toBe(403);

    const another = await approvedShift(60);
    const refusals = [
      { code: '12345', error: 'VALIDATION' },
      { code: String((Number(shown.code) + 1) % 1_000_000).padStart(6, '0'), error: 'CHECK_IN_CODE_INVALID' },
      { code: checkInCodeOf(secret, jobId, dayBefore(today)), error: 'CHECK_IN_CODE_EXPIRED' },
      // Another job's code of today (at the same time).
      { code: (await codeOf(another.contractor, another.jobId)).code ?? '', error: 'CHECK_IN_CODE_INVALID' },
    ];
    for (const { code, error } of refusals) {
      const res = await checkIn(freelancer, shiftId, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.code).toBe(error);
    }
    expect((await checkIn(freelancer, shiftId, '12345')).json().error.message).toBe(
      'Digite os 6 números do código do contratante.',
    );
    expect((await checkIn(freelancer, shiftId, refusals[2]!.code)).json().error.message).toBe(
      'Este código é de outro dia. Peça ao contratante o código de hoje.',
    );

    // Only the approved freelancer: a pending applicant of the same job, the contractor.
    const pending = await signupFreelancer(t);
    const pendingId = (await applyAs(t, pending, jobId)).json<{ id: string }>().id;
    expect((await checkIn(pending, pendingId, shown.code!)).json().error.code).toBe('SHIFT_STATE_CONFLICT');
    expect((await checkIn(pending, shiftId, shown.code!)).statusCode).toBe(404);
    expect((await checkIn(contractor, shiftId, shown.code!)).statusCode).toBe(403);
    expect(await movesOf(shiftId)).toEqual(['apply', 'approve']);

    const res = await checkIn(freelancer, shiftId, shown.code!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FreelancerAgendaItem>()).toMatchObject({ shift_state: 'checked_in', can: { check_in: false } });
    const [move] = await selectRows<{ at: string }>(
      t.deps.db,
      sql`SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM shift_moves
           WHERE shift_id = ${shiftId} AND move = 'check_in'`,
    );
    expect((await candidate(contractor, jobId, shiftId))?.presence).toEqual({
      confirmed_at: null,
      checked_in_at: move?.at,
      checked_out_at: null,
      unconfirmed: false,
    });
  });

  it("'Cheguei' opens 2 h before the start and closes at the end; 'Encerrar turno' records the check-out", async () => {
    const early = await approvedShift(3 * 60);
    expect((await codeOf(early.contractor, early.jobId)).code).toBeNull();
    const code = checkInCodeOf(t.deps.config.authSecret, early.jobId, todayInSaoPaulo());
    const refused = await checkIn(early.freelancer, early.shiftId, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CHECK_IN_NOT_OPEN',
      message: 'O check-in abre 2 horas antes do início do turno.',
    });

    const under = await approvedShift(-60);
    const today = (await codeOf(under.contractor, under.jobId)).code!;
    expect((await checkIn(under.freelancer, under.shiftId, today)).statusCode).toBe(200);
    const out = await send(under.freelancer, 'POST', `/api/freelancer/agenda/${under.shiftId}/complete`);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json<FreelancerAgendaItem>().shift_state).toBe('checked_out');
    const presence = (await candidate(under.contractor, under.jobId, under.shiftId))?.presence;
    expect(presence?.checked_in_at).not.toBeNull();
    expect(presence?.checked_out_at).not.toBeNull();
    expect(await movesOf(under.shiftId)).toEqual(['apply', 'approve', 'check_in', 'conclude']);

    const ended = await approvedShift(-5 * 60);
    const closed = await checkIn(ended.freelancer, ended.shiftId, code);
    expect(closed.json().error.code).toBe('CHECK_IN_CLOSED');
    expect((await codeOf(ended.contractor, ended.jobId)).code).toBeNull();
  });
});
