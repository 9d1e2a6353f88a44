import { and, eq, sql } from 'drizzle-orm';
import { RELEASE_AFTER_SHIFT_HOURS, type ShiftPayStatus } from '@vamos/shared/guaranteed-pay';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
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

/**
 * Held places whose money is due to their freelancer at `now` (decision 0044): the contractor
 * concluded the shift with them there ('attended'), or the shift ended RELEASE_AFTER_SHIFT_HOURS ago
 * and no one disputed it (still booked and not absent). release-pay.ts's isReleaseDue is its
 * TypeScript form, checked again under the locks.
 */
export async function listDueForRelease(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await selectRows<{ shift_id: string }>(
    db,
    sql`
    SELECT sp.shift_id FROM shift_pay sp
      JOIN job_applications a ON a.id = sp.shift_id
      JOIN jobs j ON j.id = sp.job_id
     WHERE sp.status = 'held'
       AND (a.status = 'attended'
            OR (a.status IN ('approved', 'confirmed', 'checked_in', 'checked_out')
                AND ((j.service_date + j.end_time
                      + CASE WHEN j.end_time <= j.start_time THEN interval '1 day' ELSE interval '0' END)
                     AT TIME ZONE 'America/Sao_Paulo')
                    + make_interval(hours => ${RELEASE_AFTER_SHIFT_HOURS}) <= ${now.toISOString()}::timestamptz))
     ORDER BY sp.paid_at
     LIMIT ${limit}`,
  );
  return rows.map((row) => row.shift_id);
}

export async function markReleased(tx: Tx, shiftId: string, at: Date): Promise<void> {
  await tx
    .update(shiftPay)
    .set({ status: 'released', releasedAt: at, updatedAt: sql`now()` })
    .where(and(eq(shiftPay.shiftId, shiftId), eq(shiftPay.status, 'held')));
}
