import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDetail, JobListItem } from '@vamos/shared/schemas/job-views';
import { jobs } from '../../db/schema.ts';
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
import { killConnections } from '../../test/kill-connections.ts';
import { createSiblingTestApp, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { PostgresBus } from '../realtime/postgres-bus.ts';

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

/**
 * The database's connections are killed (a restart, a failover): B's LISTEN connection is down
 * when A's edit sends its notification, which B never hears. B must answer the edit from then on,
 * on the job detail and on the board, and cache both again once it listens again.
 */
describe.skipIf(!TEST_DATABASES.includes('postgres'))('job caches while the LISTEN connection is down', () => {
  let a: TestApp;
  let b: TestApp;
  let contractor: SignedUpUser;
  const env = { JOB_DETAIL_CACHE_MS: '600000', JOB_LIST_CACHE_MS: '60000' };
  beforeAll(async () => {
    a = await createTestApp('postgres', env);
    // B listens again 1.5 to 3 s after losing its connection: long enough to ask it while it is deaf.
    b = await createSiblingTestApp(a, env, { listenerBackoff: { initialMs: 3_000, maxMs: 3_000 } });
    contractor = await signupContractor(a);
    await grant(a, contractor.user.id, 'credit', 10);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const detailOn = async (t: TestApp, f: SignedUpUser, jobId: string) =>
    (await t.request({ method: 'GET', url: `/api/jobs/${jobId}`, cookie: f.cookie })).json<JobDetail>();
  const boardTitleOn = async (t: TestApp, f: SignedUpUser, jobId: string) => {
    const res = await t.request({ method: 'GET', url: '/api/jobs', cookie: f.cookie });
    return res.json<{ jobs: JobListItem[] }>().jobs.find((job) => job.id === jobId)?.title;
  };
  /** B's job detail title, polled for the time a notification takes between instances. */
  const onBTitle = (f: SignedUpUser, jobId: string) =>
    expect.poll(async () => (await detailOn(b, f, jobId)).title, { timeout: 2_000, interval: 10 });

  it("an edit through A while B cannot hear it is B's next answer, and B caches jobs again once it listens again", async () => {
    const bus = b.deps.events as PostgresBus;
    const job = await createJob(a, contractor);
    const f = await signupFreelancer(a);
    expect((await detailOn(b, f, job.id)).title).toBe('Garçom'); // cached on B for ten minutes
    expect(await boardTitleOn(b, f, job.id)).toBe('Garçom'); // the page too, for a minute
    const connects = bus.status.connects;

    await killConnections(a.database);
    const edit = await a.request({
      method: 'PUT',
      url: `/api/contractor/jobs/${job.id}`,
      cookie: contractor.cookie,
      payload: jobPayload({ segment: 'BARTENDER' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await detailOn(b, f, job.id)).title).toBe('Bartender');
    expect(await boardTitleOn(b, f, job.id)).toBe('Bartender');
    expect(bus.status.listening).toBe(false); // B answered while it could not hear A

    // B listens again: a job read is cached again (a change that sends no event, made in the
    // database behind the app's back, is not seen until the cache forgets it).
    await expect.poll(() => bus.status.listening && bus.status.connects > connects, { timeout: 10_000 }).toBe(true);
    expect((await detailOn(b, f, job.id)).title).toBe('Bartender');
    expect(await boardTitleOn(b, f, job.id)).toBe('Bartender');
    await a.deps.db.update(jobs).set({ title: 'Sem evento' }).where(eq(jobs.id, job.id));
    expect((await detailOn(b, f, job.id)).title).toBe('Bartender');
    expect(await boardTitleOn(b, f, job.id)).toBe('Bartender');
    expect((await detailOn(a, f, job.id)).title).toBe('Sem evento');

    // And an edit through A reaches B again.
    const back = await a.request({
      method: 'PUT',
      url: `/api/contractor/jobs/${job.id}`,
      cookie: contractor.cookie,
      payload: jobPayload({ segment: 'GARCOM' }),
    });
    expect(back.statusCode, back.body).toBe(200);
    await onBTitle(f, job.id).toBe('Garçom');
  });
});
