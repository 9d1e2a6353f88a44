import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  createJob,
  grant,
  jobPayload,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { createSiblingTestApp, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Two instances behind a load balancer, each keeping job details for ten minutes (so only the
 * invalidation can explain a fresh answer): an edit or a cancellation through A is seen by the
 * next read on B, once the notification has crossed (milliseconds), not when B's cache expires.
 */
describe.skipIf(!TEST_DATABASES.includes('postgres'))('job detail cache across two instances on postgres', () => {
  let a: TestApp;
  let b: TestApp;
  let contractor: SignedUpUser;
  const env = { JOB_DETAIL_CACHE_MS: '600000' };
  beforeAll(async () => {
    a = await createTestApp('postgres', env);
    b = await createSiblingTestApp(a, env);
    contractor = await signupContractor(a);
    await grant(a, contractor.user.id, 'credit', 10);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const get = (t: TestApp, f: SignedUpUser, jobId: string) =>
    t.request({ method: 'GET', url: `/api/jobs/${jobId}`, cookie: f.cookie });
  /** What B answers, polled for the time a notification takes between instances. */
  const onB = (f: SignedUpUser, jobId: string, pick: (res: Awaited<ReturnType<typeof get>>) => unknown) =>
    expect.poll(async () => pick(await get(b, f, jobId)), { timeout: 2_000, interval: 10 });

  it("an edit through A is B's next answer", async () => {
    const job = await createJob(a, contractor);
    const f = await signupFreelancer(a);
    expect((await get(b, f, job.id)).json<JobDetail>()).toMatchObject({ title: 'Garçom' }); // cached on B
    expect(b.deps.jobDetailCache.size).toBeGreaterThan(0);

    const edit = await a.request({
      method: 'PUT',
      url: `/api/contractor/jobs/${job.id}`,
      cookie: contractor.cookie,
      payload: jobPayload({ segment: 'BARTENDER', description: 'Drinks autorais.' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await onB(f, job.id, (res) => res.json<JobDetail>().title).toBe('Bartender');
    expect((await get(b, f, job.id)).json<JobDetail>().description).toBe('Drinks autorais.');
  });

  it('a cancellation through A: the job is gone on B for a freelancer who never applied, cancelled for one who did', async () => {
    const job = await createJob(a, contractor);
    const [applicant, stranger] = [await signupFreelancer(a), await signupFreelancer(a)];
    expect((await applyAs(a, applicant, job.id)).statusCode).toBe(201);
    expect((await get(b, stranger, job.id)).statusCode).toBe(200); // cached on B
    expect((await get(b, applicant, job.id)).json<JobDetail>().status).toBe('active');

    const cancel = await a.request({
      method: 'POST',
      url: `/api/contractor/jobs/${job.id}/cancel`,
      cookie: contractor.cookie,
    });
    expect(cancel.statusCode, cancel.body).toBe(204);
    await onB(stranger, job.id, (res) => res.statusCode).toBe(404);
    expect((await get(b, applicant, job.id)).json<JobDetail>()).toMatchObject({
      status: 'cancelled',
      my_application: { status: 'rejected', rejection_reason: 'job_cancelled' },
    });
  });
});
