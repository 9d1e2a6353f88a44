import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { actorOf, createJob, grant, insertFreelancer, signupContractor } from '../../test/factories.ts';
import { agendaOfJob, applicationsOf, ledgerMismatches } from '../../test/ledger.ts';
import { statementLog, type StatementLog } from '../../test/statement-log.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyToJob } from './apply-to-job.ts';
import { approveApplication } from './approve-application.ts';

/**
 * An approval is five statements in its transaction (decisions 0009, 0024): lock the job and the
 * shift; the move (its state and its record); both debits with their ledger entries; the place;
 * the notifications (the approved, and those the last place turned away). When the last place goes,
 * the waiting list's move is one more. The agendas read the shifts, so they cost nothing. The count
 * is pinned so it cannot silently grow back (it was fourteen).
 */
describe.each(TEST_DATABASES)('statements of one approval on %s', (kind) => {
  let t: TestApp;
  let log: StatementLog;
  beforeAll(async () => {
    t = await createTestApp(kind);
    log = statementLog(t.database);
  });
  afterAll(async () => {
    await log?.close();
    await t?.close();
  });
  beforeEach(() => log.reset());

  const approve = (contractor: Parameters<typeof actorOf>[0], applicationId: string) =>
    approveApplication({ ...t.deps, db: log.db }, actorOf(contractor), applicationId);

  it('approves in five statements, and fills a job turning the others away and its invitations down in two more', async () => {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 5);
    const job = await createJob(t, contractor, { required_people: 2 });
    const [f1, f2, f3] = [await insertFreelancer(t), await insertFreelancer(t), await insertFreelancer(t)];
    const [a1, a2, a3] = [
      await applyToJob(t.deps, f1.actor, job.id),
      await applyToJob(t.deps, f2.actor, job.id),
      await applyToJob(t.deps, f3.actor, job.id),
    ];

    log.reset();
    expect(await approve(contractor, a1.id)).toMatchObject({ job_filled: false, approved_count: 1 });
    expect(log.statements()).toHaveLength(5);

    log.reset();
    expect(await approve(contractor, a2.id)).toMatchObject({ job_filled: true, approved_count: 2 });
    // The waiting list's move and the invitations' lapse (decision 0037): one statement each.
    expect(log.statements()).toHaveLength(7);

    const statuses = new Map((await applicationsOf(t, job.id)).map((a) => [a.id, [a.status, a.rejectionReason]]));
    expect(statuses).toEqual(
      new Map([
        [a1.id, ['approved', null]],
        [a2.id, ['approved', null]],
        [a3.id, ['waitlisted', null]],
      ]),
    );
    const keys = (await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.reason, 'application_approved')))
      .filter((e) => e.reference === `application:${a1.id}`)
      .map((e) => [e.userId, e.currency, e.delta, e.idempotencyKey]);
    expect(keys.sort()).toEqual(
      [
        [contractor.user.id, 'credit', -1, `application_approved:credit:${a1.id}`],
        [f1.id, 'coin', -15, `application_approved:coin:${a1.id}`],
      ].sort(),
    );
    expect((await agendaOfJob(t, contractor.user.id, job.id))?.booked.map((p) => p.id).sort()).toEqual(
      [f1.id, f2.id].sort(),
    );
    expect(await ledgerMismatches(t, [contractor.user.id, f1.id, f2.id, f3.id])).toEqual([]);
  });

  it('stops after the debits when a balance is short, and the rollback leaves no trace', async () => {
    const contractor = await signupContractor(t);
    const job = await createJob(t, contractor); // spends 1 of the 2 sign-up credits
    const other = await createJob(t, contractor, { segment: 'BARTENDER' }); // and the other
    const f = await insertFreelancer(t);
    const application = await applyToJob(t.deps, f.actor, job.id);
    expect(other.id).not.toBe(job.id);

    log.reset();
    const refused = await approve(contractor, application.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    // Lock, move, the debit that failed: all rolled back.
    expect(log.statements()).toHaveLength(3);
    expect((await applicationsOf(t, job.id)).map((a) => a.status)).toEqual(['pending']);
    expect(await agendaOfJob(t, contractor.user.id, job.id)).toBeUndefined();
    expect(await ledgerMismatches(t, [contractor.user.id, f.id])).toEqual([]);
  });
});
