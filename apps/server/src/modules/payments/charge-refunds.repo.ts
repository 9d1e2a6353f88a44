/**
 * The operators' refunds of purchases (`charge_refunds`, migration 0044, decision 0053), owned by
 * the payments module: one row per charge, leased by the one sender that calls the provider for it.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, type Tx } from '../../db/client.ts';
import { leaseDue } from '../../db/lease.ts';
import { chargeRefunds } from '../../db/schema.ts';

export type ChargeRefundRecord = typeof chargeRefunds.$inferSelect;

/** The charge's refund, locked until the transaction ends (the caller holds the payment's lock first). */
/**
 * The charge's refund, read under the payment's row lock (the caller's): every change of it takes that
 * lock first, so it is not locked again. Locking it here made a click that lost the race hold it just
 * when the winner's sender claimed it (SKIP LOCKED), and the refund waited for the sweep.
 */
export async function findOfLockedPayment(tx: Tx, paymentId: string): Promise<ChargeRefundRecord | undefined> {
  const [row] = await tx.select().from(chargeRefunds).where(eq(chargeRefunds.paymentId, paymentId));
  return row;
}

export async function lockRefund(tx: Tx, id: string): Promise<ChargeRefundRecord | undefined> {
  const [row] = await tx.select().from(chargeRefunds).where(eq(chargeRefunds.id, id)).for('update');
  return row;
}

/** A new refund of the charge, due now. */
export async function insertRefund(
  tx: Tx,
  refund: { paymentId: string; operatorId: string; amountCents: number; now: Date },
): Promise<ChargeRefundRecord> {
  const [row] = await tx
    .insert(chargeRefunds)
    .values({
      paymentId: refund.paymentId,
      operatorId: refund.operatorId,
      amountCents: refund.amountCents,
      status: 'queued',
      nextAttemptAt: refund.now,
    })
    .returning();
  if (!row) throw new Error('charge_refunds insert returned no row');
  return row;
}

/** A failed refund asked for again: a new round (a new provider reference), its attempts from zero. */
export async function restartRefund(tx: Tx, id: string, operatorId: string, now: Date): Promise<ChargeRefundRecord> {
  const [row] = await tx
    .update(chargeRefunds)
    .set({
      status: 'queued',
      round: sql`${chargeRefunds.round} + 1`,
      attempts: 0,
      operatorId,
      failReason: null,
      claimedUntil: null,
      nextAttemptAt: now,
      updatedAt: sql`now()`,
    })
    .where(eq(chargeRefunds.id, id))
    .returning();
  if (!row) throw new Error(`charge refund ${id} vanished while locked`);
  return row;
}

/** Up to `limit` refunds due at `now` whose lease is free (only `ids`, when given), each leased (SKIP LOCKED). */
export async function claimDueRefunds(
  db: DbOrTx,
  { now, leaseSeconds, limit, ids }: { now: Date; leaseSeconds: number; limit: number; ids?: readonly string[] },
): Promise<ChargeRefundRecord[]> {
  const only = ids?.length
    ? sql` AND id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const leased = await leaseDue(db, 'charge_refunds', sql`status IN ('queued', 'sending')${only}`, {
    now,
    leaseSeconds,
    limit,
  });
  if (leased.length === 0) return [];
  return db.select().from(chargeRefunds).where(inArray(chargeRefunds.id, leased));
}

export async function updateRefund(
  db: DbOrTx,
  id: string,
  change: Partial<
    Pick<
      ChargeRefundRecord,
      'status' | 'attempts' | 'nextAttemptAt' | 'claimedUntil' | 'endToEndId' | 'failReason' | 'refundedAt'
    >
  >,
): Promise<void> {
  await db
    .update(chargeRefunds)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(chargeRefunds.id, id));
}

/** The provider's reference of a refund's round: a failed round asked again is a new refund there. */
export const chargeRefundReference = (refund: Pick<ChargeRefundRecord, 'id' | 'round'>): string =>
  `charge_refund:${refund.id}:${refund.round}`;
