import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorJobDetail, ContractorJobsResponse, JobFields } from '@vamos/shared/schemas/job-views';
import { jobs, ledgerEntries } from '../../db/schema.ts';
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
  startedToday,
  type SignedUpUser,
} from '../../test/factories.ts';
import { agendaOfJob, balanceOf, ledgerMismatches } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('contractor jobs on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
  });
  afterAll(async () => t.close());

  const detail = async (id: string, cookie = contractor.cookie) => {
    const res = await t.request({ method: 'GET', url: `/api/contractor/jobs/${id}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ContractorJobDetail>();
  };
  const post = (url: string, cookie = contractor.cookie) => t.request({ method: 'POST', url, cookie });

  describe('create', () => {
    it('publishes a job for 1 credit, in one transaction with its ledger entry', async () => {
      const owner = await signupContractor(t);
      const payload = {
        ...jobPayload({ gender_preference: 'mulher', segment: 'HOST_HOSTESS' }),
        contractor_id: contractor.user.id,
        status: 'filled',
        approved_count: 9,
      };
      const res = await t.request({ method: 'POST', url: '/api/contractor/jobs', cookie: owner.cookie, payload });
      expect(res.statusCode, res.body).toBe(201);
      const job = res.json<JobFields>();
      expect(job).toMatchObject({
        title: 'Host/Hostess',
        company: 'Bar do João',
        location: 'Bela Vista, São Paulo - SP',
        city: 'São Paulo',
        state: 'SP',
        gender_preference: 'female',
        status: 'active',
        approved_count: 0,
        application_cost: 15,
        salary_cents: 15_000,
        service_date: daysFromToday(3),
        start_time: '18:00',
      });
      const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row?.contractorId).toBe(owner.user.id);
      expect(await balanceOf(t, owner.user.id, 'credit')).toBe(1);
      const entries = await t.deps.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `job_creation:${job.id}`));
      expect(entries).toEqual([
        expect.objectContaining({ userId: owner.user.id, currency: 'credit', delta: -1, reason: 'job_creation' }),
      ]);
    });

    it('refuses a third job on the free plan, pointing to the plans, and creates nothing', async () => {
      const owner = await signupContractor(t);
      await createJob(t, owner);
      await createJob(t, owner);
      const res = await t.request({
        method: 'POST',
        url: '/api/contractor/jobs',
        cookie: owner.cookie,
        payload: jobPayload(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('INSUFFICIENT_CREDITS_FOR_JOB');
      expect(res.json().error.message).toMatch(/créditos suficientes.*planos/);
      expect(await t.deps.db.select().from(jobs).where(eq(jobs.contractorId, owner.user.id))).toHaveLength(2);
      expect(await ledgerMismatches(t, [owner.user.id])).toEqual([]);
    });

    it('spends exactly its credits when many jobs are published at once', async () => {
      const owner = await signupContractor(t);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.request({ method: 'POST', url: '/api/contractor/jobs', cookie: owner.cookie, payload: jobPayload() }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
      expect(await t.deps.db.select().from(jobs).where(eq(jobs.contractorId, owner.user.id))).toHaveLength(2);
      expect(await balanceOf(t, owner.user.id, 'credit')).toBe(0);
    });
  });

  it('lists my jobs with credits, counts and approved names; cancelled ones are gone', async () => {
    const owner = await signupContractor(t);
    await grant(t, owner.user.id, 'credit', 5);
    const job = await createJob(t, owner, { required_people: 3 });
    const gone = await createJob(t, owner);
    await post(`/api/contractor/jobs/${gone.id}/cancel`, owner.cookie);
    const [a, b, c] = [
      await signupFreelancer(t),
      await signupFreelancer(t, { full_name: 'Beatriz Costa' }),
      await signupFreelancer(t),
    ];
    const appB = (await applyAs(t, b, job.id)).json<{ id: string }>();
    await applyAs(t, a, job.id);
    const appC = (await applyAs(t, c, job.id)).json<{ id: string }>();
    await approveAs(t, owner, appB.id);
    await t.request({ method: 'POST', url: `/api/contractor/applications/${appC.id}/reject`, cookie: owner.cookie });

    const res = await t.request({ method: 'GET', url: '/api/contractor/jobs', cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json<ContractorJobsResponse>();
    expect(body.credits).toBe(7 - 2 - 1);
    expect(body.jobs.map((j) => j.id)).toEqual([job.id]);
    expect(body.jobs[0]).toMatchObject({
      pending_count: 1,
      applicants_count: 3,
      approved_count: 1,
      approved_freelancers: [{ id: b.user.id, full_name: 'Beatriz Costa' }],
      description: 'Atendimento às mesas no happy hour.',
      payment_date: daysFromToday(5),
    });
    expect(JSON.stringify(body)).not.toContain(b.email);
  });

  it('shows the applications approved → pending → rejected, with contact data on approved ones only', async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const [rejected, pending, approved] = [
      await signupFreelancer(t),
      await signupFreelancer(t),
      await signupFreelancer(t),
    ];
    const r = (await applyAs(t, rejected, job.id)).json<{ id: string }>();
    await applyAs(t, pending, job.id);
    const ap = (await applyAs(t, approved, job.id)).json<{ id: string }>();
    await t.request({ method: 'POST', url: `/api/contractor/applications/${r.id}/reject`, cookie: contractor.cookie });
    await approveAs(t, contractor, ap.id);

    const body = await detail(job.id);
    expect(body.applications.map((a) => [a.status, a.freelancer.id])).toEqual([
      ['approved', approved.user.id],
      ['pending', pending.user.id],
      ['rejected', rejected.user.id],
    ]);
    expect(body.applications[0]?.freelancer).toEqual({
      id: approved.user.id,
      full_name: 'Maria da Silva',
      avatar_url: null,
      position: 'Garçom, Segurança',
      description: 'Experiência de cinco anos em eventos e restaurantes.',
      contact: { email: approved.email, phone: '11987654321', cpf: '52998224725' },
      rating: { average_rating: null, total_evaluations: 0 },
      reliability: { attendance_percent: null, shifts: 0 },
      team: { in_team: false, blocked: false },
    });
    expect(body.applications.slice(1).map((a) => a.freelancer.contact)).toEqual([null, null]);
    expect(body).toMatchObject({
      pending_count: 1,
      applicants_count: 3,
      address: { cep: '01310100' },
      requirements: 'Camisa preta e calça social',
    });
  });

  it("says what the owner may do now ('can'), by the rules that guard the routes", async () => {
    const job = await createJob(t, contractor, { required_people: 2, ...startedToday() });
    const detail = async () =>
      (await t.request({ method: 'GET', url: `/api/contractor/jobs/${job.id}`, cookie: contractor.cookie })).json();
    const listed = async () =>
      (await t.request({ method: 'GET', url: '/api/contractor/jobs', cookie: contractor.cookie }))
        .json<{ jobs: { id: string; can: object }[] }>()
        .jobs.find((j) => j.id === job.id);
    expect((await detail()).can).toEqual({ edit: true, cancel: true, complete: false });
    expect((await post(`/api/contractor/jobs/${job.id}/complete`)).statusCode).toBe(409);

    const f = await signupFreelancer(t);
    await approveAs(t, contractor, (await applyAs(t, f, job.id)).json<{ id: string }>().id);
    expect((await detail()).can).toEqual({ edit: true, cancel: true, complete: true });
    expect((await listed())?.can).toEqual({ edit: true, cancel: true, complete: true });

    expect((await post(`/api/contractor/jobs/${job.id}/complete`)).statusCode).toBe(200);
    expect((await detail()).can).toEqual({ edit: false, cancel: false, complete: false });
    expect((await post(`/api/contractor/jobs/${job.id}/cancel`)).statusCode).toBe(409);
  });

  describe('edit', () => {
    it('saves every field, keeps approved freelancers and moves their agenda items', async () => {
      const job = await createJob(t, contractor, { required_people: 2 });
      const f = await signupFreelancer(t);
      const app = (await applyAs(t, f, job.id)).json<{ id: string }>();
      await approveAs(t, contractor, app.id);
      const payload = jobPayload({
        segment: 'BARTENDER',
        service_date: daysFromToday(8),
        payment_date: daysFromToday(9),
        start_time: '20:00',
        required_people: 1,
        description: 'Drinks.',
      });
      const res = await t.request({
        method: 'PUT',
        url: `/api/contractor/jobs/${job.id}`,
        cookie: contractor.cookie,
        payload: { ...payload, status: 'completed', approved_count: 0, confirm_shift_change: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<JobFields>()).toMatchObject({
        title: 'Bartender',
        description: 'Drinks.',
        status: 'filled',
        approved_count: 1,
        required_people: 1,
        start_time: '20:00',
      });
      // Both agendas read the job: they show the edit.
      expect(await agendaOfJob(t, contractor.user.id, job.id)).toMatchObject({
        title: 'Bartender',
        date: daysFromToday(8),
        start_time: '20:00',
        status: 'confirmed',
      });
      const agenda = await t.request({ method: 'GET', url: '/api/freelancer/agenda', cookie: f.cookie });
      expect(agenda.json().items).toEqual([
        expect.objectContaining({
          title: 'Bartender',
          date: daysFromToday(8),
          start_time: '20:00',
          status: 'confirmed',
        }),
      ]);

      const reopened = await t.request({
        method: 'PUT',
        url: `/api/contractor/jobs/${job.id}`,
        cookie: contractor.cookie,
        payload: { ...payload, required_people: 3 },
      });
      expect(reopened.json<JobFields>()).toMatchObject({ status: 'active', required_people: 3 });
    });

    it('asks before changing the shift of approved freelancers, then moves their agenda and tells them', async () => {
      const job = await createJob(t, contractor, { required_people: 2, salary_cents: 15_000 });
      const f = await signupFreelancer(t);
      await approveAs(t, contractor, (await applyAs(t, f, job.id)).json<{ id: string }>().id);
      const seen: { type: string; userIds: string[]; ids?: Record<string, string> }[] = [];
      const off = t.deps.events.subscribe((e) => seen.push(e));
      const put = (payload: object) =>
        t.request({ method: 'PUT', url: `/api/contractor/jobs/${job.id}`, cookie: contractor.cookie, payload });
      const [before] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));

      for (const change of [
        { service_date: daysFromToday(4), payment_date: daysFromToday(6) },
        { start_time: '17:00' },
        { end_time: '23:45' },
        { salary_cents: 12_000 },
      ]) {
        const res = await put(jobPayload({ required_people: 2, salary_cents: 15_000, ...change }));
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().error).toMatchObject({
          code: 'SHIFT_CHANGE_UNCONFIRMED',
          message:
            'Esta vaga tem 1 freelancer aprovado. Confirme a alteração de data, horário ou valor: ele será avisado.',
          approved_count: 1,
          changed_fields: Object.keys(change).filter((k) => k !== 'payment_date'),
        });
      }
      const [unchanged] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(unchanged).toEqual(before);

      // Other fields need no confirmation.
      expect(
        (await put(jobPayload({ required_people: 2, salary_cents: 15_000, description: 'Novo texto.' }))).statusCode,
      ).toBe(200);

      const confirmed = await put({
        ...jobPayload({
          required_people: 2,
          salary_cents: 12_000,
          service_date: daysFromToday(4),
          payment_date: daysFromToday(6),
          start_time: '17:00',
        }),
        confirm_shift_change: true,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await agendaOfJob(t, contractor.user.id, job.id)).toMatchObject({
        date: daysFromToday(4),
        start_time: '17:00',
        status: 'confirmed',
      });
      const agenda = await t.request({ method: 'GET', url: '/api/freelancer/agenda', cookie: f.cookie });
      expect(agenda.json().items.find((i: { job_id: string }) => i.job_id === job.id)).toMatchObject({
        date: daysFromToday(4),
        start_time: '17:00',
      });
      // Published once the edit committed, before the answer: this instance's subscribers have it.
      off();
      const told = seen.filter((e) => e.type === 'job.shift_changed');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ userIds: [f.user.id], ids: { jobId: job.id } });
    });

    it('refuses fewer places than approved freelancers, and any edit after completion', async () => {
      const job = await createJob(t, contractor, { required_people: 2, ...startedToday() });
      const [f1, f2] = [await signupFreelancer(t), await signupFreelancer(t)];
      for (const f of [f1, f2]) await approveAs(t, contractor, (await applyAs(t, f, job.id)).json<{ id: string }>().id);
      const put = (payload: object) =>
        t.request({ method: 'PUT', url: `/api/contractor/jobs/${job.id}`, cookie: contractor.cookie, payload });
      const fewer = await put(jobPayload({ required_people: 1 }));
      expect(fewer.statusCode).toBe(409);
      expect(fewer.json().error.code).toBe('REQUIRED_PEOPLE_BELOW_APPROVED');
      expect((await post(`/api/contractor/jobs/${job.id}/complete`)).statusCode).toBe(200);
      const late = await put(jobPayload({ required_people: 2 }));
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toEqual({
        code: 'JOB_COMPLETED',
        message: 'Este serviço já foi concluído e não pode mais ser alterado.',
      });
      const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row).toMatchObject({ status: 'completed', requiredPeople: 2 });
    });
  });
});
