import pg from 'pg';
import type { Database } from '../db/client.ts';

/**
 * What a database restart or a failover does to the instances on `database`: ends every one of
 * its connections (the pools' and the realtime LISTEN ones) and resolves once PostgreSQL has let
 * each go. Only this test's own database is touched. Returns how many were ended.
 */
export async function killConnections(database: Database): Promise<number> {
  if (!database.connectionString) throw new Error('killConnections needs a PostgreSQL database');
  const admin = new pg.Client({ connectionString: database.connectionString });
  await admin.connect();
  try {
    // With a timeout, pg_terminate_backend waits until the process has ended (PostgreSQL 14+).
    const { rows } = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid, 5000) AS ended FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    if (rows.some((row) => !row.ended)) throw new Error('a connection outlived pg_terminate_backend');
    return rows.length;
  } finally {
    await admin.end();
  }
}
