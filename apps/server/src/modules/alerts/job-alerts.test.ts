import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloInstant, todayInSaoPaulo } from '@vamos/shared/dates';
import type { JobAlertInput, JobAlertList, JobAlertView } from '@vamos/shared/schemas/job-alerts';
import { jobAlertMatches, jobAlertRuns, jobAlerts, mailOutbox, notifications } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  createJob,
  daysFromToday,
  grant,
  insertOperator,
  jobPayload,
  type SignedUpUser,
  signupContractor,
  signupFreelancer,
} from '../../test/factories.ts';
import { createTestApp, startTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDue } from '../notifications/delivery-worker.ts';
import { reactivateUser, suspendUser } from '../operators/suspend-user.ts';
import { matchPendingJobs } from './match-new-jobs.ts';
import { sendAlertDigests } from './send-alert-digests.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The day of the week of an ISO date (0 = Sunday), as the server reads a job's date. */
const weekdayOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).getUTCDay();

/** A job three days from now in Bela Vista, São Paulo, for R$ 150,00 (jobPayload's defaults). */
const SERVICE_DATE = daysFromToday(3);
const DOW = weekdayOf(SERVICE_DATE);

const alert = (overrides: Partial<JobAlertInput> = {}): JobAlertInput => ({
  segments: ['GARCOM'],
  city: 'São Paulo',
  neighborhoods: [],
  days: [0, 1, 2, 3, 4, 5, 6],
  min_salary_cents: 0,
  frequency: 'instant',
  ...overrides,
});

/**
 * 'Alertas de vagas' (issue 25, decision 0032): a freelancer's alerts (only theirs, at most 10);
 * each published job matched against every alert in one statement, after the commit from a
 * durable queue; each person told once per job; the 08:00 digest.
 */
