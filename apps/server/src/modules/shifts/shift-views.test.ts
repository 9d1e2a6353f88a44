import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgendaResponse, FreelancerAgendaResponse } from '@vamos/shared/schemas/agenda';
import type { MyApplicationsResponse } from '@vamos/shared/schemas/applications';
import type { ContractorJobDetail, JobDetail } from '@vamos/shared/schemas/job-views';
import { noShowMarkWindow } from '@vamos/shared/cancellation-policy';
import { shiftWindow } from '@vamos/shared/dates';
import { isUpcoming, type ShiftMoveName, type ShiftState } from '@vamos/shared/shift-states';
import { inTransaction } from '../../db/transaction.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  actorOf,
  applyAs,
  createJob,
  grant,
  moveShift as moveShiftInTime,
  signupContractor,
  signupFreelancer,
  startedToday,
  type SignedUpUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { moveShift } from './shift-lifecycle.ts';

/**
 * The shift is the one state every screen reads (decision 0024): after each move, through every
 * transition, both agendas, the job detail of each role and "Minhas candidaturas" say the same.
 */
describe.each(TEST_DATABASES)('every screen reads the one shift on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 100);
  });
  afterAll(async () => t.close());

  const get = async (url: string, who: SignedUpUser) => t.request({ method: 'GET', url, cookie: who.cookie });
  const post = async (url: string, who: SignedUpUser) => {
    const res = await t.request({ method: 'POST', url, cookie: who.cookie });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  };

  /** What each screen shows of the shift now (undefined: it does not show it). */
  async function screens(f: SignedUpUser, jobId: string, shiftId: string) {
    const freelancerAgenda = (await get('/api/freelancer/agenda', f)).json<FreelancerAgendaResponse>();
    const contractorAgenda = (await get('/api/agenda', contractor)).json<AgendaResponse>();
    const detail = (await get(`/api/jobs/${jobId}`, f)).json<JobDetail>();
    const contractorDetail = await get(`/api/contractor/jobs/${jobId}`, contractor);
    const mine = (await get('/api/freelancer/applications', f)).json<MyApplicationsResponse>();
    return {
      freelancerAgenda: freelancerAgenda.items.find((i) => i.id === shiftId)?.shift_state,
      contractorAgenda: contractorAgenda.items.find((i) => i.job_id === jobId),
      detail: detail.my_application?.status,
      candidates:
        contractorDetail.statusCode === 200
          ? contractorDetail.json<ContractorJobDetail>().applications.find((a) => a.id === shiftId)?.status
          : 'job gone',
      mine: mine.applications.find((a) => a.id === shiftId)?.status,
    };
  }

  /** Every screen agrees with the shift's `state` (the contractor's job detail is gone once the job is cancelled). */
  async function expectAgree(f: SignedUpUser, jobId: string, shiftId: string, state: ShiftState, jobCancelled = false) {
    const seen = await screens(f, jobId, shiftId);
    const shown = state === 'cancelled' ? undefined : state;
    expect(seen).toMatchObject({
      freelancerAgenda: isUpcoming(state) && !jobCancelled ? state : undefined,
      detail: shown,
      candidates: jobCancelled ? 'job gone' : shown,
      mine: shown,
    });
    return seen.contractorAgenda;
  }

  async function shiftOf(f: SignedUpUser, jobId: string) {
    const res = await applyAs(t, f, jobId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }

  /** A move no route makes yet (the attendance issue adds them): through the lifecycle itself. */
  async function move(who: SignedUpUser, shiftId: string, name: ShiftMoveName, now?: Date) {
    await inTransaction(t.deps.db, (tx) => moveShift(t.deps, tx, actorOf(who), shiftId, name, { now }));
  }

  it('apply, cancel, apply again, approve, give up', async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const f = await signupFreelancer(t);
    const id = await shiftOf(f, job.id);
    expect(await expectAgree(f, job.id, id, 'pending')).toBeUndefined();
    await t.request({ method: 'DELETE', url: `/api/freelancer/applications/${id}`, cookie: f.cookie });
    await expectAgree(f, job.id, id, 'cancelled');
    expect(await shiftOf(f, job.id)).toBe(id);
    await expectAgree(f, job.id, id, 'pending');
    await post(`/api/contractor/applications/${id}/approve`, contractor);
    expect(await expectAgree(f, job.id, id, 'approved')).toMatchObject({
      status: 'confirmed',
      booked: [{ id: f.user.id }],
    });
    await post(`/api/freelancer/applications/${id}/withdraw`, f);
    expect(await expectAgree(f, job.id, id, 'withdrawn')).toMatchObject({ status: 'scheduled', booked: [] });
  });

  it('approve, check in, conclude, attended', async () => {
    const job = await createJob(t, contractor, { required_people: 2, ...startedToday() });
    const f = await signupFreelancer(t);
    const id = await shiftOf(f, job.id);
    await post(`/api/contractor/applications/${id}/approve`, contractor);
    await move(f, id, 'check_in');
    expect(await expectAgree(f, job.id, id, 'checked_in')).toMatchObject({ status: 'confirmed' });
    await post(`/api/freelancer/agenda/${id}/complete`, f);
    expect(await expectAgree(f, job.id, id, 'checked_out')).toMatchObject({ status: 'confirmed' });
    await post(`/api/contractor/jobs/${job.id}/complete`, contractor);
    expect(await expectAgree(f, job.id, id, 'attended')).toMatchObject({
      status: 'completed',
      booked: [{ id: f.user.id }],
    });
  });

  it('confirmed before the shift', async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const f = await signupFreelancer(t);
    const id = await shiftOf(f, job.id);
    await post(`/api/contractor/applications/${id}/approve`, contractor);
    await move(f, id, 'confirm');
    expect(await expectAgree(f, job.id, id, 'confirmed')).toMatchObject({ status: 'confirmed' });
  });

  it('marked absent, then contested', async () => {
    const today = startedToday();
    const job = await createJob(t, contractor, { required_people: 2, ...today });
    const f = await signupFreelancer(t);
    const id = await shiftOf(f, job.id);
    await post(`/api/contractor/applications/${id}/approve`, contractor);
    // Marked once its window opens: in the first hour of the day (São Paulo), the shift that began at
    // midnight is not yet markable now.
    const { startsAt } = shiftWindow({
      serviceDate: today.service_date,
      startTime: today.start_time,
      endTime: today.end_time,
    });
    const markable = new Date(Math.max(Date.now(), noShowMarkWindow(startsAt).opensAt.getTime() + 60_000));
    await move(contractor, id, 'mark_no_show', markable);
    expect(await expectAgree(f, job.id, id, 'no_show')).toMatchObject({ booked: [{ id: f.user.id }] });
    await move(f, id, 'contest');
    await expectAgree(f, job.id, id, 'contested');
  });

  it('rejected; and a job cancelled with a booked shift', async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const [f, g] = [await signupFreelancer(t), await signupFreelancer(t)];
    const rejected = await shiftOf(f, job.id);
    await post(`/api/contractor/applications/${rejected}/reject`, contractor);
    await expectAgree(f, job.id, rejected, 'rejected');
    const booked = await shiftOf(g, job.id);
    await post(`/api/contractor/applications/${booked}/approve`, contractor);
    await post(`/api/contractor/jobs/${job.id}/cancel`, contractor);
    expect(await expectAgree(g, job.id, booked, 'job_cancelled', true)).toMatchObject({
      status: 'cancelled',
      booked: [],
    });
  });

  it('waitlisted when the last place goes, pending again when it reopens; closed with the job', async () => {
    const job = await createJob(t, contractor, { required_people: 1 });
    const [f, g, late] = [await signupFreelancer(t), await signupFreelancer(t), await signupFreelancer(t)];
    const first = await shiftOf(f, job.id);
    const waiting = await shiftOf(g, job.id);
    const closed = await shiftOf(late, job.id);
    await post(`/api/contractor/applications/${first}/approve`, contractor);
    await expectAgree(g, job.id, waiting, 'waitlisted');
    await post(`/api/freelancer/applications/${first}/withdraw`, f);
    await expectAgree(g, job.id, waiting, 'pending');
    await expectAgree(late, job.id, closed, 'pending');
    await post(`/api/contractor/applications/${waiting}/approve`, contractor);
    await expectAgree(late, job.id, closed, 'waitlisted');
    // The shift's day comes: it can be concluded.
    await moveShiftInTime(t, job.id, startedToday());
    t.deps.jobDetailCache.forget(job.id);
    await post(`/api/contractor/jobs/${job.id}/complete`, contractor);
    await expectAgree(late, job.id, closed, 'rejected');
    await expectAgree(g, job.id, waiting, 'attended');
  });
});
