/**
 * A guaranteed-pay job's places paid at once (decision 0056): `job_funding`, this module's, and the
 * places its pool booked (`shift_pay` rows with `funding_job_id`). Every write here runs under the
 * job's lock (the pool's capacity and its closing are counted under it).
 */
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { jobFunding, jobs, shiftPay, shiftRefunds, type JobFundingStatus } from '../../db/schema.ts';
import type { ShiftPayRecord } from './shift-pay.repo.ts';

export type JobFundingRecord = typeof jobFunding.$inferSelect;

/** The statuses of a pool place that no longer takes one of the funding's places. */
const FREED: ShiftPayRecord['status'][] = ['passed', 'returned', 'lapsed'];

export async function insertFunding(
  tx: Tx,
  values: Pick<JobFundingRecord, 'jobId' | 'paymentId' | 'contractorId' | 'places' | 'valueCents' | 'feeCents'>,
): Promise<JobFundingRecord> {
  const [row] = await tx
    .insert(jobFunding)
    .values({ ...values, status: 'awaiting' })
    .returning();
  if (!row) throw new Error('job funding insert returned no row');
  return row;
}

/** The job's funding awaiting its PIX or paid (at most one: job_funding_one_open_per_job). */
export async function findOpenFunding(db: DbOrTx, jobId: string): Promise<JobFundingRecord | undefined> {
  const [row] = await db
    .select()
    .from(jobFunding)
    .where(and(eq(jobFunding.jobId, jobId), inArray(jobFunding.status, ['awaiting', 'paid'])));
  return row;
}

/** The job's latest funding, whatever became of it. */
export async function findLatestFunding(db: DbOrTx, jobId: string): Promise<JobFundingRecord | undefined> {
  const [row] = await db
    .select()
    .from(jobFunding)
    .where(eq(jobFunding.jobId, jobId))
    .orderBy(desc(jobFunding.createdAt), desc(jobFunding.seq))
    .limit(1);
  return row;
}

export async function findFundingOfPayment(db: DbOrTx, paymentId: string): Promise<JobFundingRecord | undefined> {
  const [row] = await db.select().from(jobFunding).where(eq(jobFunding.paymentId, paymentId));
  return row;
}

export async function lockFundingOfPayment(tx: Tx, paymentId: string): Promise<JobFundingRecord | undefined> {
  const [row] = await tx.select().from(jobFunding).where(eq(jobFunding.paymentId, paymentId)).for('update');
  return row;
}

/** Moves the funding from `from` to `to`; undefined when it was not in `from`. */
export async function moveFunding(
  tx: Tx,
  id: string,
  from: JobFundingStatus,
  to: JobFundingStatus,
  at: Date,
): Promise<JobFundingRecord | undefined> {
  const [row] = await tx
    .update(jobFunding)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(to === 'paid' ? { paidAt: at } : {}),
      ...(to === 'closed' ? { closedAt: at } : {}),
    })
    .where(and(eq(jobFunding.id, id), eq(jobFunding.status, from)))
    .returning();
  return row;
}

/** How many of the funding's places hold (or held) a freelancer: its pool rows not passed, returned or lapsed. */
export async function countPlacesUsed(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(shiftPay)
    .where(
      and(
        eq(shiftPay.paymentId, paymentId),
        sql`${shiftPay.fundingJobId} IS NOT NULL`,
        notInArray(shiftPay.status, FREED),
      ),
    );
  return Number(row?.used ?? 0);
}

/**
 * A place booked from the pool: its money held at once, paid by the job's charge. A shift whose
 * earlier money lapsed or went back to the pool is held again. Undefined: the shift's money is
 * elsewhere (the shift's lock makes that a bug).
 */
export async function insertPoolPlace(
  tx: Tx,
  place: Pick<ShiftPayRecord, 'shiftId' | 'jobId' | 'contractorId' | 'freelancerId' | 'valueCents' | 'feeCents'> & {
    paymentId: string;
    at: Date;
  },
): Promise<ShiftPayRecord | undefined> {
  const { at, ...values } = place;
  const money = {
    status: 'held' as const,
    valueCents: values.valueCents,
    feeCents: values.feeCents,
    paymentId: values.paymentId,
    fundingJobId: values.jobId,
    holdExpiresAt: at,
    paidAt: at,
    releasedAt: null,
    passedToShiftId: null,
  };
  const [row] = await tx
    .insert(shiftPay)
    .values({ ...values, ...money })
    .onConflictDoUpdate({
      target: shiftPay.shiftId,
      set: { ...money, freelancerId: values.freelancerId, updatedAt: sql`now()` },
      setWhere: sql`${shiftPay.status} IN ('lapsed', 'returned')`,
    })
    .returning();
  return row;
}

/** The job row, locked (the lifecycle's first lock): the pool's closing counts its places under it. */
export async function lockJobOf(tx: Tx, jobId: string) {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  return row;
}

/**
 * Paid fundings whose pool closes now (decision 0056): the job cancelled (or hidden by an operator),
 * concluded, or its start passed (São Paulo time).
 */
export async function listPoolsToClose(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await selectRows<{ payment_id: string }>(
    db,
    sql`
    SELECT f.payment_id FROM job_funding f JOIN jobs j ON j.id = f.job_id
     WHERE f.status = 'paid'
       AND (j.status IN ('cancelled', 'completed') OR j.hidden_at IS NOT NULL
            OR ((j.service_date + j.start_time) AT TIME ZONE 'America/Sao_Paulo') <= ${now.toISOString()}::timestamptz)
     ORDER BY f.paid_at
     LIMIT ${limit}`,
  );
  return rows.map((row) => row.payment_id);
}

/** What the pool gave (or is giving) back when it closed: its leftover refund. */
export async function leftoverOfPayment(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${shiftRefunds.amountCents}), 0)::int` })
    .from(shiftRefunds)
    .where(and(eq(shiftRefunds.paymentId, paymentId), sql`${shiftRefunds.shiftId} IS NULL`));
  return Number(row?.cents ?? 0);
}

/** Whether the shift's job has a funding awaiting its PIX or paid (its approvals are the pool's). */
export async function shiftHasOpenFunding(db: DbOrTx, shiftId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM job_funding f JOIN job_applications a ON a.job_id = f.job_id
         WHERE a.id = ${shiftId} AND f.status IN ('awaiting', 'paid')`,
  );
  return rows.length > 0;
}
