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
  /** Present on PostgreSQL: the connection pool's use now (the /metrics gauges). */
  poolStats?(): PoolStats;
  /** Runs raw SQL (several statements allowed) and parameterised queries inside one transaction. */
  rawTransaction<T>(fn: (q: RawQuerier) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** Connections the pool holds (busy and idle), of them idle, the requests waiting for one, and its ceiling. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

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

/**
 * drizzle-orm 0.45's node-postgres transaction sends BEGIN before its try/finally: a BEGIN that fails
 * (the server has just dropped the connection) never releases its client, and the pool runs dry. The
 * pool given to Drizzle releases a checked-out client as broken when the first query of the checkout
 * is a BEGIN that fails. `connectDirect` is the plain checkout, for code that releases on its own.
 */
const unwrappedQuery = new WeakMap<pg.PoolClient, pg.PoolClient['query']>();

class DrizzlePool extends pg.Pool {
  connectDirect(): Promise<pg.PoolClient> {
    return super.connect();
  }

  // pg's own `pool.query` checks out with the callback form: that one is left as it is.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(...args: unknown[]): Promise<pg.PoolClient> | void {
    if (args.length > 0) return Reflect.apply(super.connect, this, args) as void;
    return super.connect().then((client) => this.watchBegin(client));
  }

  private watchBegin(client: pg.PoolClient): pg.PoolClient {
    // The client's own query method, even if the previous checkout never queried (and so never unwrapped).
    const query = unwrappedQuery.get(client) ?? client.query;
    unwrappedQuery.set(client, query);
    const firstQuery = (...args: unknown[]): unknown => {
      client.query = query;
      const config = args[0];
      const text = typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text;
      const result: unknown = Reflect.apply(query, client, args);
      if (!(result instanceof Promise) || typeof text !== 'string' || !/^\s*begin\b/i.test(text)) return result;
      return result.catch((error: unknown) => {
        client.release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    };
    client.query = firstQuery as typeof client.query;
    return client;
  }
}

export function openPostgres(connectionString: string, options: { max?: number } = {}): Database {
  // A request waits at most 5 s for a connection, then fails with 503 (DATABASE_UNAVAILABLE) instead of hanging.
  const max = options.max ?? 20;
  const pool = new DrizzlePool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool drops it and opens another on next use.
  });
  pool.on('connect', (client) => {
    // A client checked out of the pool has no 'error' listener of the pool's: when the server ends its
    // connection between two queries (pg_terminate_backend, a failover), the unhandled event would end
    // the process. The query in flight rejects on its own and the pool drops the broken client.
    client.on('error', () => undefined);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    connectionString,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    async rawTransaction(fn) {
      const client = await pool.connectDirect();
      let failure: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async (text, params) => ({ rows: (await client.query(text, params)).rows }),
          exec: async (script) => void (await client.query(script)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          // The connection itself failed: release it as broken so the pool does not hand it out again.
          failure = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(failure);
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
