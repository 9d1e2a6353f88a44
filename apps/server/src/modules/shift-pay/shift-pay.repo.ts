import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { CONTEST_WINDOW_HOURS } from '@vamos/shared/cancellation-policy';
import { RELEASE_AFTER_SHIFT_HOURS, type ShiftPayStatus } from '@vamos/shared/guaranteed-pay';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { leaseDue } from '../../db/lease.ts';
import { shiftPay, shiftRefunds } from '../../db/schema.ts';

export type ShiftPayRecord = typeof shiftPay.$inferSelect;

export type HeldPlace = Pick<
  ShiftPayRecord,
  'shiftId' | 'jobId' | 'contractorId' | 'freelancerId' | 'valueCents' | 'feeCents' | 'paymentId' | 'holdExpiresAt'
>;

/**
 * The place's money awaits its charge: a new row, or a lapsed one held again with its new charge.
 * Undefined when the place's money is anywhere else (the shift's own lock makes that a bug).
 */
export async function holdPlace(tx: Tx, place: HeldPlace): Promise<ShiftPayRecord | undefined> {
  const [row] = await tx
    .insert(shiftPay)
    .values({ ...place, status: 'awaiting' })
    .onConflictDoUpdate({
      target: shiftPay.shiftId,
      set: {
        status: 'awaiting',
        valueCents: place.valueCents,
        feeCents: place.feeCents,
        paymentId: place.paymentId,
        holdExpiresAt: place.holdExpiresAt,
        paidAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${shiftPay.status} = 'lapsed'`,
    })
    .returning();
  return row;
}

export async function findShiftPay(db: DbOrTx, shiftId: string): Promise<ShiftPayRecord | undefined> {
  const [row] = await db.select().from(shiftPay).where(eq(shiftPay.shiftId, shiftId));
  return row;
}

export async function lockShiftPay(tx: Tx, shiftId: string): Promise<ShiftPayRecord | undefined> {
  const [row] = await tx.select().from(shiftPay).where(eq(shiftPay.shiftId, shiftId)).for('update');
  return row;
}

/**
 * The place a charge's money is in, locked: the place it paid for, or, once that one passed its
 * money on to a reserve, the reserve's (the charge's money is in one place at a time).
 */
export async function lockPlaceOfCharge(
  tx: Tx,
  charge: { id: string; productId: string },
): Promise<ShiftPayRecord | undefined> {
  const origin = await lockShiftPay(tx, charge.productId);
  if (origin?.status !== 'passed' || origin.paymentId !== charge.id) return origin;
  const [current] = await tx
    .select()
    .from(shiftPay)
    .where(and(eq(shiftPay.paymentId, charge.id), notInArray(shiftPay.status, ['passed', 'lapsed'])))
    .for('update');
  return current ?? origin;
}

/** Moves the place's money from `from` to `to` (paid: when); undefined when it was not in `from`. */
export async function moveShiftPay(
  tx: Tx,
  shiftId: string,
  from: ShiftPayStatus,
  to: ShiftPayStatus,
  paidAt?: Date,
): Promise<ShiftPayRecord | undefined> {
  const [row] = await tx
    .update(shiftPay)
    .set({ status: to, updatedAt: sql`now()`, ...(paidAt ? { paidAt } : {}) })
    .where(and(eq(shiftPay.shiftId, shiftId), eq(shiftPay.status, from)))
    .returning();
  return row;
}

/**
 * Held places whose shift now decides their money (decision 0044): worked ('attended'), booked and
 * past its release time (the end + RELEASE_AFTER_SHIFT_HOURS), given up, cancelled, contested, or
 * absent past the contest window; and disputed places whose contest an operator decided (decision 0049). settle-pay.ts's payDecision is its TypeScript form, checked again
 * under the locks.
 */
export async function listDueForSettlement(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const at = now.toISOString();
  const rows = await selectRows<{ shift_id: string }>(
    db,
    sql`
    SELECT sp.shift_id FROM shift_pay sp
      JOIN job_applications a ON a.id = sp.shift_id
      JOIN jobs j ON j.id = sp.job_id
     WHERE (sp.status = 'held' OR (sp.status = 'disputed' AND a.status IN ('attended', 'no_show_upheld')))
       AND (a.status IN ('attended', 'withdrawn', 'job_cancelled', 'contested', 'no_show_upheld')
            OR (a.status IN ('approved', 'confirmed', 'checked_in', 'checked_out')
                AND ((j.service_date + j.end_time
                      + CASE WHEN j.end_time <= j.start_time THEN interval '1 day' ELSE interval '0' END)
                     AT TIME ZONE 'America/Sao_Paulo')
                    + make_interval(hours => ${RELEASE_AFTER_SHIFT_HOURS}) <= ${at}::timestamptz)
            OR (a.status = 'no_show'
                AND a.decided_at + make_interval(hours => ${CONTEST_WINDOW_HOURS}) < ${at}::timestamptz))
     ORDER BY sp.paid_at
     LIMIT ${limit}`,
  );
  return rows.map((row) => row.shift_id);
}

/**
 * The held place's money goes with the place to the reserve who took it (settle-pay.ts): the
 * reserve's shift holds it as paid by the same charge (a row of its own, or its lapsed one held
 * again), and this one is 'passed' to it. Undefined when it was not held, or the reserve's shift
 * already has money (the lifecycle's locks make both a bug).
 */
export async function passPlace(
  tx: Tx,
  place: ShiftPayRecord,
  to: { shiftId: string; freelancerId: string },
): Promise<ShiftPayRecord | undefined> {
  const [from] = await tx
    .update(shiftPay)
    .set({ status: 'passed', passedToShiftId: to.shiftId, updatedAt: sql`now()` })
    .where(and(eq(shiftPay.shiftId, place.shiftId), eq(shiftPay.status, 'held')))
    .returning();
  if (!from) return undefined;
  const money = {
    status: 'held' as const,
    valueCents: place.valueCents,
    feeCents: place.feeCents,
    paymentId: place.paymentId,
    // A pooled place's money stays the pool's in the reserve's place (decision 0056).
    fundingJobId: place.fundingJobId,
    holdExpiresAt: place.holdExpiresAt,
    paidAt: place.paidAt,
    releasedAt: null,
    passedToShiftId: null,
  };
  const [row] = await tx
    .insert(shiftPay)
    .values({
      ...money,
      shiftId: to.shiftId,
      jobId: place.jobId,
      contractorId: place.contractorId,
      freelancerId: to.freelancerId,
    })
    .onConflictDoUpdate({
      target: shiftPay.shiftId,
      set: { ...money, updatedAt: sql`now()` },
      setWhere: sql`${shiftPay.status} = 'lapsed'`,
    })
    .returning();
  return row;
}

/** The held (or disputed, once decided) place's money settled `to` (released or compensated: the freelancer's from `at`). */
export async function settleShiftPay(
  tx: Tx,
  shiftId: string,
  to: 'released' | 'compensated' | 'refunded',
  at: Date,
): Promise<void> {
  await tx
    .update(shiftPay)
    .set({ status: to, releasedAt: to === 'refunded' ? null : at, updatedAt: sql`now()` })
    .where(and(eq(shiftPay.shiftId, shiftId), inArray(shiftPay.status, ['held', 'disputed'])));
}

export type ShiftRefundRecord = typeof shiftRefunds.$inferSelect;
export type NewShiftRefund = Pick<
  ShiftRefundRecord,
  'shiftId' | 'jobId' | 'contractorId' | 'paymentId' | 'amountCents' | 'reason' | 'status' | 'nextAttemptAt'
>;

/** A place's refund of a charge, or a charge's one refund with no place; nothing when it has it already. */
export async function insertRefund(tx: Tx, refund: NewShiftRefund): Promise<void> {
  await tx.insert(shiftRefunds).values(refund).onConflictDoNothing();
}

/** Takes up to `limit` refunds due at `now` whose lease is free, leasing each (SKIP LOCKED). */
export async function claimDueRefunds(
  db: DbOrTx,
  { now, leaseSeconds, limit }: { now: Date; leaseSeconds: number; limit: number },
): Promise<ShiftRefundRecord[]> {
  const leased = await leaseDue(db, 'shift_refunds', sql`status IN ('queued', 'sending')`, {
    now,
    leaseSeconds,
    limit,
  });
  if (leased.length === 0) return [];
  return db.select().from(shiftRefunds).where(inArray(shiftRefunds.id, leased));
}

/**
 * The provider's reference of a refund's round: the refund's id (the first round, as every refund
 * before retries had), then `{id}:{round}` — a failed refund asked again is a new refund there.
 */
export const shiftRefundReference = (refund: Pick<ShiftRefundRecord, 'id' | 'round'>): string =>
  refund.round === 1 ? refund.id : `${refund.id}:${refund.round}`;

/** A failed refund asked again: a new round, its attempts from zero, due now. */
export async function requeueFailedRefund(tx: Tx, id: string, now: Date): Promise<ShiftRefundRecord | undefined> {
  const [row] = await tx
    .update(shiftRefunds)
    .set({
      status: 'queued',
      round: sql`${shiftRefunds.round} + 1`,
      attempts: 0,
      nextAttemptAt: now,
      claimedUntil: null,
      failReason: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(shiftRefunds.id, id), eq(shiftRefunds.status, 'failed')))
    .returning();
  return row;
}

export async function lockRefund(tx: Tx, id: string): Promise<ShiftRefundRecord | undefined> {
  const [row] = await tx.select().from(shiftRefunds).where(eq(shiftRefunds.id, id)).for('update');
  return row;
}

export async function updateRefund(
  db: DbOrTx,
  id: string,
  change: Partial<
    Pick<
      ShiftRefundRecord,
      'status' | 'attempts' | 'nextAttemptAt' | 'claimedUntil' | 'endToEndId' | 'failReason' | 'refundedAt'
    >
  >,
): Promise<void> {
  await db
    .update(shiftRefunds)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(shiftRefunds.id, id));
}

/** Whether the platform refunds (or refunded) this charge itself: its provider's refund events are ours. */
export async function hasRefundOfPayment(db: DbOrTx, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shiftRefunds.id })
    .from(shiftRefunds)
    .where(eq(shiftRefunds.paymentId, paymentId));
  return row !== undefined;
}

/** A job's charge refunded by the provider (a chargeback, decision 0056): its pool's held places' money is 'refunded'. */
export async function refundPoolPlaces(tx: Tx, paymentId: string): Promise<void> {
  await tx
    .update(shiftPay)
    .set({ status: 'refunded', updatedAt: sql`now()` })
    .where(and(eq(shiftPay.paymentId, paymentId), eq(shiftPay.status, 'held'), isNotNull(shiftPay.fundingJobId)));
}
