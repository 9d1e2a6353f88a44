import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pixKeys } from '../../db/schema.ts';

export type PixKeyRecord = typeof pixKeys.$inferSelect;
export type PixKeyFields = Pick<PixKeyRecord, 'userId' | 'keyType' | 'key' | 'holderName'>;

export async function findPixKey(db: DbOrTx, userId: string): Promise<PixKeyRecord | undefined> {
  const [row] = await db.select().from(pixKeys).where(eq(pixKeys.userId, userId));
  return row;
}

/** Saves the person's one key in one statement: the first time inserted, then replaced (created_at kept). */
export async function upsertPixKey(db: DbOrTx, fields: PixKeyFields): Promise<PixKeyRecord> {
  const [row] = await db
    .insert(pixKeys)
    .values(fields)
    .onConflictDoUpdate({
      target: pixKeys.userId,
      set: { keyType: fields.keyType, key: fields.key, holderName: fields.holderName, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('pix_keys upsert returned no row');
  return row;
}

/** Removes the person's key; nothing happens when there is none. */
export async function deletePixKey(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(pixKeys).where(eq(pixKeys.userId, userId));
}
