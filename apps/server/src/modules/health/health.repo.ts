import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** A round trip to the database: throws when it cannot answer. */
export async function ping(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
