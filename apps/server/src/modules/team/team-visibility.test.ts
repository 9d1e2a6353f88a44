import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobListResponse } from '@vamos/shared/schemas/job-views';
import type { JobAlertInput } from '@vamos/shared/schemas/job-alerts';
import { saoPauloInstant, todayInSaoPaulo } from '@vamos/shared/dates';
import { jobAlertMatches, jobApplications, notifications, shiftMoves } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  type SignedUpUser,
  signupContractor,
  signupFreelancer,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { matchPendingJobs } from '../alerts/match-new-jobs.ts';
import { sendAlertDigests } from '../alerts/send-alert-digests.ts';

/** Every job of a test has its own value, so the board can be read for that test's jobs alone. */
let nextSalary = 17_001;

/**
 * Blocks and hidden contractors (issue 26, decision 0034): a block rejects what waits for a decision
 * through the lifecycle; a blocked freelancer, or one who hid the contractor, does not find the
 * contractor's jobs on the board (with its caches on, as configured by default), in the detail, in
 * applying or in their alerts.
 */
describe.each(TEST_DATABASES)('blocks and hidden contractors on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    // The default configuration: the board's pages, the details and the invisible contractors cached.
    t = await createTestApp(kind, { JOB_LIST_CACHE_MS: '2000', JOB_DETAIL_CACHE_MS: '10000' });
    contractor = await signupContractor(t);
    other = await signupContractor(t, { company_name: 'Buffet Outro' });
    await grant(t, contractor.user.id, 'credit', 100);
    await grant(t, other.user.id, 'credit', 100);
  });
  afterAll(async () => t?.close());

  const call = (who: SignedUpUser, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string) =>
    t.request({ method, url, cookie: who.cookie });
  const block = (f: SignedUpUser) => call(contractor, 'PUT', `/api/contractor/blocks/${f.user.id}`);
  const statusOf = async (applicationId: string) =>
    (await t.deps.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId)))[0]?.status;
  const board = async (who: SignedUpUser, salary: number, limit = 20, cursor?: string) => {
    const query = `min_cents=${salary}&max_cents=${salary}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await call(who, 'GET', `/api/jobs?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<JobListResponse>();
  };
  /** Every job of the board at `salary`, page by page of `limit`: the ids of each page. */
  const allPages = async (who: SignedUpUser, salary: number, limit: number) => {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await board(who, salary, limit, cursor);
      pages.push(page.jobs.map((j) => j.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return pages;
  };
  const coins = async (who: SignedUpUser) => (await call(who, 'GET', '/api/wallet')).json<{ coins: number }>().coins;

  it('rejects the pending and waitlisted applications to my jobs through the lifecycle; booked shifts stay', async () => {
    const f = await signupFreelancer(t);
    const rival = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 100);
    const pendingJob = await createJob(t, contractor);
    const fullJob = await createJob(t, contractor, { required_people: 1 });
    const bookedJob = await createJob(t, contractor);
    const othersJob = await createJob(t, other);
    const pending = (await applyAs(t, f, pendingJob.id)).json<{ id: string }>().id;
    const waiting = (await applyAs(t, f, fullJob.id)).json<{ id: string }>().id;
    const rivalApp = (await applyAs(t, rival, fullJob.id)).json<{ id: string }>().id;
    expect((await approveAs(t, contractor, rivalApp)).statusCode).toBe(200);
    expect(await statusOf(waiting)).toBe('waitlisted');
    const booked = (await applyAs(t, f, bookedJob.id)).json<{ id: string }>().id;
    expect((await approveAs(t, contractor, booked)).statusCode).toBe(200);
    const elsewhere = (await applyAs(t, f, othersJob.id)).json<{ id: string }>().id;

    expect((await block(f)).statusCode).toBe(204);

    expect(await statusOf(pending)).toBe('rejected');
    expect(await statusOf(waiting)).toBe('rejected');
    expect(await statusOf(booked)).toBe('approved');
    expect(await statusOf(elsewhere)).toBe('pending');
    const moves = await t.deps.db
      .select()
      .from(shiftMoves)
      .where(and(inArray(shiftMoves.shiftId, [pending, waiting]), inArray(shiftMoves.move, ['reopen', 'reject'])))
      .orderBy(shiftMoves.id);
    const movesOf = (id: string) =>
      moves.filter((m) => m.shiftId === id).map((m) => [m.move, m.fromState, m.toState, m.actorId]);
    expect(movesOf(pending)).toEqual([['reject', 'pending', 'rejected', contractor.user.id]]);
    expect(movesOf(waiting)).toEqual([
      ['reopen', 'waitlisted', 'pending', null],
      ['reject', 'pending', 'rejected', contractor.user.id],
    ]);
    // Told as any rejection; nothing names the block.
    const told = await t.deps.db.select().from(notifications).where(eq(notifications.userId, f.user.id));
    expect(told.filter((n) => n.kind === 'application_rejected')).toHaveLength(2);
    for (const n of told) expect(`${n.title} ${n.body}`).not.toMatch(/bloque/i);
    // The booked shift's job is still theirs to read.
    expect((await call(f, 'GET', `/api/jobs/${bookedJob.id}`)).statusCode).toBe(200);
  });

  it('a blocked freelancer does not find my jobs on the board (cursor right), in the detail or in applying', async () => {
    const salary = nextSalary++;
    const f = await signupFreelancer(t);
    const bystander = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 100);
    const theirs1 = await createJob(t, other, { salary_cents: salary });
    const mine1 = await createJob(t, contractor, { salary_cents: salary });
    const mine2 = await createJob(t, contractor, { salary_cents: salary });
    const theirs2 = await createJob(t, other, { salary_cents: salary });
    const everything = [
      [theirs2.id, mine2.id],
      [mine1.id, theirs1.id],
    ];
    // Read before the block: the pages are cached, shared by every freelancer.
    expect(await allPages(f, salary, 2)).toEqual(everything);
    expect((await call(f, 'GET', `/api/jobs/${mine1.id}`)).statusCode).toBe(200);

    expect((await block(f)).statusCode).toBe(204);

    expect(await allPages(f, salary, 2)).toEqual([[theirs2.id], [theirs1.id]]);
    expect((await board(f, salary)).jobs.map((j) => j.id)).toEqual([theirs2.id, theirs1.id]);
    expect(await allPages(bystander, salary, 2)).toEqual(everything);
    const detail = await call(f, 'GET', `/api/jobs/${mine1.id}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toMatchObject({ error: { code: 'JOB_NOT_FOUND' } });
    const before = await coins(f);
    const applied = await applyAs(t, f, mine2.id);
    expect(applied.statusCode).toBe(404);
    expect(applied.json()).toMatchObject({ error: { code: 'JOB_NOT_FOUND' } });
    expect(await coins(f)).toBe(before);
    const rows = await t.deps.db.select().from(jobApplications).where(eq(jobApplications.freelancerId, f.user.id));
    expect(rows).toEqual([]);
    // Another contractor's job is still open to them.
    expect((await applyAs(t, f, theirs1.id)).statusCode).toBe(201);

    expect((await call(contractor, 'DELETE', `/api/contractor/blocks/${f.user.id}`)).statusCode).toBe(204);
    expect(await allPages(f, salary, 2)).toEqual(everything);
    expect((await call(f, 'GET', `/api/jobs/${mine1.id}`)).statusCode).toBe(200);
    expect((await applyAs(t, f, mine2.id)).statusCode).toBe(201);
  });

  it('a freelancer who hid a contractor does not find their jobs, until shown again', async () => {
    const salary = nextSalary++;
    const f = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 100);
    const mine = await createJob(t, contractor, { salary_cents: salary });
    const mine2 = await createJob(t, contractor, { salary_cents: salary });
    const theirs = await createJob(t, other, { salary_cents: salary });
    expect((await board(f, salary)).jobs.map((j) => j.id)).toEqual([theirs.id, mine2.id, mine.id]);

    expect((await call(f, 'POST', `/api/jobs/${mine.id}/hide-contractor`)).statusCode).toBe(204);

    expect((await board(f, salary)).jobs.map((j) => j.id)).toEqual([theirs.id]);
    expect((await call(f, 'GET', `/api/jobs/${mine2.id}`)).statusCode).toBe(404);
    const before = await coins(f);
    expect((await applyAs(t, f, mine2.id)).statusCode).toBe(404);
    expect(await coins(f)).toBe(before);

    expect((await call(f, 'DELETE', `/api/freelancer/hidden-contractors/${contractor.user.id}`)).statusCode).toBe(204);
    expect((await board(f, salary)).jobs.map((j) => j.id)).toEqual([theirs.id, mine2.id, mine.id]);
  });

  it('sends a new job by alert neither to a blocked freelancer nor to one who hid its contractor', async () => {
    const alert: JobAlertInput = {
      segments: ['GARCOM'],
      city: 'São Paulo',
      neighborhoods: [],
      days: [0, 1, 2, 3, 4, 5, 6],
      min_salary_cents: 0,
      frequency: 'instant',
    };
    const withAlert = async () => {
      const f = await signupFreelancer(t);
      expect(
        (await t.request({ method: 'POST', url: '/api/freelancer/job-alerts', cookie: f.cookie, payload: alert }))
          .statusCode,
      ).toBe(201);
      return f;
    };
    const blocked = await withAlert();
    const hiding = await withAlert();
    const free = await withAlert();
    const seen = await createJob(t, contractor);
    expect((await block(blocked)).statusCode).toBe(204);
    expect((await call(hiding, 'POST', `/api/jobs/${seen.id}/hide-contractor`)).statusCode).toBe(204);
    await matchPendingJobs(t.deps);

    const job = await createJob(t, contractor);
    await matchPendingJobs(t.deps);
    const matched = await t.deps.db.select().from(jobAlertMatches).where(eq(jobAlertMatches.jobId, job.id));
    const people = matched.map((m) => m.userId);
    expect(people).toContain(free.user.id);
    expect(people).not.toContain(blocked.user.id);
    expect(people).not.toContain(hiding.user.id);
    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'job_alert'), eq(notifications.ref, `job:${job.id}`)));
    expect(told.map((n) => n.userId)).toEqual([free.user.id]);
  });

  it('leaves a job out of the 08:00 digest once a block stands between the person and its contractor', async () => {
    const f = await signupFreelancer(t);
    const daily: JobAlertInput = {
      segments: [],
      city: 'Campinas',
      neighborhoods: [],
      days: [0, 1, 2, 3, 4, 5, 6],
      min_salary_cents: 0,
      frequency: 'daily',
    };
    expect(
      (await t.request({ method: 'POST', url: '/api/freelancer/job-alerts', cookie: f.cookie, payload: daily }))
        .statusCode,
    ).toBe(201);
    const mine = await createJob(t, contractor, { city: 'Campinas', salary_cents: 15_000 });
    const theirs = await createJob(t, other, { city: 'Campinas', salary_cents: 20_000 });
    const now = new Date();
    await matchPendingJobs(t.deps, { now });
    const matched = await t.deps.db.select().from(jobAlertMatches).where(eq(jobAlertMatches.userId, f.user.id));
    expect(matched.map((m) => m.jobId).sort()).toEqual([mine.id, theirs.id].sort());

    expect((await block(f)).statusCode).toBe(204);
    let eight = saoPauloInstant(todayInSaoPaulo(now), '08:00');
    if (eight.getTime() <= now.getTime()) eight = new Date(eight.getTime() + 24 * 60 * 60_000);
    await sendAlertDigests(t.deps, { now: eight });
    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, f.user.id), eq(notifications.kind, 'job_alert_digest')));
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('R$\u00a0200,00');
    expect(told[0]?.body).not.toContain('R$\u00a0150,00');
  });
});
