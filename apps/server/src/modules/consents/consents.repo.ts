import { desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { consents } from '../../db/schema.ts';

export type ConsentRow = typeof consents.$inferSelect;
export type NewConsent = Omit<typeof consents.$inferInsert, 'id'>;

/** One more consent given or withdrawn (the table is append-only). */
export async function insertConsents(tx: Tx, rows: NewConsent[]): Promise<void> {
  if (rows.length > 0) await tx.insert(consents).values(rows);
}

/** A person's consents, newest first. */
export function findConsents(db: DbOrTx, userId: string): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.at), desc(consents.id));
}
