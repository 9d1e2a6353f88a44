import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyApplicationsResponse } from '@vamos/shared/schemas/applications';
import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import { jobs } from '../../db/schema.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { agendaOfJob, applicationsOf, balanceOf, ledgerMismatches } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('application lifecycle on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;
  const events: RealtimeEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A change publishes its events once committed, before its answer: they are here when the answer is.
    t.deps.events.subscribe((event) => events.push(event));
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
  });
  afterAll(async () => t.close());

  const call = (method: 'POST' | 'DELETE' | 'GET', url: string, who: SignedUpUser) =>
    t.request({ method, url, cookie: who.cookie });
  const applied = async (f: SignedUpUser, jobId: string) => {
    const res = await applyAs(t, f, jobId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; status: string; application_cost: number }>();
  };
  const eventsFor = (applicationId: string) => events.filter((e) => e.ids?.applicationId === applicationId);

  describe('apply', () => {
    it('creates a pending application that costs nothing yet and tells the contractor', async () => {
      const job = await createJob(t, contractor, { salary_cents: 9_950 });
      const f = await signupFreelancer(t);
      const res = await t.request({
        method: 'POST',
        url: `/api/jobs/${job.id}/apply`,
        cookie: f.cookie,
        payload: { freelancer_id: contractor.user.id, status: 'approved', application_cost: 0 },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        job_id: job.id,
        status: 'pending',
        application_cost: 10,
        approved_at: null,
        decided_at: null,
      });
      expect(await balanceOf(t, f.user.id, 'coin')).toBe(15);
      const [row] = await applicationsOf(t, job.id);
      expect(row?.freelancerId).toBe(f.user.id);
      expect(eventsFor(res.json().id)).toEqual([
        {
          type: 'application.created',
          userIds: [contractor.user.id, f.user.id],
          ids: { jobId: job.id, applicationId: res.json().id },
        },
      ]);
    });

    it('refuses filled, cancelled and past jobs with JOB_NOT_AVAILABLE, and a second application', async () => {
      const f = await signupFreelancer(t);
      const filled = await createJob(t, contractor);
      await approveAs(t, contractor, (await applied(await signupFreelancer(t), filled.id)).id);
      const cancelled = await createJob(t, contractor);
      await t.request({
        method: 'POST',
        url: `/api/contractor/jobs/${cancelled.id}/cancel`,
        cookie: contractor.cookie,
      });
      const past = await createJob(t, contractor);
      await t.deps.db
        .update(jobs)
        .set({ serviceDate: daysFromToday(-1) })
        .where(eq(jobs.id, past.id));
      for (const job of [filled, cancelled, past]) {
        const res = await applyAs(t, f, job.id);
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toEqual({ code: 'JOB_NOT_AVAILABLE', message: 'Esta vaga não está mais disponível.' });
      }
      const open = await createJob(t, contractor);
      await applied(f, open.id);
      const again = await applyAs(t, f, open.id);
      expect(again.json().error).toEqual({ code: 'ALREADY_APPLIED', message: 'Você já se candidatou a esta vaga.' });
    });
  });

  it('cancels my own pending application (I may apply again, the same shift), never an approved one or anyone else', async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const [f, other] = [await signupFreelancer(t), await signupFreelancer(t)];
    const app = await applied(f, job.id);
    const foreign = await call('DELETE', `/api/freelancer/applications/${app.id}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toEqual({ code: 'APPLICATION_NOT_FOUND', message: 'Candidatura não encontrada.' });
    expect((await call('DELETE', `/api/freelancer/applications/${app.id}`, f)).statusCode).toBe(204);
    expect((await applicationsOf(t, job.id)).map((a) => [a.id, a.status])).toEqual([[app.id, 'cancelled']]);
    // Gone from my applications and from the candidates; the job offers 'Candidatar-se' again.
    const mine = (await call('GET', '/api/freelancer/applications', f)).json();
    expect(mine.applications).toEqual([]);
    expect(mine.counts.total).toBe(0);
    const candidates = (await call('GET', `/api/contractor/jobs/${job.id}`, contractor)).json<ContractorJobDetail>();
    expect(candidates.applications).toEqual([]);
    const detail = (await call('GET', `/api/jobs/${job.id}`, f)).json();
    expect(detail).toMatchObject({ my_application: null, can: { apply: true } });
    const again = await applied(f, job.id);
    expect(again.id).toBe(app.id);
    await approveAs(t, contractor, again.id);
    const late = await call('DELETE', `/api/freelancer/applications/${again.id}`, f);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('APPLICATION_NOT_PENDING');
  });

  it('rejects a pending application for free; it can then be neither approved nor rejected again', async () => {
    const job = await createJob(t, contractor);
    const f = await signupFreelancer(t);
    const app = await applied(f, job.id);
    const credits = await balanceOf(t, contractor.user.id, 'credit');
    const res = await call('POST', `/api/contractor/applications/${app.id}/reject`, contractor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: app.id, status: 'rejected', approved_at: null });
    expect(res.json().decided_at).toEqual(expect.any(String));
    expect((await call('POST', `/api/contractor/applications/${app.id}/reject`, contractor)).json().error.code).toBe(
      'APPLICATION_NOT_PENDING',
    );
    expect((await approveAs(t, contractor, app.id)).json().error.code).toBe('APPLICATION_NOT_PENDING');
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits);
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(15);
    expect(
      eventsFor(app.id)
        .find((e) => e.type === 'application.rejected')
        ?.userIds.sort(),
    ).toEqual([contractor.user.id, f.user.id].sort());
  });

  it('"Desistir": the approval is withdrawn, the slot reopens, coins stay spent, the contractor is told', async () => {
    const job = await createJob(t, contractor, { required_people: 1, salary_cents: 8_000 });
    const [f, next] = [await signupFreelancer(t), await signupFreelancer(t)];
    const app = await applied(f, job.id);
    await applied(next, job.id);
    expect((await approveAs(t, contractor, app.id)).json().job_filled).toBe(true);
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(7);

    const res = await call('POST', `/api/freelancer/applications/${app.id}/withdraw`, f);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: app.id, status: 'withdrawn' });
    const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'active', approvedCount: 0 });
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(7);
    // The contractor's agenda keeps the job, nobody booked on it; the freelancer's no longer has it.
    expect(await agendaOfJob(t, contractor.user.id, job.id)).toMatchObject({ status: 'scheduled', booked: [] });
    const agenda = await call('GET', '/api/freelancer/agenda', f);
    expect(agenda.json().items.filter((i: { job_id: string }) => i.job_id === job.id)).toEqual([]);
    expect(eventsFor(app.id).find((e) => e.type === 'application.withdrawn')?.userIds).toContain(contractor.user.id);

    const detail = (await call('GET', `/api/contractor/jobs/${job.id}`, contractor)).json<ContractorJobDetail>();
    expect(detail.applications.map((a) => a.status)).toEqual(['pending', 'withdrawn']);
    expect(detail.applications[1]?.freelancer.contact).toBeNull();
    const pendingNext = detail.applications[0];
    expect((await approveAs(t, contractor, pendingNext?.id ?? '')).statusCode).toBe(200);

    const twice = await call('POST', `/api/freelancer/applications/${app.id}/withdraw`, f);
    expect(twice.json().error.code).toBe('APPLICATION_NOT_APPROVED');
    const foreign = await call('POST', `/api/freelancer/applications/${pendingNext?.id}/withdraw`, f);
    expect(foreign.statusCode).toBe(404);
    expect(await ledgerMismatches(t, [f.user.id, next.user.id, contractor.user.id])).toEqual([]);
  });

  it('lists my applications newest first with their jobs, in pages, with counts of all', async () => {
    const f = await signupFreelancer(t);
    const created = [];
    for (let i = 0; i < 5; i += 1) created.push(await createJob(t, contractor, { salary_cents: 5_000 }));
    const apps = [];
    for (const job of created) apps.push(await applied(f, job.id));
    await approveAs(t, contractor, apps[1]?.id ?? '');
    await call('POST', `/api/contractor/applications/${apps[2]?.id}/reject`, contractor);

    const first = (await call('GET', '/api/freelancer/applications?limit=3', f)).json<MyApplicationsResponse>();
    expect(first.counts).toEqual({ total: 5, pending: 3, approved: 1, rejected: 1, withdrawn: 0 });
    expect(first.applications.map((a) => a.id)).toEqual(
      apps
        .slice(2)
        .reverse()
        .map((a) => a.id),
    );
    expect(first.applications[0]?.job).toMatchObject({
      id: created[4]?.id,
      title: 'Garçom',
      salary_cents: 5_000,
      status: 'active',
      start_time: '18:00',
    });
    const second = (
      await call('GET', `/api/freelancer/applications?limit=3&cursor=${first.next_cursor}`, f)
    ).json<MyApplicationsResponse>();
    expect(second.applications.map((a) => [a.id, a.status])).toEqual([
      [apps[1]?.id, 'approved'],
      [apps[0]?.id, 'pending'],
    ]);
    expect(second.next_cursor).toBeNull();
  });

  it("shows a contractor a freelancer's contact only once approved on one of their jobs", async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const f = await signupFreelancer(t);
    const profile = (who = contractor) => call('GET', `/api/freelancers/${f.user.id}?jobId=${job.id}`, who);
    const never = await profile();
    expect(never.statusCode).toBe(404);
    expect(never.json().error).toEqual({ code: 'FREELANCER_NOT_FOUND', message: 'Freelancer não encontrado' });

    const app = await applied(f, job.id);
    expect((await profile()).json()).toEqual({
      id: f.user.id,
      full_name: 'Maria da Silva',
      position: 'Garçom, Segurança',
      description: 'Experiência de cinco anos em eventos e restaurantes.',
      avatar_url: null,
      contact: null,
      rating: { average_rating: null, total_evaluations: 0, ratings: [] },
      reliability: { attendance_percent: null, shifts: 0 },
      team: { in_team: false, blocked: false },
    });
    await approveAs(t, contractor, app.id);
    expect((await profile()).json().contact).toEqual({ email: f.email, phone: '11987654321', cpf: '52998224725' });
    expect((await profile(await signupContractor(t))).statusCode).toBe(404);
    expect((await call('GET', `/api/freelancers/${contractor.user.id}`, contractor)).statusCode).toBe(404);
    expect((await call('GET', '/api/freelancers/nao-existe', contractor)).statusCode).toBe(404);
  });
});
