import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import type { OperatorJobList } from '@vamos/shared/schemas/operator-jobs';
import type { OperatorReportList } from '@vamos/shared/schemas/reports';
import { selectRows } from '../../db/client.ts';
import { operatorAudit, reports } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  moveShift as moveJobInTime,
  shiftStartingIn,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import * as money from '../../test/guaranteed-pay.ts';
import { fundPlace, guaranteedPayApp } from '../../test/guaranteed-pay.ts';
import { ledgerInvariantViolations } from '../../test/ledger.ts';
import { readyOperator, type SignedInOperator } from '../../test/operators.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { ledgerTotal } from '../money-ledger/money-ledger.service.ts';

/**
 * 'Vagas' and 'Denúncias' (issue 28, decision 0054), on both databases: a report once per person and
 * target; 'Ocultar vaga' refunding and telling everyone once, also under concurrent clicks and a
 * contractor cancelling at the same moment, a guaranteed-pay place refunded in full even late;
 * 'Remover avaliação' recomputing the averages; every resolution audited and its reporter told.
 */
describe.each(TEST_DATABASES)('reports and hidden jobs on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  let contractor: SignedUpUser;
  let operator: SignedInOperator;
  let other: SignedInOperator;

  beforeAll(async () => {
    ({ t, local, contractor } = await guaranteedPayApp(kind));
    operator = await readyOperator(t, 'Olga Operadora');
    other = await readyOperator(t, 'Otávio Operador');
  });
  afterAll(async () => {
    expect(await ledgerTotal(t.deps.db)).toBe(0);
    expect(await ledgerInvariantViolations(t)).toEqual([]);
    await t.close();
  });

  const report = (who: SignedUpUser, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/reports', cookie: who.cookie, payload });
  const reportJob = (who: SignedUpUser, jobId: string, text = 'Pedem um depósito antes de começar.') =>
    report(who, { target_type: 'job', target_id: jobId, category: 'fraud', text });
  const hide = (who: SignedInOperator, jobId: string, reason = 'Vaga falsa, pede depósito antecipado.') =>
    t.request({ method: 'POST', url: `/api/operator/jobs/${jobId}/hide`, cookie: who.cookie, payload: { reason } });
  const resolve = (who: SignedInOperator, reportId: string, action: string, reason = 'Analisado pela equipe.') =>
    t.request({
      method: 'POST',
      url: `/api/operator/reports/${reportId}/resolve`,
      cookie: who.cookie,
      payload: { action, reason },
    });
  const queue = async () =>
    (
      await t.request({ method: 'GET', url: '/api/operator/reports', cookie: operator.cookie })
    ).json<OperatorReportList>().reports;
  const noticesOf = (userId: string, kind: string) =>
    selectRows<{ title: string; body: string }>(
      t.deps.db,
      sql`SELECT title, body FROM notifications WHERE user_id = ${userId} AND kind = ${kind} ORDER BY created_at`,
    );
  const refundsOf = (shiftId: string) =>
    selectRows<{ entry: string }>(
      t.deps.db,
      sql`SELECT reason || ':' || delta AS entry FROM ledger_entries
           WHERE reference = ${`application:${shiftId}`} AND currency = 'coin' AND delta > 0 ORDER BY id`,
    ).then((rows) => rows.map((r) => r.entry));
  const auditOf = (targetId: string) =>
    t.deps.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, targetId));

  /** A job in 3 days with one booked freelancer (cost 10 coins) and one still pending. */
  async function bookedJob() {
    const job = await createJob(t, contractor, {
      salary_cents: 10_000,
      required_people: 2,
      service_date: daysFromToday(3),
    });
    const booked = await signupFreelancer(t);
    const pending = await signupFreelancer(t);
    const shiftId = (await applyAs(t, booked, job.id)).json<{ id: string }>().id;
    expect((await approveAs(t, contractor, shiftId)).statusCode).toBe(200);
    const pendingId = (await applyAs(t, pending, job.id)).json<{ id: string }>().id;
    return { job, booked, pending, shiftId, pendingId };
  }

  it('a person reports a target once while it is open; bad input, their own job and unknown targets are refused', async () => {
    const job = await createJob(t, contractor);
    const f = await signupFreelancer(t);
    const before = await t.deps.db.select().from(reports);

    const short = await report(f, { target_type: 'job', target_id: job.id, category: 'fraud', text: 'curto' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: { fields: Record<string, string> } }>().error.fields.text).toBe(
      'Explique em pelo menos 10 caracteres.',
    );
    const noCategory = await report(f, { target_type: 'job', target_id: job.id, text: 'Um texto comprido.' });
    expect(noCategory.json<{ error: { fields: Record<string, string> } }>().error.fields.category).toBe(
      'Escolha o motivo da denúncia.',
    );
    const own = await reportJob(contractor, job.id);
    expect(own.json()).toEqual({ error: { code: 'REPORT_OWN_TARGET', message: ERROR_MESSAGES.REPORT_OWN_TARGET } });
    const unknown = await reportJob(f, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(await t.deps.db.select().from(reports)).toEqual(before);

    // Two quick clicks: one report stored, the other told it exists.
    const answers = await Promise.all([reportJob(f, job.id), reportJob(f, job.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
      error: { code: 'REPORT_ALREADY_OPEN', message: ERROR_MESSAGES.REPORT_ALREADY_OPEN },
    });
    const stored = await t.deps.db.select().from(reports).where(eq(reports.jobId, job.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reporterId: f.user.id, status: 'open', category: 'fraud' });

    // The queue shows it with the job's content; once archived, the person may report again.
    const queued = (await queue()).find((r) => r.id === stored[0]!.id)!;
    expect(queued.target).toMatchObject({ type: 'job', title: job.title, owner: { id: contractor.user.id } });
    expect(queued.reporter.email).toBe(f.email);
    expect((await resolve(operator, queued.id, 'hide_job', 'x')).statusCode).toBe(400);
    expect(
      (await resolve(operator, queued.id, 'remove_evaluation')).json<{ error: { code: string } }>().error.code,
    ).toBe('REPORT_ACTION_NOT_ALLOWED');
    expect((await resolve(operator, queued.id, 'dismiss', 'Conferimos: a vaga é legítima.')).statusCode).toBe(200);
    expect((await resolve(other, queued.id, 'dismiss')).statusCode).toBe(409);
    expect(await noticesOf(f.user.id, 'report_outcome')).toEqual([
      {
        title: `Sua denúncia sobre a vaga ${job.title} foi arquivada`,
        body: 'Nossa equipe analisou sua denúncia e não encontrou motivo para agir. Obrigado por avisar. Motivo: Conferimos: a vaga é legítima.',
      },
    ]);
    expect((await auditOf(queued.id)).map((a) => [a.action, a.targetType])).toEqual([['report_dismissed', 'report']]);
    expect((await reportJob(f, job.id)).statusCode).toBe(201);
  });

  it("'Ocultar vaga' from 'Vagas': gone from the board and its public page, everyone refunded and told once", async () => {
    const { job, booked, pending, shiftId, pendingId } = await bookedJob();
    const reporter = await signupFreelancer(t);
    expect((await reportJob(reporter, job.id)).statusCode).toBe(201);
    expect((await t.request({ method: 'GET', url: `/api/public/jobs/${job.id}` })).statusCode).toBe(200);

    const res = await hide(operator, job.id, 'Vaga falsa: pede depósito antecipado.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ job_id: job.id, refunded: 1, closed: 1 });
    expect((await hide(other, job.id)).json()).toEqual({
      error: { code: 'JOB_ALREADY_HIDDEN', message: ERROR_MESSAGES.JOB_ALREADY_HIDDEN },
    });

    expect((await t.request({ method: 'GET', url: `/api/public/jobs/${job.id}` })).statusCode).toBe(404);
    const board = await t.request({ method: 'GET', url: '/api/jobs', cookie: reporter.cookie });
    expect(board.body).not.toContain(job.id);
    expect(await refundsOf(shiftId)).toEqual(['job_cancelled_refund:10']);
    expect(await money.stateOf(t, shiftId)).toBe('job_cancelled');
    expect(await money.stateOf(t, pendingId)).toBe('rejected');
    expect(await noticesOf(booked.user.id, 'job_cancelled')).toHaveLength(1);
    expect(await noticesOf(pending.user.id, 'application_closed')).toHaveLength(1);
    const [told] = await noticesOf(contractor.user.id, 'job_hidden');
    expect(told?.body).toContain('Motivo: Vaga falsa: pede depósito antecipado.');
    // The job's open report closed with it, its reporter told.
    expect(await noticesOf(reporter.user.id, 'report_outcome')).toEqual([
      expect.objectContaining({ title: `Sua denúncia foi analisada: a vaga ${job.title} foi removida` }),
    ]);
    const [entry] = await auditOf(job.id);
    expect(entry).toMatchObject({
      action: 'job_hidden',
      targetType: 'job',
      operatorId: operator.id,
      before: { status: 'active', hidden_at: null },
      after: { status: 'cancelled', refunded_shifts: [shiftId], closed_applications: 1 },
    });
    // The contractor's record does not count the platform's hide as their late cancellation.
    const moves = await selectRows<{ move: string }>(
      t.deps.db,
      sql`SELECT move FROM shift_moves WHERE shift_id = ${shiftId} ORDER BY id`,
    );
    expect(moves.map((m) => m.move)).toEqual(['apply', 'approve', 'hide_job']);

    const list = await t.request({
      method: 'GET',
      url: `/api/operator/jobs?status=hidden&q=${encodeURIComponent(job.title.toUpperCase())}`,
      cookie: operator.cookie,
    });
    expect(list.json<OperatorJobList>().jobs.map((j) => [j.id, j.can_hide, j.public_path])).toContainEqual([
      job.id,
      false,
      null,
    ]);
  });

  it('two operators hiding and the contractor cancelling at the same moment: one wins, nobody refunded twice', async () => {
    const { job, shiftId } = await bookedJob();
    const answers = await Promise.all([
      hide(operator, job.id),
      hide(other, job.id),
      t.request({ method: 'POST', url: `/api/contractor/jobs/${job.id}/cancel`, cookie: contractor.cookie }),
    ]);
    const ok = answers.filter((a) => a.statusCode === 200 || a.statusCode === 204);
    expect(ok, answers.map((a) => a.body).join('\n')).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    expect(await refundsOf(shiftId)).toEqual(['job_cancelled_refund:10']);
    expect((await auditOf(job.id)).length).toBeLessThanOrEqual(1);
  });

  it('a guaranteed-pay place of a job hidden 2 h before the start goes back to the contractor in full', async () => {
    const place = await fundPlace(t, local, contractor);
    await moveJobInTime(t, place.job.id, shiftStartingIn(120));
    const before = await money.placeOf(t, place.shiftId);
    expect((await hide(operator, place.job.id)).statusCode).toBe(200);
    expect(await money.placeOf(t, place.shiftId)).toMatchObject({ status: 'refunded' });
    const refund = await money.refundOf(t, place.shiftId);
    expect(refund?.amountCents).toBe(before!.valueCents + before!.feeCents);
    expect(await money.payoutOf(t, place.shiftId)).toBeUndefined();
    expect((await auditOf(place.job.id))[0]?.after).toMatchObject({ pay: { [place.shiftId]: 'refunded' } });
  });

  it("resolving two reports of one job with 'Ocultar vaga' at once: the job hidden once, both reporters told", async () => {
    const { job, shiftId } = await bookedJob();
    const [a, b] = [await signupFreelancer(t), await signupFreelancer(t)];
    const ra = (await reportJob(a, job.id)).json<{ id: string }>().id;
    const rb = (await reportJob(b, job.id)).json<{ id: string }>().id;
    const queued = (await queue()).filter((r) => r.target.id === job.id);
    expect(queued.map((r) => [r.id, r.open_reports_on_target])).toEqual([
      [ra, 2],
      [rb, 2],
    ]);

    const answers = await Promise.all([resolve(operator, ra, 'hide_job'), resolve(other, rb, 'hide_job')]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.statusCode === 409)!.json<{ error: { code: string } }>().error.code).toBe(
      'REPORT_ALREADY_RESOLVED',
    );
    expect(await refundsOf(shiftId)).toEqual(['job_cancelled_refund:10']);
    expect(await noticesOf(a.user.id, 'report_outcome')).toHaveLength(1);
    expect(await noticesOf(b.user.id, 'report_outcome')).toHaveLength(1);
    expect((await auditOf(job.id)).map((e) => e.action)).toEqual(['job_hidden']);
    expect([...(await auditOf(ra)), ...(await auditOf(rb))].map((e) => e.action)).toEqual([
      'report_resolved',
      'report_resolved',
    ]);
    expect((await queue()).filter((r) => r.target.id === job.id)).toEqual([]);
  });

  it("'Remover avaliação': the evaluation leaves the profile and the average is recomputed", async () => {
    const f = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 100);
    const fair = await signupContractor(t);
    await grant(t, fair.user.id, 'credit', 5);
    const rate = async (by: SignedUpUser, rating: number, comment: string) => {
      const job = await createJob(t, by);
      const shift = (await applyAs(t, f, job.id)).json<{ id: string }>().id;
      expect((await approveAs(t, by, shift)).statusCode).toBe(200);
      await moveJobInTime(t, job.id, { service_date: daysFromToday(-1) });
      const done = await t.request({
        method: 'POST',
        url: `/api/contractor/jobs/${job.id}/complete`,
        cookie: by.cookie,
      });
      expect(done.statusCode, done.body).toBe(200);
      const res = await t.request({
        method: 'POST',
        url: '/api/evaluations',
        cookie: by.cookie,
        payload: { job_id: job.id, evaluated_id: f.user.id, rating, comment },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const insult = await rate(contractor, 1, 'Comentário ofensivo sobre a pessoa.');
    await rate(fair, 5, 'Ótimo trabalho.');
    const received = async () =>
      (await t.request({ method: 'GET', url: '/api/evaluations/received', cookie: f.cookie })).json<{
        average_rating: number | null;
        total_evaluations: number;
        evaluations: { id: string }[];
      }>();
    expect(await received()).toMatchObject({ average_rating: 3, total_evaluations: 2 });

    const reportId = (
      await report(f, {
        target_type: 'evaluation',
        target_id: insult,
        category: 'offensive',
        text: 'Me ofendeu no comentário.',
      })
    ).json<{ id: string }>().id;
    expect((await queue()).find((r) => r.id === reportId)?.target).toMatchObject({
      type: 'evaluation',
      rating: 1,
      comment: 'Comentário ofensivo sobre a pessoa.',
      evaluated: { id: f.user.id },
    });
    const res = await resolve(operator, reportId, 'remove_evaluation', 'Comentário ofensivo, fora das regras.');
    expect(res.statusCode, res.body).toBe(200);

    const after = await received();
    expect(after).toMatchObject({ average_rating: 5, total_evaluations: 1 });
    expect(after.evaluations.map((e) => e.id)).not.toContain(insult);
    // Its author can no longer edit it; it cannot be reported or removed again.
    const edit = await t.request({
      method: 'PUT',
      url: `/api/evaluations/${insult}`,
      cookie: contractor.cookie,
      payload: { rating: 2 },
    });
    expect(edit.statusCode).toBe(404);
    expect((await auditOf(insult)).map((e) => [e.action, e.before])).toEqual([
      ['evaluation_removed', { rating: 1, comment: 'Comentário ofensivo sobre a pessoa.', removed_at: null }],
    ]);
    expect(await noticesOf(f.user.id, 'report_outcome')).toEqual([
      expect.objectContaining({ title: expect.stringContaining('a avaliação de') }),
    ]);
  });
  it("'Suspender conta' on a reported profile: suspended as from 'Usuários', every report on them closed, the reporter told", async () => {
    const f = await signupFreelancer(t);
    const reportId = (
      await report(contractor, {
        target_type: 'profile',
        target_id: f.user.id,
        category: 'fraud',
        text: 'Pediu pagamento por fora da plataforma.',
      })
    ).json<{ id: string }>().id;
    expect((await queue()).find((r) => r.id === reportId)?.target).toMatchObject({ type: 'profile' });
    // Not an action for a profile: refused, nothing changes.
    expect((await resolve(operator, reportId, 'hide_job')).json()).toMatchObject({
      error: { code: 'REPORT_ACTION_NOT_ALLOWED' },
    });

    const res = await resolve(operator, reportId, 'suspend_user', 'Cobrança por fora confirmada pela equipe.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ closed_report_ids: [reportId], status: 'resolved' });
    // Their session ended at once, and the login refuses them.
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie: f.cookie })).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: f.email, password: f.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect((await auditOf(f.user.id)).map((e) => e.action)).toEqual(['user_suspended']);
    expect((await auditOf(reportId)).map((e) => e.action)).toEqual(['report_resolved']);
    expect(await noticesOf(contractor.user.id, 'report_outcome')).toContainEqual(
      expect.objectContaining({ title: expect.stringContaining('foi suspensa') }),
    );
    // A second resolution finds it closed: nothing is suspended or told twice.
    expect((await resolve(other, reportId, 'suspend_user')).json()).toMatchObject({
      error: { code: 'REPORT_ALREADY_RESOLVED' },
    });
  });

  it("'Suspender empresa' on a reported job: the company suspended, all its open jobs hidden, the report closed as a suspension", async () => {
    const company = await signupContractor(t);
    const reported = await createJob(t, company, { service_date: daysFromToday(4) });
    const another = await createJob(t, company, { service_date: daysFromToday(3) });
    const reporter = await signupFreelancer(t);
    const reportId = (await reportJob(reporter, reported.id)).json<{ id: string }>().id;

    const res = await resolve(operator, reportId, 'suspend_user', 'Empresa cobra taxa de inscrição dos freelancers.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ closed_report_ids: [reportId], status: 'resolved' });
    expect((await auditOf(company.user.id)).map((e) => [e.action, e.after])).toEqual([
      ['user_suspended', expect.objectContaining({ status: 'suspended', jobs_hidden: 2 })],
    ]);
    for (const job of [reported, another]) {
      expect((await auditOf(job.id)).map((e) => e.action)).toEqual(['job_hidden']);
      expect((await t.request({ method: 'GET', url: `/api/public/jobs/${job.id}` })).statusCode).toBe(404);
    }
    // Closed once, as a suspension (not again as the hide of its job), its reporter told once.
    expect((await auditOf(reportId)).map((e) => [e.action, e.after])).toEqual([
      ['report_resolved', { status: 'resolved', resolution: 'suspend_user' }],
    ]);
    expect(await noticesOf(reporter.user.id, 'report_outcome')).toEqual([
      expect.objectContaining({
        title: `Sua denúncia foi analisada: a empresa da vaga ${reported.title} foi suspensa`,
      }),
    ]);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: company.email, password: company.password },
    });
    expect(login.json().error).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
  });
});
