import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  moveShift,
  type SignedUpUser,
  signupContractor,
  signupFreelancer,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The job detail of a freelancer says whether they have rated the job's contractor
 * (`my_application.contractor_rated`): the web offers 'Avaliar Contratante' only until they have.
 */
describe.each(TEST_DATABASES)('the job detail knows whether I rated the contractor, on %s', (kind) => {
  let t: TestApp;
  afterAll(async () => t.close());
  beforeAll(async () => {
    t = await createTestApp(kind);
  });

  const detail = async (jobId: string, who: SignedUpUser) => {
    const res = await t.request({ method: 'GET', url: `/api/jobs/${jobId}`, cookie: who.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<JobDetail>();
  };
  const rate = async (who: SignedUpUser, jobId: string, evaluatedId: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/evaluations',
      cookie: who.cookie,
      payload: { job_id: jobId, evaluated_id: evaluatedId, rating: 4 },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('is false until the freelancer rates the contractor, then true, for that freelancer and job only', async () => {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 5);
    const job = await createJob(t, contractor, { required_people: 2 });
    const [rater, other] = [await signupFreelancer(t), await signupFreelancer(t)];
    for (const f of [rater, other]) {
      const app = await applyAs(t, f, job.id);
      expect((await approveAs(t, contractor, app.json<{ id: string }>().id)).statusCode).toBe(200);
    }
    await moveShift(t, job.id, { service_date: daysFromToday(-1) });
    const done = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${job.id}/complete`,
      cookie: contractor.cookie,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await detail(job.id, rater)).my_application).toMatchObject({ status: 'attended', contractor_rated: false });

    // The contractor's rating of me is not mine of them.
    await rate(contractor, job.id, rater.user.id);
    expect((await detail(job.id, rater)).my_application?.contractor_rated).toBe(false);

    await rate(rater, job.id, contractor.user.id);
    expect((await detail(job.id, rater)).my_application?.contractor_rated).toBe(true);
    expect((await detail(job.id, other)).my_application?.contractor_rated).toBe(false);
  });
});
