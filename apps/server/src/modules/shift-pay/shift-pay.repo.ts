import { and, eq, sql } from 'drizzle-orm';
import type { ShiftPayStatus } from '@vamos/shared/guaranteed-pay';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { shiftPay } from '../../db/schema.ts';

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
