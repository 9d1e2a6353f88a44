import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyApplicationsResponse } from '@vamos/shared/schemas/applications';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  jobPayload,
  signupContractor,
  signupFreelancer,
  startedToday,
  type SignedUpUser,
} from '../../test/factories.ts';
import { applicationsOf, balanceOf, ledgerMismatches } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';

/**
 * DESIGN §2, decision 0024: an application still pending when its job fills waits ('Vaga
 * preenchida', pending again if a place reopens); when its job is cancelled or completed it becomes
 * rejected, with the reason the freelancer reads ('Evento cancelado', 'Vaga concluída'). Either way
 * it leaves the pending count of 'Minhas Candidaturas'.
 */
describe.each(TEST_DATABASES)('applications of a job that closed on %s', (kind) => {
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

  const applied = async (f: SignedUpUser, jobId: string): Promise<string> => {
    const res = await applyAs(t, f, jobId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const myApplications = async (f: SignedUpUser) =>
    (
      await t.request({ method: 'GET', url: '/api/freelancer/applications', cookie: f.cookie })
    ).json<MyApplicationsResponse>();
  const detailFor = async (f: SignedUpUser, jobId: string) =>
    (await t.request({ method: 'GET', url: `/api/jobs/${jobId}`, cookie: f.cookie })).json<JobDetail>();

  it("rejects the other pending applications with 'Vaga preenchida' when the last place is taken", async () => {
    const job = await createJob(t, contractor, { required_people: 1 });
    const [chosen, other] = [await signupFreelancer(t), await signupFreelancer(t)];
    const chosenApp = await applied(chosen, job.id);
    const otherApp = await applied(other, job.id);

    expect((await approveAs(t, contractor, chosenApp)).statusCode).toBe(200);

    const rows = await applicationsOf(t, job.id);
    expect(rows.find((r) => r.id === otherApp)).toMatchObject({ status: 'waitlisted', rejectionReason: null });
    expect(rows.find((r) => r.id === chosenApp)).toMatchObject({ status: 'approved', rejectionReason: null });

    const mine = await myApplications(other);
    expect(mine.counts).toMatchObject({ total: 1, pending: 0, rejected: 1 });
    expect(mine.applications[0]).toMatchObject({ id: otherApp, status: 'waitlisted', rejection_reason: null });
    expect((await detailFor(other, job.id)).my_application).toMatchObject({
      status: 'waitlisted',
      rejection_reason: null,
    });
    expect(
      events.some(
        (e) =>
          e.type === 'application.rejected' && e.ids?.applicationId === otherApp && e.userIds.includes(other.user.id),
      ),
    ).toBe(true);
    // Nothing was charged to the one who was not chosen.
    expect(await balanceOf(t, other.user.id, 'coin')).toBe(15);
  });

  it('keeps pending applications while places remain', async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const [first, second] = [await signupFreelancer(t), await signupFreelancer(t)];
    const firstApp = await applied(first, job.id);
    const secondApp = await applied(second, job.id);
    expect((await approveAs(t, contractor, firstApp)).statusCode).toBe(200);
    expect((await applicationsOf(t, job.id)).find((r) => r.id === secondApp)).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });
  });

  it("rejects pending applications with 'Evento cancelado' when the event is cancelled", async () => {
    const job = await createJob(t, contractor);
    const f = await signupFreelancer(t);
    const appId = await applied(f, job.id);
    const res = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${job.id}/cancel`,
      cookie: contractor.cookie,
    });
    expect(res.statusCode).toBe(204);
    expect((await myApplications(f)).applications[0]).toMatchObject({
      id: appId,
      status: 'rejected',
      rejection_reason: 'job_cancelled',
    });
    expect((await myApplications(f)).counts).toMatchObject({ pending: 0, rejected: 1 });
  });

  it("rejects pending applications with 'Vaga concluída' when the service is completed", async () => {
    const job = await createJob(t, contractor, { required_people: 2, ...startedToday() });
    const [worked, waiting] = [await signupFreelancer(t), await signupFreelancer(t)];
    expect((await approveAs(t, contractor, await applied(worked, job.id))).statusCode).toBe(200);
    const waitingApp = await applied(waiting, job.id);
    const res = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${job.id}/complete`,
      cookie: contractor.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await applicationsOf(t, job.id)).find((r) => r.id === waitingApp)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'job_completed',
    });
  });

  it('refuses to reject again what the filled job already rejected, and changes nothing', async () => {
    const job = await createJob(t, contractor, { required_people: 1 });
    const [chosen, other] = [await signupFreelancer(t), await signupFreelancer(t)];
    const chosenApp = await applied(chosen, job.id);
    const otherApp = await applied(other, job.id);
    expect((await approveAs(t, contractor, chosenApp)).statusCode).toBe(200);
    const before = await applicationsOf(t, job.id);
    const res = await t.request({
      method: 'POST',
      url: `/api/contractor/applications/${otherApp}/reject`,
      cookie: contractor.cookie,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('APPLICATION_NOT_PENDING');
    expect(await applicationsOf(t, job.id)).toEqual(before);
  });

  it("puts those turned away by 'Vaga preenchida' back in the running when a freelancer gives up", async () => {
    const job = await createJob(t, contractor, { required_people: 1 });
    const [chosen, other] = [await signupFreelancer(t), await signupFreelancer(t)];
    const chosenApp = await applied(chosen, job.id);
    const otherApp = await applied(other, job.id);
    expect((await approveAs(t, contractor, chosenApp)).statusCode).toBe(200);
    // While the job is full, approving one who was turned away says the job is full.
    const full = await approveAs(t, contractor, otherApp);
    expect(full.json().error.code).toBe('JOB_FULL');

    const gaveUp = await t.request({
      method: 'POST',
      url: `/api/freelancer/applications/${chosenApp}/withdraw`,
      cookie: chosen.cookie,
    });
    expect(gaveUp.statusCode, gaveUp.body).toBe(200);
    expect((await applicationsOf(t, job.id)).find((r) => r.id === otherApp)).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      decidedAt: null,
    });
    expect((await myApplications(other)).counts).toMatchObject({ total: 1, pending: 1, rejected: 0 });
    expect(
      events.some((e) => e.type === 'job.changed' && e.ids?.jobId === job.id && e.userIds.includes(other.user.id)),
    ).toBe(true);

    // The contractor can take the next one at once; only then is anything charged.
    expect(await balanceOf(t, other.user.id, 'coin')).toBe(15);
    expect((await approveAs(t, contractor, otherApp)).statusCode).toBe(200);
    expect(await balanceOf(t, other.user.id, 'coin')).toBe(0);
    expect(await ledgerMismatches(t, [contractor.user.id, chosen.user.id, other.user.id])).toEqual([]);
  });

  it('follows the places when the contractor edits their number', async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const [chosen, other] = [await signupFreelancer(t), await signupFreelancer(t)];
    expect((await approveAs(t, contractor, await applied(chosen, job.id))).statusCode).toBe(200);
    const otherApp = await applied(other, job.id);
    const edit = (required_people: number) =>
      t.request({
        method: 'PUT',
        url: `/api/contractor/jobs/${job.id}`,
        cookie: contractor.cookie,
        payload: jobPayload({ required_people }),
      });

    expect((await edit(1)).json()).toMatchObject({ status: 'filled' });
    expect((await applicationsOf(t, job.id)).find((r) => r.id === otherApp)).toMatchObject({
      status: 'waitlisted',
      rejectionReason: null,
    });
    expect((await edit(3)).json()).toMatchObject({ status: 'active' });
    expect((await applicationsOf(t, job.id)).find((r) => r.id === otherApp)).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });
  });
});
