import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { migrate, type Migration } from '../db/migrate.ts';
import { TEMPLATE_PATH } from './paths.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every DB test runs on: PGlite always, PostgreSQL when DATABASE_URL_TEST is set. */
export const TEST_DATABASES: DatabaseKind[] = process.env.DATABASE_URL_TEST ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated database. PGlite: a copy of the migrated template. PostgreSQL: a new database
 * copied from the run's migrated template database on the DATABASE_URL_TEST server, dropped by
 * `close()`. With `migrations`, only those
 * are applied (a migration's own test starts from the schema before it).
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { migrations?: Migration[] } = {},
): Promise<Database> {
  if (kind === 'pglite' && options.migrations) {
    const database = await openPglite();
    await migrate(database, options.migrations);
    return database;
  }
  if (kind === 'pglite') {
    const template = new Blob([readFileSync(TEMPLATE_PATH)]);
    return openPglite({ loadDataDir: template });
  }
  const adminUrl = process.env.DATABASE_URL_TEST;
  if (!adminUrl) throw new Error('DATABASE_URL_TEST is not set');
  const name = `vt_test_${randomBytes(6).toString('hex')}`;
  // A copy of the run's migrated template (global-setup.ts), unless the test chooses its migrations.
  const template = options.migrations ? null : inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Two test files run at once and a two-instance test opens a second pool: 3 × 25 + the LISTEN
  // clients stay below PostgreSQL's default max_connections (100), and 25 connections are plenty
  // for a race's 50 requests to overlap.
  const database = openPostgres(url.toString(), { max: 25 });
  if (!template) await migrate(database, options.migrations);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
