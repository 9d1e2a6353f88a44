import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Evaluation,
  GivenEvaluationsResponse,
  PendingEvaluationsResponse,
  ReceivedEvaluationsResponse,
} from '@vamos/shared/schemas/evaluations';
import { shiftWindow } from '@vamos/shared/dates';
import type { FreelancerAgendaResponse } from '@vamos/shared/schemas/agenda';
import type { ContractorJobDetail, FreelancerProfileView } from '@vamos/shared/schemas/job-views';
import { evaluations, profiles, users } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  signupContractor,
  moveShift,
  signupFreelancer,
  startedToday,
  type SignedUpUser,
} from '../../test/factories.ts';
import { isServiceOver } from './evaluation-policies.ts';
import { countPending as countPendingAt } from './evaluations.repo.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';

const RATING_MESSAGE = 'Escolha uma nota de 1 a 5 estrelas.';

describe.each(TEST_DATABASES)('evaluations on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;
  const events: RealtimeEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.events.subscribe((event) => events.push(event));
    contractor = await signupContractor(t, { full_name: 'João Pereira' });
    await grant(t, contractor.user.id, 'credit', 100);
  });
  afterAll(async () => t.close());

  const get = <T>(url: string, who: SignedUpUser) =>
    t.request({ method: 'GET', url, cookie: who.cookie }).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    });
  const rate = (who: SignedUpUser, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/evaluations', cookie: who.cookie, payload });
  const edit = (who: SignedUpUser, id: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/evaluations/${id}`, cookie: who.cookie, payload });
  const rowsOf = (jobId: string) => t.deps.db.select().from(evaluations).where(eq(evaluations.jobId, jobId));
  const pendingCount = async (who: SignedUpUser) =>
    (await get<{ count: number }>('/api/evaluations/pending/count', who)).count;

  /** A job with `freelancers` approved on it (each signed up), not yet completed. */
  async function staffedJob(n = 1, owner = contractor) {
    const job = await createJob(t, owner, { required_people: n });
    const freelancers: SignedUpUser[] = [];
    for (let i = 0; i < n; i += 1) {
      const f = await signupFreelancer(t, { full_name: `Freela Número ${i + 1}` });
      const app = await applyAs(t, f, job.id);
      expect((await approveAs(t, owner, app.json<{ id: string }>().id)).statusCode).toBe(200);
      freelancers.push(f);
    }
    return { job, freelancers };
  }

  /** "Concluir Serviço" on a shift that was yesterday: concluded, and both sides may rate (it has ended). */
  async function complete(jobId: string, owner = contractor) {
    await moveShift(t, jobId, { service_date: daysFromToday(-1) });
    const res = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${jobId}/complete`,
      cookie: owner.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** A concluded job ("Concluir Serviço") with one approved freelancer. */
  async function concludedJob() {
    const { job, freelancers } = await staffedJob(1);
    await complete(job.id);
    return { job, freelancer: freelancers[0]! };
  }

  const body = (jobId: string, evaluatedId: string, extra: Record<string, unknown> = {}) => ({
    job_id: jobId,
    evaluated_id: evaluatedId,
    rating: 5,
    comment: 'Muito pontual e atencioso.',
    punctual: true,
    proactive: true,
    polite: true,
    agile: true,
    ...extra,
  });

  it('answers 401 to every route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/evaluations/received'],
      ['GET', '/api/evaluations/given'],
      ['GET', '/api/evaluations/pending'],
      ['GET', '/api/evaluations/pending/count'],
      ['POST', '/api/evaluations'],
      ['PUT', '/api/evaluations/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await t.request({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('after completion both sides see each other to rate; a rating leaves the list and reaches the other side', async () => {
    const { job, freelancer } = await concludedJob();
    const pendingOf = (who: SignedUpUser) => get<PendingEvaluationsResponse>('/api/evaluations/pending', who);

    expect((await pendingOf(contractor)).pending.filter((p) => p.job_id === job.id)).toEqual([
      {
        job_id: job.id,
        job_title: job.title,
        job_image_url: null,
        company_name: 'Bar do João',
        job_salary_cents: 15_000,
        job_service_date: daysFromToday(-1),
        job_status: 'completed',
        evaluated_user_id: freelancer.user.id,
        evaluated_user_name: 'Freela Número 1',
        evaluated_avatar_url: null,
      },
    ]);
    expect((await pendingOf(freelancer)).pending).toMatchObject([
      { job_id: job.id, evaluated_user_id: contractor.user.id, evaluated_user_name: 'João Pereira' },
    ]);
    expect(await pendingCount(freelancer)).toBe(1);

    // evaluator_id and requirements_met in the body are ignored: the server decides them.
    const res = await rate(
      contractor,
      body(job.id, freelancer.user.id, { evaluator_id: freelancer.user.id, requirements_met: true, agile: false }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Evaluation>();
    expect(created).toMatchObject({
      job_id: job.id,
      evaluator_id: contractor.user.id,
      evaluated_id: freelancer.user.id,
      rating: 5,
      comment: 'Muito pontual e atencioso.',
      punctual: true,
      proactive: true,
      polite: true,
      agile: false,
      requirements_met: false,
      job: { id: job.id, title: job.title, service_date: daysFromToday(-1) },
      evaluator: { id: contractor.user.id, full_name: 'João Pereira' },
      evaluated: { id: freelancer.user.id, full_name: 'Freela Número 1' },
    });
    expect((await pendingOf(contractor)).pending.some((p) => p.job_id === job.id)).toBe(false);

    const received = await get<ReceivedEvaluationsResponse>('/api/evaluations/received', freelancer);
    expect(received).toMatchObject({ average_rating: 5, total_evaluations: 1, evaluations: [{ id: created.id }] });
    const given = await get<GivenEvaluationsResponse>('/api/evaluations/given', contractor);
    expect(given.evaluations[0]).toEqual(created);

    const back = await rate(freelancer, body(job.id, contractor.user.id, { rating: 4, comment: '  ' }));
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toMatchObject({ rating: 4, comment: null, requirements_met: true });
    expect(await pendingCount(freelancer)).toBe(0);
    await expect
      .poll(() => events.filter((e) => e.ids?.jobId === job.id && e.type === 'evaluation.changed'))
      .toEqual([
        {
          type: 'evaluation.changed',
          userIds: [contractor.user.id, freelancer.user.id],
          ids: { jobId: job.id, evaluationId: created.id },
        },
        {
          type: 'evaluation.changed',
          userIds: [freelancer.user.id, contractor.user.id],
          ids: { jobId: job.id, evaluationId: back.json<Evaluation>().id },
        },
      ]);
  });

  it('a contractor rates each approved freelancer of a job once; averages have one decimal', async () => {
    const { job, freelancers } = await staffedJob(3);
    await complete(job.id);
    const [a, b, c] = freelancers as [SignedUpUser, SignedUpUser, SignedUpUser];
    expect(
      (await get<PendingEvaluationsResponse>('/api/evaluations/pending', contractor)).pending
        .filter((p) => p.job_id === job.id)
        .map((p) => p.evaluated_user_id),
    ).toEqual([a.user.id, b.user.id, c.user.id]);
    for (const [f, rating] of [
      [a, 5],
      [b, 4],
      [c, 4],
    ] as const) {
      expect((await rate(contractor, body(job.id, f.user.id, { rating }))).statusCode).toBe(201);
      expect((await rate(f, body(job.id, contractor.user.id, { rating }))).statusCode).toBe(201);
    }
    const received = await get<ReceivedEvaluationsResponse>('/api/evaluations/received', contractor);
    // 4 + 4 + 5 from this job and the 4 of the previous test: 17 / 4 = 4.25 → 4.3
    expect(received).toMatchObject({ total_evaluations: 4, average_rating: 4.3 });
    expect(received.evaluations[0]).toMatchObject({ rating: 4, evaluator: { id: c.user.id } });
  });

  it('lists two evaluations made in the same instant in the order they were made', async () => {
    const { job, freelancers } = await staffedJob(2);
    await complete(job.id);
    const [a, b] = freelancers as [SignedUpUser, SignedUpUser];
    const older = await rate(contractor, body(job.id, a.user.id));
    const newer = await rate(contractor, body(job.id, b.user.id));
    const ids = [newer, older].map((res) => res.json<Evaluation>().id);
    // Two ratings made in the same instant (PGlite's clock counts milliseconds) still list newest first.
    await t.deps.db.execute(sql`UPDATE evaluations SET created_at = now() WHERE job_id = ${job.id}`);
    const given = await get<GivenEvaluationsResponse>('/api/evaluations/given', contractor);
    expect(given.evaluations.slice(0, 2).map((e) => e.id)).toEqual(ids);
  });

  describe('refuses, with a message, and writes nothing', () => {
    it.each([
      ['a rating of 0', { rating: 0 }, RATING_MESSAGE],
      ['a rating of 6', { rating: 6 }, RATING_MESSAGE],
      ['a rating of 3.5', { rating: 3.5 }, RATING_MESSAGE],
      ['a rating as text', { rating: '5' }, RATING_MESSAGE],
      ['no rating', { rating: undefined }, RATING_MESSAGE],
      ['a comment over 500 characters', { comment: 'a'.repeat(501) }, 'Máximo de 500 caracteres'],
    ])('%s', async (_name, extra, message) => {
      const { job, freelancer } = await concludedJob();
      const res = await rate(contractor, body(job.id, freelancer.user.id, extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION', message });
      expect(await rowsOf(job.id)).toEqual([]);
    });

    it('accepts a comment of exactly 500 characters', async () => {
      const { job, freelancer } = await concludedJob();
      const res = await rate(contractor, body(job.id, freelancer.user.id, { comment: 'ã'.repeat(500) }));
      expect(res.statusCode, res.body).toBe(201);
    });

    it('rating someone who was not on the job, or by someone who was not', async () => {
      const { job, freelancer } = await concludedJob();
      const outsider = await signupFreelancer(t);
      const otherContractor = await signupContractor(t);
      await grant(t, otherContractor.user.id, 'credit', 5);
      const pendingOne = await signupFreelancer(t);
      // An applicant who was never approved (the completion rejected them).
      const lateJob = await createJob(t, contractor, { required_people: 2, salary_cents: 1_000 });
      await applyAs(t, freelancer, lateJob.id);
      const approved = await applyAs(t, pendingOne, lateJob.id);
      await approveAs(t, contractor, approved.json<{ id: string }>().id);
      await complete(lateJob.id);

      const cases: [SignedUpUser, string, string][] = [
        [contractor, job.id, outsider.user.id],
        [contractor, job.id, contractor.user.id],
        [contractor, lateJob.id, freelancer.user.id],
        [otherContractor, job.id, freelancer.user.id],
        [outsider, job.id, contractor.user.id],
        [freelancer, job.id, outsider.user.id],
        [freelancer, job.id, otherContractor.user.id],
        [freelancer, job.id, freelancer.user.id],
        [freelancer, lateJob.id, contractor.user.id],
        [contractor, job.id, 'nao-e-um-id'],
      ];
      for (const [who, jobId, evaluatedId] of cases) {
        const res = await rate(who, body(jobId, evaluatedId));
        expect(res.statusCode, `${who.user.full_name} → ${evaluatedId}`).toBe(403);
        expect(res.json().error).toEqual({
          code: 'EVALUATION_NOT_ALLOWED',
          message: 'Você só pode avaliar quem trabalhou com você nesta vaga.',
        });
      }
      const missing = await rate(contractor, body('00000000-0000-4000-8000-000000000000', freelancer.user.id));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('JOB_NOT_FOUND');
      expect(await rowsOf(job.id)).toEqual([]);
      expect(await rowsOf(lateJob.id)).toEqual([]);
    });

    it('a freelancer who gave up, and a cancelled event', async () => {
      const { job, freelancers } = await staffedJob(2);
      const [gaveUp, stayed] = freelancers as [SignedUpUser, SignedUpUser];
      const withdraw = await t.request({
        method: 'POST',
        url: `/api/freelancer/applications/${(await appOf(job.id, gaveUp)).id}/withdraw`,
        cookie: gaveUp.cookie,
      });
      expect(withdraw.statusCode, withdraw.body).toBe(200);
      await complete(job.id);
      expect((await rate(contractor, body(job.id, gaveUp.user.id))).statusCode).toBe(403);
      expect((await rate(gaveUp, body(job.id, contractor.user.id))).statusCode).toBe(403);
      expect((await rate(contractor, body(job.id, stayed.user.id))).statusCode).toBe(201);

      const cancelled = await staffedJob(1);
      const res = await t.request({
        method: 'POST',
        url: `/api/contractor/jobs/${cancelled.job.id}/cancel`,
        cookie: contractor.cookie,
      });
      expect(res.statusCode, res.body).toBe(204);
      await moveShift(t, cancelled.job.id, { service_date: daysFromToday(-1) });
      expect((await rate(cancelled.freelancers[0]!, body(cancelled.job.id, contractor.user.id))).statusCode).toBe(403);
      expect(await rowsOf(cancelled.job.id)).toEqual([]);
    });

    it('until the shift has ended: not before it starts, nor when it is concluded early; from its end on', async () => {
      const { job, freelancers } = await staffedJob(2);
      const [f, g] = freelancers as [SignedUpUser, SignedUpUser];
      const notYet = async () => {
        for (const [who, evaluated] of [
          [contractor, f.user.id],
          [f, contractor.user.id],
        ] as const) {
          const res = await rate(who, body(job.id, evaluated));
          expect(res.statusCode).toBe(409);
          expect(res.json().error).toEqual({
            code: 'EVALUATION_NOT_YET',
            message: 'A avaliação fica disponível quando o turno terminar.',
          });
        }
        expect(await rowsOf(job.id)).toEqual([]);
        expect(await pendingCount(f)).toBe(0);
        expect(
          (await get<PendingEvaluationsResponse>('/api/evaluations/pending', contractor)).pending.some(
            (p) => p.job_id === job.id,
          ),
        ).toBe(false);
      };
      await notYet();

      // Under way (since midnight, until 23:59): the freelancer and the contractor conclude it, and
      // still nobody rates a shift that has not ended ('Chegou cedo' before anyone worked).
      await moveShift(t, job.id, startedToday());
      const [item] = (await get<FreelancerAgendaResponse>('/api/freelancer/agenda', f)).items;
      const done = await t.request({
        method: 'POST',
        url: `/api/freelancer/agenda/${item!.id}/complete`,
        cookie: f.cookie,
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().can.evaluate).toBe(false);
      const concluded = await t.request({
        method: 'POST',
        url: `/api/contractor/jobs/${job.id}/complete`,
        cookie: contractor.cookie,
      });
      expect(concluded.statusCode, concluded.body).toBe(200);
      await notYet();

      // The shift has ended: every freelancer who worked it, and the contractor, may rate.
      await moveShift(t, job.id, { service_date: daysFromToday(-1) });
      expect(await pendingCount(f)).toBe(1);
      expect((await rate(f, body(job.id, contractor.user.id))).statusCode).toBe(201);
      expect((await rate(g, body(job.id, contractor.user.id))).statusCode).toBe(201);
      expect((await rate(contractor, body(job.id, g.user.id))).statusCode).toBe(201);
    });

    it('a night shift ends the next day: the SQL and the rule agree on when rating opens', async () => {
      const { job, freelancers } = await staffedJob(1);
      await moveShift(t, job.id, { service_date: daysFromToday(-1), start_time: '22:00', end_time: '04:00' });
      const ends = shiftWindow({ serviceDate: daysFromToday(-1), startTime: '22:00', endTime: '04:00' }).endsAt;
      const me = { id: freelancers[0]!.user.id, role: 'freelancer' as const };
      const justBefore = new Date(ends.getTime() - 1000);
      expect(await countPendingAt(t.deps.db, me, justBefore)).toBe(0);
      expect(await countPendingAt(t.deps.db, me, ends)).toBe(1);
      const shift = { serviceDate: daysFromToday(-1), startTime: '22:00', endTime: '04:00' };
      expect([isServiceOver(shift, justBefore), isServiceOver(shift, ends)]).toEqual([false, true]);
    });

    it('a second evaluation of the same person on the same job, even when sent at once', async () => {
      const { job, freelancer } = await concludedJob();
      const first = await rate(contractor, body(job.id, freelancer.user.id, { rating: 3 }));
      expect(first.statusCode).toBe(201);
      const again = await rate(contractor, body(job.id, freelancer.user.id, { rating: 1 }));
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'EVALUATION_EXISTS',
        message: 'Você já avaliou esta pessoa nesta vaga. Edite a avaliação que você já fez.',
      });

      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          rate(freelancer, body(job.id, contractor.user.id, { rating: (i % 5) + 1 })),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const rows = await rowsOf(job.id);
      expect(rows.map((r) => [r.evaluatorId, r.rating]).sort()).toEqual(
        [
          [contractor.user.id, 3],
          [freelancer.user.id, results.find((r) => r.statusCode === 201)!.json<Evaluation>().rating],
        ].sort(),
      );
    });
  });

  describe('edit', () => {
    it('its author changes rating, comment and toggles; anyone else gets 403 and nothing changes', async () => {
      const { job, freelancer } = await concludedJob();
      const created = (await rate(contractor, body(job.id, freelancer.user.id, { rating: 2 }))).json<Evaluation>();
      const res = await edit(contractor, created.id, {
        rating: 4,
        comment: 'Melhorou muito no segundo turno.',
        punctual: true,
        proactive: false,
        polite: true,
        agile: true,
        evaluated_id: contractor.user.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: created.id,
        evaluated_id: freelancer.user.id,
        rating: 4,
        comment: 'Melhorou muito no segundo turno.',
        proactive: false,
        requirements_met: false,
        created_at: created.created_at,
      });

      const stranger = await signupContractor(t);
      for (const who of [freelancer, stranger]) {
        const denied = await edit(who, created.id, { rating: 1 });
        expect(denied.statusCode).toBe(403);
        expect(denied.json().error).toEqual({
          code: 'EVALUATION_NOT_AUTHOR',
          message: 'Só quem fez a avaliação pode editá-la.',
        });
      }
      expect((await rowsOf(job.id))[0]).toMatchObject({ rating: 4, comment: 'Melhorou muito no segundo turno.' });

      const invalid = await edit(contractor, created.id, { rating: 9 });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.message).toBe(RATING_MESSAGE);
      expect((await edit(contractor, '00000000-0000-4000-8000-000000000000', { rating: 3 })).statusCode).toBe(404);
      expect((await edit(contractor, 'nao-existe', { rating: 3 })).statusCode).toBe(404);
      expect((await rowsOf(job.id))[0]?.rating).toBe(4);
    });
  });

  it('contractors see a freelancer’s rating on the applicant cards and the 3 newest on the profile', async () => {
    const freelancer = await signupFreelancer(t, { full_name: 'Ana Reputação' });
    const raters: SignedUpUser[] = [];
    for (const [i, rating] of [5, 4, 4, 2].entries()) {
      const owner = await signupContractor(t, { full_name: `Contratante Número ${i + 1}` });
      await grant(t, owner.user.id, 'credit', 5);
      const job = await createJob(t, owner, { salary_cents: 1_000 });
      const app = await applyAs(t, freelancer, job.id);
      await approveAs(t, owner, app.json<{ id: string }>().id);
      await complete(job.id, owner);
      expect(
        (await rate(owner, body(job.id, freelancer.user.id, { rating, comment: `Nota ${rating}` }))).statusCode,
      ).toBe(201);
      raters.push(owner);
    }
    // The newest rater has no name at all: shown as 'Anônimo' by the page.
    const last = raters[3]!;
    await t.deps.db.update(users).set({ name: '' }).where(eq(users.id, last.user.id));
    await t.deps.db.update(profiles).set({ fullName: ' ' }).where(eq(profiles.userId, last.user.id));

    const profile = await get<FreelancerProfileView>(`/api/freelancers/${freelancer.user.id}`, raters[0]!);
    expect(profile.rating).toMatchObject({ average_rating: 3.8, total_evaluations: 4 });
    expect(profile.rating.ratings.map((r) => [r.rating, r.evaluator_name, r.comment])).toEqual([
      [2, null, 'Nota 2'],
      [4, 'Contratante Número 3', 'Nota 4'],
      [4, 'Contratante Número 2', 'Nota 4'],
    ]);

    const newJob = await createJob(t, contractor, { salary_cents: 1_000 });
    await applyAs(t, freelancer, newJob.id);
    const detail = await get<ContractorJobDetail>(`/api/contractor/jobs/${newJob.id}`, contractor);
    expect(detail.applications[0]?.freelancer.rating).toEqual({ average_rating: 3.8, total_evaluations: 4 });
  });

  async function appOf(jobId: string, f: SignedUpUser) {
    const res = await t.request({ method: 'GET', url: '/api/freelancer/applications', cookie: f.cookie });
    const found = res
      .json<{ applications: { id: string; job_id: string }[] }>()
      .applications.find((a) => a.job_id === jobId);
    if (!found) throw new Error('application not found');
    return found;
  }
});
