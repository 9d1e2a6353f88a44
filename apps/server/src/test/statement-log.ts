import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from '../db/client.ts';
import { schema } from '../db/schema.ts';

/** Transaction control, which PGlite sends itself (unlogged) and node-postgres through Drizzle. */
const CONTROL = /^\s*(begin|commit|rollback)\b/i;

export type StatementLog = {
  /** A Drizzle handle on the test's database that logs every statement it sends. */
  db: Db;
  /** The statements sent since the last reset, transaction control left out (the drivers differ there). */
  statements(): string[];
  reset(): void;
  close(): Promise<void>;
};

/**
 * Counts the statements an operation sends (Drizzle's query logger: every statement of the query
 * builder and of `execute`, so plain SQL too): call the operation with `log.db` as its `db`. On
 * PGlite the handle shares the test's embedded database; on PostgreSQL it is a small pool of its own.
 */
export function statementLog(database: Database): StatementLog {
  let sent: string[] = [];
  const logger = { logQuery: (query: string) => void sent.push(query) };
  let close = async () => undefined;
  let db: Db;
  if (database.kind === 'pglite' && database.pglite) {
    db = drizzlePglite({ client: database.pglite, schema, logger }) as unknown as Db;
  } else if (database.connectionString) {
    const pool = new pg.Pool({ connectionString: database.connectionString, max: 2 });
    db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    close = async () => void (await pool.end());
  } else {
    throw new Error('statementLog needs a PGlite database or a PostgreSQL connection string');
  }
  return {
    db,
    statements: () => sent.filter((s) => !CONTROL.test(s)),
    reset: () => void (sent = []),
    close,
  };
}
