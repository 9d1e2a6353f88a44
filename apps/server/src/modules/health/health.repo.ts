import { sql } from 'drizzle-orm';
import { selectRows, type DbOrTx } from '../../db/client.ts';

/** A round trip to the database: throws when it cannot answer. */
export async function ping(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** The migration versions recorded as applied (migrate() creates the table before the app starts). */
export async function appliedMigrations(db: DbOrTx): Promise<Set<number>> {
  const rows = await selectRows<{ version: number }>(db, sql`SELECT version FROM schema_migrations`);
  return new Set(rows.map((r) => Number(r.version)));
}
