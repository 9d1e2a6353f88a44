import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  insertFreelancer,
  signupContractor,
  signupFreelancer,
} from '../../test/factories.ts';
import { agendaOfJob, applicationsOf, balanceOf, ledgerByReason, ledgerMismatches } from '../../test/ledger.ts';
import type { TestApp } from '../../test/test-app.ts';
import { applyToJob } from './apply-to-job.ts';

/** Where a race runs: the instances share one database. */
export type RaceInstances = {
  /** Sets the data up and reads the outcome. */
  t: TestApp;
  /** Serves the i-th of a race's parallel requests (one instance, or several in turn). */
  via: (i: number) => TestApp;
};

/**
 * The application races (apply, fill a job, overdraw a contractor's credits, overdraw a
 * freelancer's coins), registered as tests of the enclosing `describe`. Each race fires its
 * requests at once; on PostgreSQL they truly overlap (one pooled connection per request, on one
 * or several instances), so a read-then-write version of apply or approve fails them.
 */
export function defineApprovalRaces(instances: () => RaceInstances): void {
  const jobRow = async (t: TestApp, id: string) => (await t.deps.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  it('50 parallel applies by one freelancer to one job create exactly one application', async () => {
    const { t, via } = instances();
    const contractor = await signupContractor(t);
    const freelancer = await signupFreelancer(t);
    const job = await createJob(t, contractor);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => applyAs(via(i), freelancer, job.id)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().error.code])).toEqual(Array(49).fill([409, 'ALREADY_APPLIED']));
    expect(await applicationsOf(t, job.id)).toHaveLength(1);
    expect(await balanceOf(t, freelancer.user.id, 'coin')).toBe(15);
  });

  it('a job cancelled while 20 freelancers apply keeps no pending application', async () => {
    const { t, via } = instances();
    const contractor = await signupContractor(t);
    const job = await createJob(t, contractor);
    const freelancers = await Promise.all(Array.from({ length: 20 }, (_, i) => insertFreelancer(t, `Freela ${i + 1}`)));
    const apply = (i: number) =>
      applyToJob(via(i).deps, freelancers[i]!.actor, job.id).then(
        () => 'applied',
        (error: unknown) => (error instanceof AppError ? error.code : String(error)),
      );
    const cancel = via(1).request({
      method: 'POST',
      url: `/api/contractor/jobs/${job.id}/cancel`,
      cookie: contractor.cookie,
    });

    const [before, cancelled, after] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, (_, i) => apply(i))),
      cancel,
      Promise.all(Array.from({ length: 10 }, (_, i) => apply(10 + i))),
    ]);

    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const outcomes = [...before, ...after];
    expect(outcomes.filter((o) => o !== 'applied' && o !== 'JOB_NOT_AVAILABLE')).toEqual([]);
    const applications = await applicationsOf(t, job.id);
    // Whoever got in before the cancel was rejected by it; nobody got in after it.
    expect(applications).toHaveLength(outcomes.filter((o) => o === 'applied').length);
    expect(applications.filter((a) => a.status !== 'rejected')).toEqual([]);
    expect(await jobRow(t, job.id)).toMatchObject({ status: 'cancelled' });
  });

  it('50 parallel approvals on a job needing 3 approve exactly 3, fill it and charge exactly 3 times', async () => {
    const { t, via } = instances();
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 10);
    const job = await createJob(t, contractor, { required_people: 3, salary_cents: 15_000 });
    const applicants = await Promise.all(Array.from({ length: 50 }, (_, i) => insertFreelancer(t, `Freela ${i + 1}`)));
    const applications = [];
    for (const f of applicants) applications.push(await applyToJob(t.deps, f.actor, job.id));

    const results = await Promise.all(applications.map((a, i) => approveAs(via(i), contractor, a.id)));

    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(new Set(refused.map((r) => `${r.statusCode} ${r.json().error.code}`))).toEqual(new Set(['409 JOB_FULL']));
    expect(ok.map((r) => r.json().approved_count).sort()).toEqual([1, 2, 3]);
    expect(ok.find((r) => r.json().job_filled)?.json()).toEqual({
      job_filled: true,
      approved_count: 3,
      required_people: 3,
      application_cost: 15,
      message: 'Todos os 3 freelancer(s) necessário(s) foram aprovados! A vaga está preenchida.',
      funding: null,
    });

    const rows = await applicationsOf(t, job.id);
    const approved = rows.filter((r) => r.status === 'approved');
    expect(approved).toHaveLength(3);
    // The 47 others wait, turned away when the last place went ('Vaga preenchida').
    expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(47);
    expect(await jobRow(t, job.id)).toMatchObject({ status: 'filled', approvedCount: 3 });

    const everyone = [contractor.user.id, ...applicants.map((f) => f.id)];
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(12 - 1 - 3);
    expect(await ledgerByReason(t, 'application_approved', everyone)).toEqual({
      credit: { n: 3, total: -3 },
      coin: { n: 3, total: -45 },
    });
    for (const a of approved) expect(await balanceOf(t, a.freelancerId, 'coin')).toBe(0);
    expect(await ledgerMismatches(t, everyone)).toEqual([]);

    // The job is on the contractor's agenda, naming exactly the three booked.
    const agenda = await agendaOfJob(t, contractor.user.id, job.id);
    expect(agenda?.booked.map((p) => p.id).sort()).toEqual(approved.map((a) => a.freelancerId).sort());
  });

  it('a contractor with 1 credit approving 2 applicants at once: one succeeds, the other changes nothing', async () => {
    const { t, via } = instances();
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 1);
    const jobA = await createJob(t, contractor);
    const jobB = await createJob(t, contractor, { segment: 'BARTENDER' });
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(1);
    const [fa, fb] = [await insertFreelancer(t), await insertFreelancer(t)];
    const appA = await applyToJob(t.deps, fa.actor, jobA.id);
    const appB = await applyToJob(t.deps, fb.actor, jobB.id);

    const results = await Promise.all([approveAs(via(0), contractor, appA.id), approveAs(via(1), contractor, appB.id)]);

    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().error).toEqual({
      code: 'INSUFFICIENT_CREDITS',
      message: 'Você não tem créditos suficientes para aprovar esta candidatura.',
    });
    const winner = results[0]?.statusCode === 200 ? { f: fa, job: jobA } : { f: fb, job: jobB };
    const loser = winner.f === fa ? { f: fb, job: jobB } : { f: fa, job: jobA };
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(0);
    expect(await balanceOf(t, winner.f.id, 'coin')).toBe(0);
    expect(await balanceOf(t, loser.f.id, 'coin')).toBe(15);
    expect((await applicationsOf(t, loser.job.id)).map((a) => a.status)).toEqual(['pending']);
    expect(await jobRow(t, loser.job.id)).toMatchObject({ status: 'active', approvedCount: 0 });
    expect(await agendaOfJob(t, contractor.user.id, loser.job.id)).toBeUndefined();
    expect(await ledgerMismatches(t, [contractor.user.id, fa.id, fb.id])).toEqual([]);
  });

  it('a freelancer whose coins cover one approval, approved on two jobs at once, is approved once', async () => {
    const { t, via } = instances();
    const [c1, c2] = [await signupContractor(t), await signupContractor(t)];
    const job1 = await createJob(t, c1, { salary_cents: 10_000 });
    const job2 = await createJob(t, c2, { salary_cents: 10_000 });
    const freelancer = await insertFreelancer(t);
    const app1 = await applyToJob(t.deps, freelancer.actor, job1.id);
    const app2 = await applyToJob(t.deps, freelancer.actor, job2.id);
    expect([app1.applicationCost, app2.applicationCost]).toEqual([10, 10]);

    const results = await Promise.all([approveAs(via(0), c1, app1.id), approveAs(via(1), c2, app2.id)]);

    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refusedIndex = results.findIndex((r) => r.statusCode === 409);
    expect(results[refusedIndex]?.json().error).toEqual({
      code: 'FREELANCER_INSUFFICIENT_COINS',
      message: 'O freelancer não possui moedas suficientes para esta vaga.',
    });
    expect(await balanceOf(t, freelancer.id, 'coin')).toBe(5);
    const [winnerContractor, loserContractor] = refusedIndex === 0 ? [c2, c1] : [c1, c2];
    const loserJob = refusedIndex === 0 ? job1 : job2;
    expect(await balanceOf(t, winnerContractor.user.id, 'credit')).toBe(0);
    expect(await balanceOf(t, loserContractor.user.id, 'credit')).toBe(1);
    expect((await applicationsOf(t, loserJob.id)).map((a) => a.status)).toEqual(['pending']);
    expect(await ledgerMismatches(t, [c1.user.id, c2.user.id, freelancer.id])).toEqual([]);
  });
}
