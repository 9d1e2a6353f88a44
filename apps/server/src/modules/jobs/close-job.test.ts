import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorJobDetail, JobFields } from '@vamos/shared/schemas/job-views';
import { ledgerEntries } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  signupContractor,
  signupFreelancer,
  startedToday,
  type SignedUpUser,
} from '../../test/factories.ts';
import { agendaOfJob, applicationsOf, balanceOf, ledgerMismatches } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('cancelling and completing jobs on %s', (kind) => {
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

  it('cancels an event: refunds approved freelancers, rejects pendings, cancels agenda items, leaves every list', async () => {
    const job = await createJob(t, contractor, { required_people: 3, salary_cents: 12_000 });
    const [a1, a2, p] = [await signupFreelancer(t), await signupFreelancer(t), await signupFreelancer(t)];
    for (const f of [a1, a2]) await approveAs(t, contractor, (await applyAs(t, f, job.id)).json<{ id: string }>().id);
    await applyAs(t, p, job.id);
    const credits = await balanceOf(t, contractor.user.id, 'credit');
    expect(await balanceOf(t, a1.user.id, 'coin')).toBe(3);

    const res = await post(`/api/contractor/jobs/${job.id}/cancel`);
    expect(res.statusCode).toBe(204);

    expect(await balanceOf(t, a1.user.id, 'coin')).toBe(15);
    expect(await balanceOf(t, a2.user.id, 'coin')).toBe(15);
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits);
    const refunds = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reason, 'job_cancelled_refund'));
    expect(refunds.filter((e) => [a1.user.id, a2.user.id].includes(e.userId)).map((e) => e.delta)).toEqual([12, 12]);
    expect((await applicationsOf(t, job.id)).map((a) => a.status).sort()).toEqual([
      'job_cancelled',
      'job_cancelled',
      'rejected',
    ]);
    // The contractor's agenda says so; the freelancers' agendas no longer have it.
    expect(await agendaOfJob(t, contractor.user.id, job.id)).toMatchObject({ status: 'cancelled', booked: [] });
    const agenda = await t.request({ method: 'GET', url: '/api/freelancer/agenda', cookie: a1.cookie });
    expect(agenda.json().items).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: `/api/contractor/jobs/${job.id}`, cookie: contractor.cookie })).statusCode,
    ).toBe(404);
    // Its owner is told it is already cancelled (closed-job-refusals.test.ts), not that it does not exist.
    expect((await post(`/api/contractor/jobs/${job.id}/cancel`)).statusCode).toBe(409);
    expect(await ledgerMismatches(t, [contractor.user.id, a1.user.id, a2.user.id, p.user.id])).toEqual([]);
    const mine = await t.request({ method: 'GET', url: '/api/freelancer/applications', cookie: a1.cookie });
    expect(mine.json().applications[0].job).toMatchObject({ id: job.id, status: 'cancelled' });
  });

  describe('complete ("Concluir Serviço")', () => {
    it('completes a job with an approved freelancer and rejects the pending applications', async () => {
      const job = await createJob(t, contractor, { required_people: 2, ...startedToday() });
      const [a, p] = [await signupFreelancer(t), await signupFreelancer(t)];
      await approveAs(t, contractor, (await applyAs(t, a, job.id)).json<{ id: string }>().id);
      await applyAs(t, p, job.id);
      const res = await post(`/api/contractor/jobs/${job.id}/complete`);
      expect(res.statusCode).toBe(200);
      expect(res.json<JobFields>().status).toBe('completed');
      expect((await applicationsOf(t, job.id)).map((x) => x.status).sort()).toEqual(['attended', 'rejected']);
      expect(await agendaOfJob(t, contractor.user.id, job.id)).toMatchObject({ status: 'completed' });
      expect((await post(`/api/contractor/jobs/${job.id}/complete`)).json().error.code).toBe('JOB_COMPLETED');
      expect((await post(`/api/contractor/jobs/${job.id}/cancel`)).json().error.code).toBe('JOB_COMPLETED');
    });

    it("opens at the shift's start: a job of tomorrow is refused, and nothing changes", async () => {
      const job = await createJob(t, contractor, { required_people: 2 });
      const [a, p] = [await signupFreelancer(t), await signupFreelancer(t)];
      await approveAs(t, contractor, (await applyAs(t, a, job.id)).json<{ id: string }>().id);
      await applyAs(t, p, job.id);
      expect((await detail(job.id)).can.complete).toBe(false);
      const res = await post(`/api/contractor/jobs/${job.id}/complete`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'JOB_NOT_STARTED',
        message: 'O serviço só pode ser concluído a partir do horário de início.',
      });
      expect((await detail(job.id)).status).toBe('active');
      expect((await applicationsOf(t, job.id)).map((x) => x.status).sort()).toEqual(['approved', 'pending']);
    });

    it('refuses an active job with nobody approved', async () => {
      const job = await createJob(t, contractor);
      const res = await post(`/api/contractor/jobs/${job.id}/complete`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('JOB_CANNOT_COMPLETE');
      expect((await detail(job.id)).status).toBe('active');
    });
  });
});
