import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { jobFunding, jobs, type JobStatus } from '../../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

/** The columns a create or edit writes (search_text is kept by a trigger). */
export type JobWrite = Pick<
  NewJob,
  | 'title'
  | 'description'
  | 'company'
  | 'location'
  | 'city'
  | 'state'
  | 'address'
  | 'serviceDate'
  | 'startTime'
  | 'endTime'
  | 'paymentDate'
  | 'salaryCents'
  | 'requirements'
  | 'lancheNoLocal'
  | 'isPublic'
  | 'genderPreference'
  | 'segment'
  | 'requiredPeople'
  | 'guaranteedPay'
  | 'guaranteedFeeBps'
>;

/** How full a job is after a slot changed hands. */
export type SlotState = { approvedCount: number; requiredPeople: number; status: JobStatus };

const slotColumns = { approvedCount: jobs.approvedCount, requiredPeople: jobs.requiredPeople, status: jobs.status };

/**
 * Inserts a job. `inOrder`: its creation time is the statement's clock, not the transaction's, so
 * the jobs an event publishes in one transaction keep the order they were given (its roles).
 */
export async function insertJob(tx: Tx, values: NewJob, options: { inOrder?: boolean } = {}): Promise<JobRow> {
  const [row] = await tx
    .insert(jobs)
    .values(options.inOrder ? { ...values, createdAt: sql`clock_timestamp()` } : values)
    .returning();
  if (!row) throw new Error('job insert returned no row');
  return row;
}

export async function findJob(db: DbOrTx, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/**
 * The job row, locked until the transaction ends, for anything that changes the job or its slots
 * (approve, withdraw, edit, cancel, complete). Applying share-locks it (shifts.repo shareLockJob).
 */
export async function lockJob(tx: Tx, id: string): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  return row;
}

/**
 * Saves an edit unless it would leave fewer places than approved freelancers; an open job
 * becomes filled or active again to match the new number of places. undefined: refused.
 */
export async function updateJob(tx: Tx, id: string, fields: JobWrite): Promise<JobRow | undefined> {
  const required = fields.requiredPeople ?? 1;
  const [row] = await tx
    .update(jobs)
    .set({
      ...fields,
      status: sql`CASE WHEN ${jobs.status} IN ('active', 'filled')
        THEN (CASE WHEN ${jobs.approvedCount} >= ${required}::int THEN 'filled' ELSE 'active' END)
        ELSE ${jobs.status} END`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), sql`${jobs.approvedCount} <= ${required}::int`))
    .returning();
  return row;
}

/**
 * Takes one place on an active job that is not full, in one guarded statement (filled when it was
 * the last one); undefined when no place was left.
 */
export async function takePlace(tx: Tx, id: string): Promise<SlotState | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({
      approvedCount: sql`${jobs.approvedCount} + 1`,
      status: sql`CASE WHEN ${jobs.approvedCount} + 1 >= ${jobs.requiredPeople} THEN 'filled' ELSE ${jobs.status} END`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'active'), sql`${jobs.approvedCount} < ${jobs.requiredPeople}`))
    .returning(slotColumns);
  return row;
}

/** Gives `n` places back: a filled job is active again (a cancelled or finished one keeps its status). */
export async function releasePlaces(tx: Tx, id: string, n: number): Promise<SlotState | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({
      approvedCount: sql`${jobs.approvedCount} - ${n}::int`,
      status: sql`CASE WHEN ${jobs.status} = 'filled' THEN 'active' ELSE ${jobs.status} END`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), sql`${jobs.approvedCount} >= ${n}::int`))
    .returning(slotColumns);
  return row;
}

/** Moves the job's service and payment dates `days` in time (development tools only). */
export async function moveDates(tx: Tx, id: string, days: number): Promise<JobRow | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({
      serviceDate: sql`${jobs.serviceDate} + ${days}::int`,
      paymentDate: sql`${jobs.paymentDate} + ${days}::int`,
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, id))
    .returning();
  return row;
}

