import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Sends one notification on `channel` (PostgreSQL delivers it when the transaction commits). */
export async function notify(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/**
 * Sends `payloads` on `channel` in one statement, in array order (PostgreSQL keeps the order of a
 * transaction's notifications, and folds identical ones into one).
 */
export async function notifyAll(db: DbOrTx, channel: string, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return;
  if (payloads.length === 1) return notify(db, channel, payloads[0]!);
  await db.execute(
    sql`SELECT pg_notify(${channel}, payload) FROM unnest(${sql.param(payloads)}::text[]) WITH ORDINALITY AS t(payload, n) ORDER BY n`,
  );
}
