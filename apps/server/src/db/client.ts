import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema, type Schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repo function accepts either the database or a transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Present on PostgreSQL: used by the realtime LISTEN client. */
  connectionString?: string;
  /** Present on PGlite: the embedded instance. */
  pglite?: PGlite;
  /** Runs raw SQL (several statements allowed) and parameterised queries inside one transaction. */
  rawTransaction<T>(fn: (q: RawQuerier) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type RawQuerier = {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  exec(script: string): Promise<void>;
};

export const PGLITE_EXTENSIONS = { citext, pg_trgm, unaccent };

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  if (options.dataDir && !options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          query: async (text, params) => ({ rows: (await tx.query<Record<string, unknown>>(text, params)).rows }),
          exec: async (script) => void (await tx.exec(script)),
        }),
      ),
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    connectionString,
    async rawTransaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async (text, params) => ({ rows: (await client.query(text, params)).rows }),
          exec: async (script) => void (await client.query(script)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Rows of a raw SQL query, on either driver (both answer `{ rows }`; the Db type is generic over
 * the driver, so `execute` is typed unknown). T is the caller's promise about the columns.
 */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
