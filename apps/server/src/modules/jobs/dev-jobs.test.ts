import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftWindow } from '@vamos/shared/dates';
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

  it("starts the owner's job's shift minutes from now, keeping its length, across midnight too", async () => {
    const job = await createJob(t, owner, {
      service_date: daysFromToday(2),
      payment_date: daysFromToday(3),
      start_time: '22:00',
      end_time: '04:00',
    });
    const before = Date.now();
    const res = await t.request({
      method: 'POST',
      url: `/api/dev/jobs/${job.id}/start-in`,
      cookie: owner.cookie,
      payload: { minutes: -90 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json<JobFields>();
    const { startsAt, endsAt } = shiftWindow({
      serviceDate: moved.service_date,
      startTime: moved.start_time,
      endTime: moved.end_time,
    });
    // To the minute: between 91 and 89 minutes before the request, six hours long.
    expect(before - startsAt.getTime()).toBeGreaterThan(89 * 60_000);
    expect(before - startsAt.getTime()).toBeLessThanOrEqual(91 * 60_000);
    expect(endsAt.getTime() - startsAt.getTime()).toBe(6 * 60 * 60_000);
    const shift = Date.parse(moved.service_date) - Date.parse(daysFromToday(2));
    expect(Date.parse(moved.payment_date) - Date.parse(daysFromToday(3))).toBe(shift);
    const other = await signupContractor(t);
    const refused = await t.request({
      method: 'POST',
      url: `/api/dev/jobs/${job.id}/start-in`,
      cookie: other.cookie,
      payload: { minutes: 10 },
    });
    expect(refused.statusCode).toBe(404);
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
