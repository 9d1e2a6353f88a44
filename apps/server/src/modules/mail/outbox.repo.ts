import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The latest stored messages, newest first, optionally to one address (case-insensitive). */
export async function listOutbox(db: DbOrTx, options: { to?: string; limit: number }): Promise<OutboxRow[]> {
  const query = db.select().from(mailOutbox);
  const filtered = options.to ? query.where(sql`lower(${mailOutbox.toAddress}) = lower(${options.to})`) : query;
  return filtered.orderBy(desc(mailOutbox.createdAt)).limit(options.limit);
}
