import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobFields } from '@vamos/shared/schemas/job-views';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createJob, daysFromToday, signupContractor, type SignedUpUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The development tool that moves a job in time: only with DEV_TOOLS, only the owner's job. */
describe.each(TEST_DATABASES)('moving a job in time (development tools) on %s', (kind) => {
  let t: TestApp;
  let owner: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEV_TOOLS: 'true' });
    owner = await signupContractor(t);
  });
  afterAll(async () => t.close());

  const move = (who: SignedUpUser, jobId: string, days: unknown) =>
    t.request({ method: 'POST', url: `/api/dev/jobs/${jobId}/move-in-time`, cookie: who.cookie, payload: { days } });

  it("moves the owner's job, past dates included, and nobody else's", async () => {
    const job = await createJob(t, owner, { service_date: daysFromToday(2), payment_date: daysFromToday(3) });
    const res = await move(owner, job.id, -3);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<JobFields>()).toMatchObject({ service_date: daysFromToday(-1), payment_date: daysFromToday(0) });
    const other = await signupContractor(t);
    expect((await move(other, job.id, 1)).statusCode).toBe(404);
    expect((await move(owner, job.id, 1.5)).statusCode).toBe(400);
  });

  it('does not exist without DEV_TOOLS', async () => {
    const plain = await createTestApp(kind);
    try {
      const contractor = await signupContractor(plain);
      const job = await createJob(plain, contractor);
      const res = await plain.request({
        method: 'POST',
        url: `/api/dev/jobs/${job.id}/move-in-time`,
        cookie: contractor.cookie,
        payload: { days: -3 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
