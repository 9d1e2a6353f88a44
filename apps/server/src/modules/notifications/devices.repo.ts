import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

export type DeviceRow = typeof pushSubscriptions.$inferSelect;

export async function listDevices(db: DbOrTx, userId: string): Promise<DeviceRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/**
 * Saves this browser's subscription for `userId`: a new endpoint, or theirs again (the same device,
 * its keys and label refreshed). An endpoint registered by someone else is left as it is: undefined.
 * One statement, so two people posting one endpoint at once cannot both have it.
 */
export async function upsertOwnDevice(
  db: DbOrTx,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; label: string },
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: values.p256dh, auth: values.auth, label: values.label },
      setWhere: eq(pushSubscriptions.userId, values.userId),
    })
    .returning();
  return row;
}

/** Removes one of the user's devices; false when they have no such device. */
export async function deleteDevice(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/**
 * After a push: the devices it reached were used now; those the push service says are gone
 * (404/410) or whose keys cannot encrypt a message are removed.
 */
export async function afterPush(db: DbOrTx, { reached, unusable }: { reached: string[]; unusable: string[] }) {
  if (unusable.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, unusable));
  if (reached.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ lastUsedAt: sql`now()` })
      .where(inArray(pushSubscriptions.endpoint, reached));
  }
}
