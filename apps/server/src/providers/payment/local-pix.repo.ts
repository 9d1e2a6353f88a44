import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { localPixCharges, localPixRefunds, localPixTransfers } from '../../db/schema.ts';

export type LocalPixCharge = typeof localPixCharges.$inferSelect;
export type NewLocalPixCharge = typeof localPixCharges.$inferInsert;

export async function insertCharge(db: DbOrTx, charge: NewLocalPixCharge): Promise<void> {
  await db.insert(localPixCharges).values(charge);
}

export async function findCharge(db: DbOrTx, id: string): Promise<LocalPixCharge | undefined> {
  const rows = await db.select().from(localPixCharges).where(eq(localPixCharges.id, id));
  return rows[0];
}

/** Moves a pending charge to `status`; false when it was not pending any more. */
export async function settlePendingCharge(
  db: DbOrTx,
  id: string,
  status: 'confirmed' | 'overdue' | 'cancelled',
): Promise<boolean> {
  const rows = await db
    .update(localPixCharges)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(localPixCharges.id, id), eq(localPixCharges.status, 'pending')))
    .returning({ id: localPixCharges.id });
  return rows.length > 0;
}

export type LocalPixTransfer = typeof localPixTransfers.$inferSelect;
export type NewLocalPixTransfer = typeof localPixTransfers.$inferInsert;

/**
 * Stores a transfer unless one with its external reference exists: one statement, so concurrent
 * repeats store one. `created` says whether this call stored it; `transfer` is the stored one either way.
 */
export async function insertTransferOnce(
  db: DbOrTx,
  transfer: NewLocalPixTransfer,
): Promise<{ created: boolean; transfer: LocalPixTransfer }> {
  const inserted = await db
    .insert(localPixTransfers)
    .values(transfer)
    .onConflictDoNothing({ target: localPixTransfers.externalReference })
    .returning();
  if (inserted[0]) return { created: true, transfer: inserted[0] };
  const existing = await db
    .select()
    .from(localPixTransfers)
    .where(eq(localPixTransfers.externalReference, transfer.externalReference));
  if (!existing[0]) throw new Error(`local_pix_transfers: no row for ${transfer.externalReference} after a conflict`);
  return { created: false, transfer: existing[0] };
}

export async function findTransfer(db: DbOrTx, id: string): Promise<LocalPixTransfer | undefined> {
  const rows = await db.select().from(localPixTransfers).where(eq(localPixTransfers.id, id));
  return rows[0];
}

/** The newest transfers first. */
export async function listTransfers(db: DbOrTx, limit: number): Promise<LocalPixTransfer[]> {
  return db.select().from(localPixTransfers).orderBy(desc(localPixTransfers.seq)).limit(limit);
}

/** Marks a pending or done transfer failed; false when it was neither (or does not exist). */
export async function failTransfer(db: DbOrTx, id: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(localPixTransfers)
    .set({ status: 'failed', failReason: reason, updatedAt: sql`now()` })
    .where(and(eq(localPixTransfers.id, id), inArray(localPixTransfers.status, ['pending', 'done'])))
    .returning({ id: localPixTransfers.id });
  return rows.length > 0;
}

export type LocalPixRefund = typeof localPixRefunds.$inferSelect;
export type NewLocalPixRefund = typeof localPixRefunds.$inferInsert;

/** The charge, locked to the end of the transaction: its refunds are decided one at a time. */
export async function lockCharge(tx: Tx, id: string): Promise<LocalPixCharge | undefined> {
  const rows = await tx.select().from(localPixCharges).where(eq(localPixCharges.id, id)).for('update');
  return rows[0];
}

export async function findRefund(db: DbOrTx, reference: string): Promise<LocalPixRefund | undefined> {
  const rows = await db.select().from(localPixRefunds).where(eq(localPixRefunds.reference, reference));
  return rows[0];
}

/** What the charge's refunds already gave back, in cents. */
export async function refundedCents(db: DbOrTx, chargeId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${localPixRefunds.amountCents}), 0)` })
    .from(localPixRefunds)
    .where(eq(localPixRefunds.chargeId, chargeId));
  return Number(row?.total ?? 0);
}

/**
 * Stores a refund unless one with its reference exists: one statement, so a concurrent repeat (for
 * another charge, which the charge's lock does not hold back) stores one. `created` says whether
 * this call stored it; `refund` is the stored one either way.
 */
export async function insertRefundOnce(
  db: DbOrTx,
  refund: NewLocalPixRefund,
): Promise<{ created: boolean; refund: LocalPixRefund }> {
  const inserted = await db
    .insert(localPixRefunds)
    .values(refund)
    .onConflictDoNothing({ target: localPixRefunds.reference })
    .returning();
  if (inserted[0]) return { created: true, refund: inserted[0] };
  const existing = await findRefund(db, refund.reference);
  if (!existing) throw new Error(`local_pix_refunds: no row for ${refund.reference} after a conflict`);
  return { created: false, refund: existing };
}

/** A confirmed charge whose refunds reached its amount: it reads 'refunded' from now on. */
export async function markChargeRefunded(tx: Tx, id: string): Promise<void> {
  await tx
    .update(localPixCharges)
    .set({ status: 'refunded', updatedAt: sql`now()` })
    .where(and(eq(localPixCharges.id, id), eq(localPixCharges.status, 'confirmed')));
}

/** A charge's refunds, oldest first. */
export async function listRefunds(db: DbOrTx, chargeId: string): Promise<LocalPixRefund[]> {
  return db
    .select()
    .from(localPixRefunds)
    .where(eq(localPixRefunds.chargeId, chargeId))
    .orderBy(asc(localPixRefunds.createdAt), asc(localPixRefunds.reference));
}

/** The payer's name on these charges becomes `replacement` (a deleted account, decision 0051). */
export async function renameChargesCustomer(db: DbOrTx, ids: string[], replacement: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(localPixCharges)
    .set({ customerName: replacement, updatedAt: sql`now()` })
    .where(inArray(localPixCharges.id, ids));
}
