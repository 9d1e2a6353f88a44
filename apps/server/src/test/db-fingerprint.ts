import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client.ts';

/** Tables a request may legitimately touch without changing anything a person owns. */
const BOOKKEEPING = new Set(['rate_limits', 'sessions', 'schema_migrations']);

/**
 * One digest per business table: any insert, update or delete changes it. Compare one taken
 * before a refused request with one taken after: equal means the request changed no row.
 */
export async function fingerprint(db: Db): Promise<Record<string, string | null>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const digests: Record<string, string | null> = {};
  for (const { name } of tables.filter((table) => !BOOKKEEPING.has(table.name))) {
    const [row] = await selectRows<{ digest: string | null }>(
      db,
      sql.raw(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`),
    );
    digests[name] = row?.digest ?? null;
  }
  return digests;
}
