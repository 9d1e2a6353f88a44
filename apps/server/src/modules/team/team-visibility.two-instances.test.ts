import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobListResponse } from '@vamos/shared/schemas/job-views';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createJob, grant, signupContractor, signupFreelancer, type SignedUpUser } from '../../test/factories.ts';
import { createSiblingTestApp, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Two instances, each keeping board pages, details and invisible contractors for a minute (so only
 * the bus can explain a fresh answer): a block or a hidden contractor through A is B's next answer,
 * once `visibility.changed` has crossed (decision 0034).
 */
describe.skipIf(!TEST_DATABASES.includes('postgres'))('blocks across two instances on postgres', () => {
  let a: TestApp;
  let b: TestApp;
  let contractor: SignedUpUser;
  const env = { JOB_LIST_CACHE_MS: '60000', JOB_DETAIL_CACHE_MS: '60000' };
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

  const boardOnB = async (f: SignedUpUser, salary: number) =>
    (await b.request({ method: 'GET', url: `/api/jobs?min_cents=${salary}&max_cents=${salary}`, cookie: f.cookie }))
      .json<JobListResponse>()
      .jobs.map((j) => j.id);
  const detailOnB = async (f: SignedUpUser, jobId: string) =>
    (await b.request({ method: 'GET', url: `/api/jobs/${jobId}`, cookie: f.cookie })).statusCode;

  it("a block through A is B's next board and detail, and so is the unblock", async () => {
    const f = await signupFreelancer(a);
    const job = await createJob(a, contractor, { salary_cents: 18_001 });
    expect(await boardOnB(f, 18_001)).toEqual([job.id]); // cached on B
    expect(await detailOnB(f, job.id)).toBe(200);

    const blocked = await a.request({
      method: 'PUT',
      url: `/api/contractor/blocks/${f.user.id}`,
      cookie: contractor.cookie,
    });
    expect(blocked.statusCode).toBe(204);
    await expect.poll(() => boardOnB(f, 18_001), { timeout: 2_000, interval: 10 }).toEqual([]);
    expect(await detailOnB(f, job.id)).toBe(404);

    await a.request({ method: 'DELETE', url: `/api/contractor/blocks/${f.user.id}`, cookie: contractor.cookie });
    await expect.poll(() => boardOnB(f, 18_001), { timeout: 2_000, interval: 10 }).toEqual([job.id]);
    expect(await detailOnB(f, job.id)).toBe(200);
  });

  it("a contractor hidden through A is gone from B's board", async () => {
    const f = await signupFreelancer(a);
    const job = await createJob(a, contractor, { salary_cents: 18_002 });
    expect(await boardOnB(f, 18_002)).toEqual([job.id]);
    const hidden = await a.request({ method: 'POST', url: `/api/jobs/${job.id}/hide-contractor`, cookie: f.cookie });
    expect(hidden.statusCode).toBe(204);
    await expect.poll(() => boardOnB(f, 18_002), { timeout: 2_000, interval: 10 }).toEqual([]);
  });
});
