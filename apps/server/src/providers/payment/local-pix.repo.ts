import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { localPixCharges } from '../../db/schema.ts';

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