describe.each(TEST_DATABASES)('job alerts on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 100);
  });
  afterAll(async () => t?.close());

  const saveAlert = (who: SignedUpUser, body: JobAlertInput | Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/freelancer/job-alerts', cookie: who.cookie, payload: body });

  async function freelancerWithAlerts(...alerts: JobAlertInput[]): Promise<SignedUpUser> {
    const f = await signupFreelancer(t);
    for (const a of alerts) expect((await saveAlert(f, a)).statusCode).toBe(201);
    return f;
  }

  /** The job alerts (both kinds) each person received, as the bell lists them. */
  const alertsTo = async (who: SignedUpUser) =>
    t.deps.db
      .select({
        kind: notifications.kind,
        ref: notifications.ref,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id), inArray(notifications.kind, ['job_alert', 'job_alert_digest'])))
      .orderBy(notifications.createdAt);

  const bell = async (who: SignedUpUser) =>
    (await t.request({ method: 'GET', url: '/api/notifications', cookie: who.cookie })).json<{
      items: { kind: string; title: string; link: string }[];
    }>().items;

  it('each criterion matches and fails to match: segment, city, neighbourhood, day of the week, minimum value', async () => {
    const matchesAll = await freelancerWithAlerts(
      alert({ city: ' sao  PAULO ', neighborhoods: ['bela vista'], days: [DOW], min_salary_cents: 15_000 }),
    );
    const anything = await freelancerWithAlerts(alert({ segments: [] }));
    const otherSegment = await freelancerWithAlerts(alert({ segments: ['BARTENDER', 'SEGURANCA'] }));
    const otherCity = await freelancerWithAlerts(alert({ city: 'Campinas' }));
    const otherNeighborhood = await freelancerWithAlerts(alert({ neighborhoods: ['Pinheiros'] }));
    const otherDay = await freelancerWithAlerts(alert({ days: [(DOW + 1) % 7, (DOW + 3) % 7] }));
    const valueTooHigh = await freelancerWithAlerts(alert({ min_salary_cents: 15_001 }));
    const paused = await freelancerWithAlerts(alert({ active: false }));

    const job = await createJob(t, contractor, { service_date: SERVICE_DATE });
    // Published, queued, not yet matched: publishing does not wait for the matching.
    expect(await alertsTo(matchesAll)).toEqual([]);
    const report = await matchPendingJobs(t.deps);
    expect(report.jobs).toBeGreaterThanOrEqual(1);

    for (const f of [matchesAll, anything]) {
      expect(await alertsTo(f)).toEqual([
        expect.objectContaining({ kind: 'job_alert', ref: `job:${job.id}`, link: `/jobs/${job.id}` }),
      ]);
    }
    const [told] = await alertsTo(matchesAll);
    expect(told?.title).toMatch(/^Nova vaga: Garçom — \d\d\/\d\d em Bela Vista$/);
    expect(told?.body).toContain('São Paulo');
    expect(told?.body).toContain('R$\u00a0150,00');
    expect((await bell(matchesAll))[0]).toMatchObject({ kind: 'job_alert', link: `/jobs/${job.id}` });
    for (const f of [otherSegment, otherCity, otherNeighborhood, otherDay, valueTooHigh, paused]) {
      expect(await alertsTo(f)).toEqual([]);
    }
    const matched = await t.deps.db.select().from(jobAlertMatches).where(eq(jobAlertMatches.jobId, job.id));
    expect(matched.map((m) => m.userId).sort()).toEqual([matchesAll.user.id, anything.user.id].sort());
  });

  it('a job matching 3 alerts of one person notifies once, whatever the retries', async () => {
    const f = await freelancerWithAlerts(
      alert({ neighborhoods: ['Bela Vista'] }),
      alert({ segments: [] }),
      alert({ frequency: 'daily' }),
    );
    const job = await createJob(t, contractor, { service_date: SERVICE_DATE });
    await matchPendingJobs(t.deps);
    // The run again (a retry after a crash, another instance): nobody is told twice.
    await t.deps.db.update(jobAlertRuns).set({ doneAt: null }).where(eq(jobAlertRuns.jobId, job.id));
    await matchPendingJobs(t.deps);
    expect((await alertsTo(f)).map((n) => n.ref)).toEqual([`job:${job.id}`]);
    const rows = await t.deps.db
      .select()
      .from(jobAlertMatches)
      .where(and(eq(jobAlertMatches.jobId, job.id), eq(jobAlertMatches.userId, f.user.id)));
    // 'Na hora' wins over the digest: the job is not sent again at 08:00.
    expect(rows.map((r) => r.frequency)).toEqual(['instant']);
  });

  it('a job the freelancer already applied to is not sent; a cancelled job is sent to nobody', async () => {
    const f = await freelancerWithAlerts(alert({ city: 'Niterói' }));
    const job = await createJob(t, contractor, { service_date: SERVICE_DATE, city: 'Niterói', state: 'RJ' });
    expect((await applyAs(t, f, job.id)).statusCode).toBe(201);
    const cancelled = await createJob(t, contractor, { service_date: SERVICE_DATE, city: 'Niterói', state: 'RJ' });
    const cancel = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${cancelled.id}/cancel`,
      cookie: contractor.cookie,
    });
    expect(cancel.statusCode).toBeLessThan(300);
    await matchPendingJobs(t.deps);
    expect(await alertsTo(f)).toEqual([]);
    const runs = await t.deps.db
      .select()
      .from(jobAlertRuns)
      .where(inArray(jobAlertRuns.jobId, [job.id, cancelled.id]));
    expect(runs.map((r) => r.doneAt !== null)).toEqual([true, true]);
    expect(await t.deps.db.select().from(jobAlertMatches).where(eq(jobAlertMatches.userId, f.user.id))).toEqual([]);
  });

  it('a suspended freelancer’s alerts match nothing until the reactivation', async () => {
    const actor = await insertOperator(t);
    const reason = 'Conduta contrária aos termos de uso.';
    const suspended = await freelancerWithAlerts(alert({ city: 'Campinas' }));
    const other = await freelancerWithAlerts(alert({ city: 'Campinas' }));
    await suspendUser(t.deps, actor, suspended.user.id, reason);
    const whileSuspended = await createJob(t, contractor, { service_date: SERVICE_DATE, city: 'Campinas' });
    await matchPendingJobs(t.deps);
    expect(await alertsTo(suspended)).toEqual([]);
    expect((await alertsTo(other)).map((n) => n.ref)).toEqual([`job:${whileSuspended.id}`]);

    await reactivateUser(t.deps, actor, suspended.user.id, reason);
    const after = await createJob(t, contractor, { service_date: SERVICE_DATE, city: 'Campinas' });
    await matchPendingJobs(t.deps);
    expect((await alertsTo(suspended)).map((n) => n.ref)).toEqual([`job:${after.id}`]);
  });

  it('the daily digest groups the day’s matches into one message at 08:00 (São Paulo), once', async () => {
    const f = await freelancerWithAlerts(alert({ city: 'Santos', frequency: 'daily' }));
    const first = await createJob(t, contractor, { service_date: SERVICE_DATE, city: 'Santos' });
    const second = await createJob(t, contractor, {
      service_date: daysFromToday(4),
      city: 'Santos',
      segment: 'GARCOM',
      salary_cents: 20_000,
    });
    const now = new Date();
    await matchPendingJobs(t.deps, { now });
    expect(await alertsTo(f)).toEqual([]);

    const today = todayInSaoPaulo(now);
    let eight = saoPauloInstant(today, '08:00');
    if (eight.getTime() <= now.getTime()) eight = new Date(eight.getTime() + DAY);
    await sendAlertDigests(t.deps, { now: new Date(eight.getTime() - MINUTE) });
    expect(await alertsTo(f)).toEqual([]);

    await sendAlertDigests(t.deps, { now: eight });
    await sendAlertDigests(t.deps, { now: new Date(eight.getTime() + 5 * MINUTE) });
    const told = await alertsTo(f);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'job_alert_digest', title: 'Resumo diário: 2 vagas novas para você' });
    expect(told[0]?.body).toContain('R$\u00a0150,00');
    expect(told[0]?.body).toContain('R$\u00a0200,00');
    const rows = await t.deps.db
      .select()
      .from(jobAlertMatches)
      .where(inArray(jobAlertMatches.jobId, [first.id, second.id]));
    expect(rows.every((r) => r.digestOn !== null)).toBe(true);

    // By e-mail, with the one-click unsubscribe of 'Alertas de vagas'.
    await deliverDue(t.deps, { now: eight });
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, f.email));
    expect(mail?.subject).toBe('Resumo diário: 2 vagas novas para você');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.textBody).toContain('Parar de receber e-mails de alertas de vagas');
  });

  it('a restart between publishing and matching loses nothing', async () => {
    const f = await freelancerWithAlerts(alert({ city: 'Curitiba' }));
    const job = await createJob(t, contractor, { service_date: SERVICE_DATE, city: 'Curitiba', state: 'PR' });
    // The process stops right after the commit; the queued job is in the database.
    await t.app.close();
    const queued = await t.deps.db.select().from(jobAlertRuns).where(eq(jobAlertRuns.jobId, job.id));
    expect(queued).toEqual([expect.objectContaining({ doneAt: null })]);
    t = await startTestApp(t.database);
    await matchPendingJobs(t.deps);
    expect((await alertsTo(f)).map((n) => n.ref)).toEqual([`job:${job.id}`]);
  });

  it('a job edited after publishing is matched again: who it now reaches is told, nobody twice', async () => {
    const early = await freelancerWithAlerts(alert({ city: 'Salvador' }));
    const wantsMore = await freelancerWithAlerts(alert({ city: 'Salvador', min_salary_cents: 20_000 }));
    const bartender = await freelancerWithAlerts(alert({ city: 'Salvador', segments: ['BARTENDER'] }));
    const fields = { service_date: SERVICE_DATE, city: 'Salvador', state: 'BA', salary_cents: 15_000 };
    const job = await createJob(t, contractor, fields);
    await matchPendingJobs(t.deps);
    const put = (changes: object) =>
      t.request({
        method: 'PUT',
        url: `/api/contractor/jobs/${job.id}`,
        cookie: contractor.cookie,
        payload: jobPayload({ ...fields, ...changes }),
      });

    // Only the description changes: nothing an alert reads, so the job is not queued again.
    expect((await put({ description: 'Jantar de aniversário.' })).statusCode).toBe(200);
    const [afterDescription] = await t.deps.db.select().from(jobAlertRuns).where(eq(jobAlertRuns.jobId, job.id));
    expect(afterDescription?.doneAt).not.toBeNull();

    // The value rises past the second person's minimum: they are told now; the first is not told again.
    expect((await put({ salary_cents: 25_000 })).statusCode).toBe(200);
    await matchPendingJobs(t.deps);
    expect((await alertsTo(early)).map((n) => n.ref)).toEqual([`job:${job.id}`]);
    expect((await alertsTo(wantsMore)).map((n) => n.ref)).toEqual([`job:${job.id}`]);
    expect(await alertsTo(bartender)).toEqual([]);

    // The segment changes: the bartender is told; the others are not told again.
    expect((await put({ salary_cents: 25_000, segment: 'BARTENDER' })).statusCode).toBe(200);
    await matchPendingJobs(t.deps);
    for (const f of [early, wantsMore, bartender]) {
      expect((await alertsTo(f)).map((n) => n.ref)).toEqual([`job:${job.id}`]);
    }
  });

  it('only the owner reads and changes their alerts; a contractor has none; signed out: 401', async () => {
    const owner = await freelancerWithAlerts(alert({ city: 'Recife' }));
    const other = await signupFreelancer(t);
    const list = (who: SignedUpUser) =>
      t.request({ method: 'GET', url: '/api/freelancer/job-alerts', cookie: who.cookie });
    const [mine] = (await list(owner)).json<JobAlertList>().items;
    expect(mine).toMatchObject({ city: 'Recife', segments: ['GARCOM'], frequency: 'instant', active: true });
    expect((await list(other)).json<JobAlertList>()).toEqual({ items: [], max: 10 });

    const url = `/api/freelancer/job-alerts/${mine?.id}`;
    const put = await t.request({ method: 'PUT', url, cookie: other.cookie, payload: alert({ city: 'Olinda' }) });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ error: { code: 'JOB_ALERT_NOT_FOUND', message: 'Alerta não encontrado.' } });
    expect((await t.request({ method: 'DELETE', url, cookie: other.cookie })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/freelancer/job-alerts', cookie: contractor.cookie })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/freelancer/job-alerts' })).statusCode).toBe(401);
    const stored = await t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.userId, owner.user.id));
    expect(stored.map((a) => a.city)).toEqual(['Recife']);

    // The owner pauses it, edits it, deletes it.
    const paused = await t.request({
      method: 'PUT',
      url,
      cookie: owner.cookie,
      payload: alert({ city: 'Olinda', active: false, days: [6, 0, 6] }),
    });
    expect(paused.json<JobAlertView>()).toMatchObject({ city: 'Olinda', active: false, days: [0, 6] });
    expect((await t.request({ method: 'DELETE', url, cookie: owner.cookie })).statusCode).toBe(204);
    expect(await t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.userId, owner.user.id))).toEqual([]);
  });

  it('at most 10 alerts per person, and bad input gets a Portuguese message and changes nothing', async () => {
    const f = await signupFreelancer(t);
    const results = await Promise.all(Array.from({ length: 12 }, () => saveAlert(f, alert({ city: 'Maceió' }))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = results.find((r) => r.statusCode !== 201);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json()).toMatchObject({
      error: {
        code: 'JOB_ALERT_LIMIT',
        message: 'Você já tem 10 alertas, o máximo permitido. Apague ou edite um alerta para criar outro.',
      },
    });

    const g = await signupFreelancer(t);
    const bad = await saveAlert(g, { ...alert(), city: '', days: [], segments: ['ASTRONAUTA'], frequency: 'semanal' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      city: 'Informe a cidade',
      days: 'Escolha pelo menos um dia da semana',
      'segments.0': 'Função inválida',
      frequency: "Escolha 'Na hora' ou 'Resumo diário'",
    });
    const negative = await saveAlert(g, alert({ min_salary_cents: -1 }));
    expect(negative.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      min_salary_cents: 'Valor mínimo inválido',
    });
    expect(await t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.userId, g.user.id))).toEqual([]);
  });
});
