import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import { buildApp } from '../../app.ts';
import { notificationDeliveries, notifications, subscriptions } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  moveShift,
  type SignedUpUser,
  signupContractor,
  signupFreelancer,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { debit } from '../wallet/wallet.service.ts';
import { sweepPayments } from '../payments/payment-sweeper.ts';
import { sendDueReminders } from './send-reminders.ts';

const HOUR = 3_600_000;

/** A job's start as an instant: its date and time in São Paulo (UTC−3, no daylight saving). */
const startOf = (job: { service_date: string; start_time: string }) =>
  new Date(`${job.service_date}T${job.start_time.slice(0, 5)}:00-03:00`);

/**
 * Reminders (issue 12): 24 h and 2 h before each approved shift (freelancer and contractor), once,
 * at their time in America/Sao_Paulo, never for a cancelled or withdrawn shift, derived from the
 * database so a restart loses none; the rating reminder a day after completion; the plan's end.
 */
describe.each(TEST_DATABASES)('reminders on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 100);
  });
  afterAll(async () => t.close());

  const remindersOf = async (...who: SignedUpUser[]) =>
    (
      await t.deps.db
        .select()
        .from(notifications)
        .where(
          and(
            inArray(
              notifications.userId,
              who.map((u) => u.user.id),
            ),
            inArray(notifications.kind, ['shift_reminder', 'evaluation_reminder', 'plan_expiring', 'plan_expired']),
          ),
        )
        .orderBy(notifications.createdAt, notifications.title)
    )
      .map((n) => ({ at: n.createdAt.getTime(), who: who.findIndex((u) => u.user.id === n.userId), n }))
      // Notices of one transaction share its time: then by person, in the order given.
      .sort((a, b) => a.at - b.at || a.who - b.who)
      .map(({ who: index, n }) => ({ who: index, kind: n.kind, title: n.title, body: n.body }));
  const approvedShift = async (overrides: Record<string, unknown> = {}) => {
    const job = await createJob(t, contractor, {
      service_date: daysFromToday(2),
      payment_date: daysFromToday(3),
      ...overrides,
    });
    const f = await signupFreelancer(t);
    const applicationId = (await applyAs(t, f, job.id)).json<{ id: string }>().id;
    expect((await approveAs(t, contractor, applicationId)).statusCode).toBe(200);
    return { job, f, applicationId };
  };
  const day = (now: Date, serviceDate: string) => (serviceDate === todayInSaoPaulo(now) ? 'hoje' : 'amanhã');

  it('24 h and 2 h before the shift, once each, to the freelancer and the contractor', async () => {
    const owner = await signupContractor(t);
    await grant(t, owner.user.id, 'credit', 10);
    const job = await createJob(t, owner, { service_date: daysFromToday(2), payment_date: daysFromToday(3) });
    const f = await signupFreelancer(t);
    expect((await approveAs(t, owner, (await applyAs(t, f, job.id)).json<{ id: string }>().id)).statusCode).toBe(200);
    const start = startOf(job);

    await sendDueReminders(t.deps, { now: new Date(start.getTime() - 25 * HOUR) });
    expect(await remindersOf(f, owner)).toEqual([]);

    const dayBefore = new Date(start.getTime() - 23 * HOUR);
    await sendDueReminders(t.deps, { now: dayBefore });
    await sendDueReminders(t.deps, { now: new Date(dayBefore.getTime() + 60_000) });
    const when = `${day(dayBefore, job.service_date)} às 18:00`;
    expect(await remindersOf(f, owner)).toEqual([
      {
        who: 0,
        kind: 'shift_reminder',
        title: `Lembrete: ${job.title} ${when}`,
        // The day before, the reminder asks for 'Vou comparecer' (issue 24): one message, not two.
        body: "Local: Avenida Paulista, 1000 — Bela Vista, São Paulo - SP. Confirme sua presença em 'Vou comparecer'. Se não puder ir, use 'Desistir' o quanto antes.",
      },
      {
        who: 1,
        kind: 'shift_reminder',
        title: `Lembrete: ${job.title} ${when}`,
        body: '1 freelancer confirmado. Os contatos estão na vaga.',
      },
    ]);

    const twoHoursBefore = new Date(start.getTime() - 90 * 60_000);
    await sendDueReminders(t.deps, { now: twoHoursBefore });
    await sendDueReminders(t.deps, { now: new Date(start.getTime() - 60_000) });
    await sendDueReminders(t.deps, { now: new Date(start.getTime() + 60_000) });
    const all = await remindersOf(f, owner);
    expect(all).toHaveLength(4);
    expect(all.slice(2).map((r) => [r.who, r.title])).toEqual([
      [0, `Lembrete: ${job.title} ${day(twoHoursBefore, job.service_date)} às 18:00`],
      [1, `Lembrete: ${job.title} ${day(twoHoursBefore, job.service_date)} às 18:00`],
    ]);
    // Each goes out by e-mail through the queue too.
    const queued = await t.deps.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(and(eq(notifications.userId, f.user.id), eq(notifications.kind, 'shift_reminder')));
    expect(queued).toEqual([{ channel: 'email' }, { channel: 'email' }]);
  });

  it('no reminder for a cancelled job or a withdrawn application', async () => {
    const cancelled = await approvedShift();
    const withdrawn = await approvedShift({ start_time: '20:00', end_time: '23:30' });
    const post = (who: SignedUpUser, url: string) => t.request({ method: 'POST', url, cookie: who.cookie });
    expect((await post(contractor, `/api/contractor/jobs/${cancelled.job.id}/cancel`)).statusCode).toBe(204);
    expect(
      (await post(withdrawn.f, `/api/freelancer/applications/${withdrawn.applicationId}/withdraw`)).statusCode,
    ).toBe(200);
    for (const job of [cancelled.job, withdrawn.job]) {
      await sendDueReminders(t.deps, { now: new Date(startOf(job).getTime() - 23 * HOUR) });
      await sendDueReminders(t.deps, { now: new Date(startOf(job).getTime() - HOUR) });
    }
    expect(await remindersOf(cancelled.f, withdrawn.f)).toEqual([]);
    const ofTheseJobs = (await remindersOf(contractor)).filter(
      (r) => r.title.includes(cancelled.job.title) && r.kind === 'shift_reminder',
    );
    expect(ofTheseJobs).toEqual([]);
  });

  it('survives a restart: another server instance, built after the approval, sends it at its time', async () => {
    const { job, f } = await approvedShift({ start_time: '10:00', end_time: '14:00' });
    const other = await buildApp({ config: t.deps.config, database: t.database, logger: false });
    try {
      const now = new Date(startOf(job).getTime() - 20 * HOUR);
      expect((await sendDueReminders(other.deps, { now })).stored).toBeGreaterThanOrEqual(1);
      expect(await sendDueReminders(t.deps, { now })).toEqual({ stored: 0 });
      expect((await remindersOf(f)).map((r) => r.kind)).toEqual(['shift_reminder']);
    } finally {
      await other.app.close();
    }
  });

  it('a day after completion, whoever has not rated is reminded once', async () => {
    const { job, f } = await approvedShift({ service_date: daysFromToday(0), payment_date: daysFromToday(1) });
    await moveShift(t, job.id, { service_date: daysFromToday(-1) });
    const completed = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${job.id}/complete`,
      cookie: contractor.cookie,
    });
    expect(completed.statusCode).toBe(200);
    const rate = await t.request({
      method: 'POST',
      url: '/api/evaluations',
      cookie: f.cookie,
      payload: {
        job_id: job.id,
        evaluated_id: contractor.user.id,
        rating: 4,
        punctual: true,
        proactive: true,
        polite: true,
        agile: true,
      },
    });
    expect(rate.statusCode, rate.body).toBe(201);
    await sendDueReminders(t.deps, { now: new Date(Date.now() + 23 * HOUR) });
    expect((await remindersOf(contractor)).filter((r) => r.kind === 'evaluation_reminder')).toEqual([]);
    await sendDueReminders(t.deps, { now: new Date(Date.now() + 25 * HOUR) });
    await sendDueReminders(t.deps, { now: new Date(Date.now() + 26 * HOUR) });
    const reminded = (await remindersOf(contractor, f)).filter((r) => r.kind === 'evaluation_reminder');
    expect(reminded.filter((r) => r.title.includes(job.title))).toEqual([
      {
        who: 0,
        kind: 'evaluation_reminder',
        title: expect.stringMatching(/^Como foi .* Avalie agora$/),
        body: 'Sua avaliação ajuda os bons freelancers a serem encontrados.',
      },
    ]);
  });

  it("a paid plan's end: warned 3 days before, told when it ended", async () => {
    const c = await signupContractor(t);
    const expiresAt = new Date(Date.now() + 10 * 24 * HOUR);
    await t.deps.db
      .insert(subscriptions)
      .values({ userId: c.user.id, planId: 'basico', startedAt: new Date(), expiresAt })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { planId: 'basico', expiresAt } });
    await sendDueReminders(t.deps, { now: new Date(expiresAt.getTime() - 4 * 24 * HOUR) });
    expect(await remindersOf(c)).toEqual([]);
    await sendDueReminders(t.deps, { now: new Date(expiresAt.getTime() - 2 * 24 * HOUR) });
    await sendDueReminders(t.deps, { now: new Date(expiresAt.getTime() - 24 * HOUR) });
    expect(await remindersOf(c)).toEqual([
      {
        who: 0,
        kind: 'plan_expiring',
        title: `Seu plano Starter vence em ${todayInSaoPaulo(expiresAt).split('-').reverse().join('/')}`,
        body: 'Renove com PIX para continuar publicando e aprovando com os créditos do plano.',
      },
    ]);
    await t.deps.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, c.user.id));
    await sweepPayments(t.deps);
    expect((await remindersOf(c)).map((r) => [r.kind, r.title])).toEqual([
      ['plan_expiring', expect.any(String)],
      ['plan_expired', 'Seu plano terminou'],
    ]);
  });

  it('a freelancer short of coins when the contractor approves hears it (once); nothing is charged', async () => {
    const job = await createJob(t, contractor);
    const f = await signupFreelancer(t);
    const applicationId = (await applyAs(t, f, job.id)).json<{ id: string }>().id;
    await t.deps.db.transaction((tx) =>
      debit(tx, {
        userId: f.user.id,
        currency: 'coin',
        amount: 10,
        reason: 'test_spend',
        idempotencyKey: randomUUID(),
      }),
    );
    for (let i = 0; i < 2; i += 1) {
      const res = await approveAs(t, contractor, applicationId);
      expect(res.json().error.code).toBe('FREELANCER_INSUFFICIENT_COINS');
    }
    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, f.user.id), eq(notifications.kind, 'coins_needed')));
    expect(told.map((n) => [n.title, n.body])).toEqual([
      [
        expect.stringMatching(/^Faltam moedas para sua aprovação em /),
        expect.stringMatching(/^O contratante quis aprovar você, mas a vaga custa \d+ moedas e você tem 5\./),
      ],
    ]);
  });
});
