import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Sends one notification on `channel` (PostgreSQL delivers it when the transaction commits). */
export async function notify(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}