/**
 * Sets the job's date and times (development tools only): its payment date moves by as many days
 * as its service date.
 */
export async function setSchedule(
  tx: Tx,
  id: string,
  schedule: { serviceDate: string; startTime: string; endTime: string },
): Promise<JobRow | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({
      paymentDate: sql`${jobs.paymentDate} + (${schedule.serviceDate}::date - ${jobs.serviceDate})`,
      serviceDate: schedule.serviceDate,
      startTime: schedule.startTime,
      endTime: schedule.endTime,
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, id))
    .returning();
  return row;
}

/** Moves the job to `status` if it is in one of `from`; undefined otherwise. */
export async function setStatus(tx: Tx, id: string, status: JobStatus, from: JobStatus[]): Promise<JobRow | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), inArray(jobs.status, from)))
    .returning();
  return row;
}

/**
 * 'Ocultar vaga' (decision 0054): an open job (active, filled or under way) becomes cancelled and
 * hidden, in one compare-and-set. undefined: it was not open, or already hidden.
 */
export async function setHidden(tx: Tx, id: string, at: Date): Promise<JobRow | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({ status: 'cancelled', hiddenAt: at, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['active', 'filled', 'in_progress']), isNull(jobs.hiddenAt)))
    .returning();
  return row;
}

/**
 * Ends the invite-first window of every job whose window passed by `now` (decision 0037), in one
 * compare-and-set: a job another transaction opened first is not returned again.
 */
export async function openInviteFirstWindows(
  tx: Tx,
  now: Date,
): Promise<{ id: string; contractorId: string; status: JobStatus }[]> {
  return tx
    .update(jobs)
    .set({ inviteFirstUntil: null, updatedAt: sql`now()` })
    .where(sql`${jobs.inviteFirstUntil} <= ${now.toISOString()}::timestamptz`)
    .returning({ id: jobs.id, contractorId: jobs.contractorId, status: jobs.status });
}

export async function setImageUrl(tx: Tx, id: string, url: string): Promise<void> {
  await tx
    .update(jobs)
    .set({ imageUrl: url, updatedAt: sql`now()` })
    .where(eq(jobs.id, id));
}

/**
 * The transaction's own clock (now(): its start, the instant every row it writes by default
 * records), so a decision taken on the time agrees with the moves it records.
 */
export async function transactionNow(tx: Tx): Promise<Date> {
  const [row] = await selectRows<{ now: string | Date }>(tx, sql`SELECT now() AS now`);
  return new Date(row?.now ?? Date.now());
}

/** The contractor's jobs still open (active, filled, in progress), oldest service first. */
export async function openJobIdsOf(db: DbOrTx, contractorId: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.contractorId, contractorId), inArray(jobs.status, ['active', 'filled', 'in_progress'])))
    .orderBy(jobs.serviceDate, jobs.startTime);
  return rows.map((r) => r.id);
}

/**
 * A deleted account (decision 0051): the contractor's jobs keep their history (shifts, ratings,
 * payments point at them) but no longer name the company (`name`) nor hold its address.
 */
export async function anonymiseJobsOf(tx: Tx, contractorId: string, name: string): Promise<void> {
  await tx
    .update(jobs)
    .set({ company: name, address: null, updatedAt: sql`now()` })
    .where(eq(jobs.contractorId, contractorId));
}

/**
 * Whether the job's places were paid at once, or their PIX is awaited (job_funding, shift-pay's:
 * decision 0056): its value and its choice of guaranteed pay are then fixed, as after an approval.
 */
export async function hasOpenFunding(db: DbOrTx, jobId: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobFunding.id })
    .from(jobFunding)
    .where(and(eq(jobFunding.jobId, jobId), inArray(jobFunding.status, ['awaiting', 'paid'])));
  return rows.length > 0;
}
