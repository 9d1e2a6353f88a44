import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyApplicationsResponse } from '@vamos/shared/schemas/applications';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import { jobApplications, jobs } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  signupContractor,
  signupFreelancer,
  startedToday,
  type SignedUpUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The freelancer's job detail and "Minhas candidaturas" say what they may do now (`can`), decided
 * by the policies that guard the routes: each flag is checked against what the route answers.
 */
describe.each(TEST_DATABASES)("the freelancer's actions on %s", (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
  });
  afterAll(async () => t.close());

  const detail = async (f: SignedUpUser, jobId: string) => {
    const res = await t.request({ method: 'GET', url: `/api/jobs/${jobId}`, cookie: f.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<JobDetail>();
  };
  const listed = async (f: SignedUpUser, applicationId: string) => {
    const res = await t.request({ method: 'GET', url: '/api/freelancer/applications', cookie: f.cookie });
    return res.json<MyApplicationsResponse>().applications.find((a) => a.id === applicationId);
  };
  const applied = async (f: SignedUpUser, jobId: string) => {
    const res = await applyAs(t, f, jobId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const withdraw = (f: SignedUpUser, applicationId: string) =>
    t.request({ method: 'POST', url: `/api/freelancer/applications/${applicationId}/withdraw`, cookie: f.cookie });
  /** A direct write sends no job event: the job's cached detail is forgotten as the event would. */
  const moveServiceDate = async (jobId: string, days: number) => {
    await t.deps.db
      .update(jobs)
      .set({ serviceDate: daysFromToday(days) })
      .where(eq(jobs.id, jobId));
    t.deps.jobDetailCache.forget(jobId);
  };

  it('an open job: apply only; pending: cancel only, in the detail and in the list', async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const f = await signupFreelancer(t);
    expect((await detail(f, job.id)).can).toEqual({
      apply: true,
      cancel_application: false,
      withdraw: false,
      evaluate: false,
    });

    const appId = await applied(f, job.id);
    expect((await detail(f, job.id)).can).toEqual({
      apply: false,
      cancel_application: true,
      withdraw: false,
      evaluate: false,
    });
    expect((await listed(f, appId))?.can).toEqual({ cancel: true, withdraw: false, contest: false });
  });

  it('approved before the shift: withdraw; once it has ended: evaluate, and withdraw is refused by the route too', async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const f = await signupFreelancer(t);
    const appId = await applied(f, job.id);
    expect((await approveAs(t, contractor, appId)).statusCode).toBe(200);

    expect((await detail(f, job.id)).can).toEqual({
      apply: false,
      cancel_application: false,
      withdraw: true,
      evaluate: false,
    });
    expect((await listed(f, appId))?.can).toEqual({ cancel: false, withdraw: true, contest: false });

    await moveServiceDate(job.id, -1);
    expect((await detail(f, job.id)).can).toMatchObject({ withdraw: false, evaluate: true });
    expect((await listed(f, appId))?.can).toEqual({ cancel: false, withdraw: false, contest: false });
    const refused = await withdraw(f, appId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'SHIFT_STARTED', message: 'O turno já começou: esta ação não está mais disponível.' },
    });
    const [row] = await t.deps.db.select().from(jobApplications).where(eq(jobApplications.id, appId));
    expect(row?.status).toBe('approved');

    const rated = await t.request({
      method: 'POST',
      url: '/api/evaluations',
      cookie: f.cookie,
      payload: { job_id: job.id, evaluated_id: contractor.user.id, rating: 5 },
    });
    expect(rated.statusCode, rated.body).toBe(201);
    expect((await detail(f, job.id)).can.evaluate).toBe(false);
  });

  it('a shift the freelancer concluded on their agenda is rated once it has ended, not before', async () => {
    const job = await createJob(t, contractor, { required_people: 1, ...startedToday() });
    const f = await signupFreelancer(t);
    const appId = await applied(f, job.id);
    expect((await approveAs(t, contractor, appId)).statusCode).toBe(200);
    const done = await t.request({ method: 'POST', url: `/api/freelancer/agenda/${appId}/complete`, cookie: f.cookie });
    expect(done.statusCode, done.body).toBe(200);
    expect((await detail(f, job.id)).can.evaluate).toBe(false);

    await moveServiceDate(job.id, -1);
    expect((await detail(f, job.id)).can.evaluate).toBe(true);
  });

  it('a cancelled job allows nothing', async () => {
    const job = await createJob(t, contractor, { required_people: 1 });
    const f = await signupFreelancer(t);
    const appId = await applied(f, job.id);
    expect((await approveAs(t, contractor, appId)).statusCode).toBe(200);
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${job.id}/cancel`,
      cookie: contractor.cookie,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    await moveServiceDate(job.id, -1);

    expect((await detail(f, job.id)).can).toEqual({
      apply: false,
      cancel_application: false,
      withdraw: false,
      evaluate: false,
    });
    expect((await listed(f, appId))?.can).toEqual({ cancel: false, withdraw: false, contest: false });
  });
});
