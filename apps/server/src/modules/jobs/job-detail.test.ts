import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  actorOf,
  applyAs,
  approveAs,
  createJob,
  grant,
  jobPayload,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { statementLog, type StatementLog } from '../../test/statement-log.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getJobForFreelancer } from './get-job.ts';

/**
 * `GET /api/jobs/:id` with its public part cached (JobDetailCache) for a minute here, far longer
 * than any test: only the job's events can explain a fresh answer. The contractor's contact is
 * decided per viewer, whatever the cache holds.
 */
describe.each(TEST_DATABASES)('job detail cache on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;
  let log: StatementLog;

  beforeAll(async () => {
    t = await createTestApp(kind, { JOB_DETAIL_CACHE_MS: '60000' });
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
    log = statementLog(t.database);
  });
  afterAll(async () => {
    await log?.close();
    await t?.close();
  });
  beforeEach(() => log.reset());

  const get = (f: SignedUpUser, jobId: string) =>
    t.request({ method: 'GET', url: `/api/jobs/${jobId}`, cookie: f.cookie });
  const detail = async (f: SignedUpUser, jobId: string) => {
    const res = await get(f, jobId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<JobDetail>();
  };
  const applied = async (f: SignedUpUser, jobId: string) => {
    const res = await applyAs(t, f, jobId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };

  it("gives the contractor's contact to the approved freelancer only, also right after they filled the cache", async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const [approved, pending, rejected, stranger] = [
      await signupFreelancer(t),
      await signupFreelancer(t),
      await signupFreelancer(t),
      await signupFreelancer(t),
    ];
    expect((await approveAs(t, contractor, await applied(approved, job.id))).statusCode).toBe(200);
    await applied(pending, job.id);
    const rejectedApp = await applied(rejected, job.id);
    const rejection = await t.request({
      method: 'POST',
      url: `/api/contractor/applications/${rejectedApp}/reject`,
      cookie: contractor.cookie,
    });
    expect(rejection.statusCode, rejection.body).toBe(200);

    // The approved freelancer's read fills the cache; everyone else reads from it next.
    t.deps.jobDetailCache.clear();
    const theirs = await detail(approved, job.id);
    expect(theirs.contractor).toEqual({
      full_name: expect.any(String),
      email: contractor.email,
      phone: expect.any(String),
    });
    expect(t.deps.jobDetailCache.size).toBe(1);
    for (const other of [pending, rejected, stranger]) {
      const res = await get(other, job.id);
      expect(res.statusCode).toBe(200);
      expect(res.json<JobDetail>().contractor).toBeNull();
      expect(res.body).not.toContain(contractor.email);
      expect(res.body).not.toContain(theirs.contractor?.phone ?? 'nothing');
    }
    expect((await detail(approved, job.id)).contractor).toEqual(theirs.contractor);
  });

  it('reads a cached job in one statement (the viewer part), a missing one in two (and the viewer’s invisible contractors once)', async () => {
    const job = await createJob(t, contractor);
    const f = await signupFreelancer(t);
    const read = () =>
      getJobForFreelancer({ db: log.db, jobDetailCache: t.deps.jobDetailCache, team: t.deps.team }, actorOf(f), job.id);
    t.deps.jobDetailCache.forget(job.id);

    log.reset();
    expect(await read()).toMatchObject({ id: job.id, my_application: null });
    // The job, the viewer's invisible contractors (decision 0034: kept for them after), their part.
    expect(log.statements()).toHaveLength(3);
    t.deps.jobDetailCache.forget(job.id);
    log.reset();
    expect(await read()).toMatchObject({ id: job.id, my_application: null });
    expect(log.statements()).toHaveLength(2);
    log.reset();
    expect(await read()).toMatchObject({ id: job.id, my_application: null });
    expect(log.statements()).toHaveLength(1);
  });

  it('shows each change of the job at the next read: edit, approval, withdrawal, cancellation', async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const [f, g] = [await signupFreelancer(t), await signupFreelancer(t)];
    const appId = await applied(f, job.id);
    expect(await detail(g, job.id)).toMatchObject({ title: 'Garçom', approved_count: 0 });

    const edit = await t.request({
      method: 'PUT',
      url: `/api/contractor/jobs/${job.id}`,
      cookie: contractor.cookie,
      payload: jobPayload({ segment: 'BARTENDER', required_people: 2, description: 'Drinks autorais.' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await detail(g, job.id)).toMatchObject({ title: 'Bartender', description: 'Drinks autorais.' });

    expect((await approveAs(t, contractor, appId)).statusCode).toBe(200);
    expect(await detail(g, job.id)).toMatchObject({ approved_count: 1, status: 'active' });
    expect((await detail(f, job.id)).my_application).toMatchObject({ status: 'approved' });

    const withdrawal = await t.request({
      method: 'POST',
      url: `/api/freelancer/applications/${appId}/withdraw`,
      cookie: f.cookie,
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect(await detail(g, job.id)).toMatchObject({ approved_count: 0 });

    const cancel = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${job.id}/cancel`,
      cookie: contractor.cookie,
    });
    expect(cancel.statusCode, cancel.body).toBe(204);
    // Gone for whoever never applied; the freelancer who did still follows it.
    expect((await get(g, job.id)).statusCode).toBe(404);
    expect(await detail(f, job.id)).toMatchObject({ status: 'cancelled', can: { apply: false } });
  });

  it('keeps no answer for a job that does not exist', async () => {
    const f = await signupFreelancer(t);
    const before = t.deps.jobDetailCache.size;
    const res = await get(f, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(t.deps.jobDetailCache.size).toBe(before);
  });
});
