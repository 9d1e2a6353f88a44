import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pixKeys } from '../../db/schema.ts';

export type PixKeyRecord = typeof pixKeys.$inferSelect;
export type PixKeyFields = Pick<
  PixKeyRecord,
  'userId' | 'keyType' | 'key' | 'holderName' | 'receivingAs' | 'nit' | 'meiCnpj'
>;
export type ReceivingRecord = Pick<PixKeyRecord, 'userId' | 'receivingAs' | 'meiCnpj'>;

export async function findPixKey(db: DbOrTx, userId: string): Promise<PixKeyRecord | undefined> {
  const [row] = await db.select().from(pixKeys).where(eq(pixKeys.userId, userId));
  return row;
}

/** How each of these people receives, for those who have a key. */
export async function findReceivingOf(db: DbOrTx, userIds: readonly string[]): Promise<ReceivingRecord[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: pixKeys.userId, receivingAs: pixKeys.receivingAs, meiCnpj: pixKeys.meiCnpj })
    .from(pixKeys)
    .where(inArray(pixKeys.userId, [...userIds]));
}

/**
 * Saves the person's one key, and how they receive, in one statement: the first time inserted, then
 * replaced (created_at kept).
 */
export async function upsertPixKey(db: DbOrTx, fields: PixKeyFields): Promise<PixKeyRecord> {
  const [row] = await db
    .insert(pixKeys)
    .values(fields)
    .onConflictDoUpdate({
      target: pixKeys.userId,
      set: {
        keyType: fields.keyType,
        key: fields.key,
        holderName: fields.holderName,
        receivingAs: fields.receivingAs,
        nit: fields.nit,
        meiCnpj: fields.meiCnpj,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('pix_keys upsert returned no row');
  return row;
}

/** Removes the person's key; nothing happens when there is none. */
export async function deletePixKey(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(pixKeys).where(eq(pixKeys.userId, userId));
}

/**
 * A deleted account (decision 0051): their PIX key goes, and the key copied on each pay-out is blanked
 * (the pay-out's amount, dates and end-to-end id stay: the payment's record).
 */
export async function forgetPixKey(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(pixKeys).where(eq(pixKeys.userId, userId));
  await db.execute(
    sql`UPDATE payouts SET pix_key = NULL, updated_at = now() WHERE freelancer_id = ${userId} AND pix_key IS NOT NULL`,
  );
}
