import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../test/databases.ts';
import { applyAs, approveAs, createJob, signupContractor, signupFreelancer } from '../test/factories.ts';
import { ledgerInvariantViolations } from '../test/ledger.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createTestApp } from '../test/test-app.ts';
import { openPostgres, selectRows } from './client.ts';
import { migrate } from './migrate.ts';

const run = promisify(execFile);

/**
 * docs/operations.md's backup and restore, as written there: `pg_dump --format=custom`, then
 * `pg_restore --no-owner` into a new, empty database; the app starts on the copy (nothing to migrate,
 * ready), the ledger invariant holds, and a person signs in with their password. PostgreSQL only:
 * pg_dump and pg_restore are PostgreSQL's tools (PGlite's embedded data is a directory, copied as files
 * while the app is stopped).
 */
describe.skipIf(!TEST_DATABASES.includes('postgres'))('backup and restore on postgres (PostgreSQL only)', () => {
  let source: TestApp;
  let restored: TestApp | undefined;
  const adminUrl = process.env.DATABASE_URL_TEST ?? '';
  const copyName = `vt_restored_${randomBytes(6).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'vt-backup-'));

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    source = await createTestApp('postgres');
  });
  afterAll(async () => {
    await restored?.close();
    await admin(`DROP DATABASE IF EXISTS ${copyName} WITH (FORCE)`);
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a dump into a new database the app starts on, with the ledger invariant holding', async () => {
    // Money moved: signup coins and credits, a job's credit, an approval's credit and coins.
    const contractor = await signupContractor(source);
    const freelancer = await signupFreelancer(source);
    const job = await createJob(source, contractor);
    const applied = await applyAs(source, freelancer, job.id);
    expect(applied.statusCode).toBe(201);
    expect((await approveAs(source, contractor, applied.json<{ id: string }>().id)).statusCode).toBe(200);
    const countLedger = async (t: TestApp) =>
      (await selectRows<{ n: number }>(t.deps.db, sql`SELECT count(*)::int AS n FROM ledger_entries`))[0]?.n;
    const entries = await countLedger(source);
    expect(entries).toBeGreaterThanOrEqual(5);

    const file = join(dir, 'vamos.dump');
    const url = source.database.connectionString ?? '';
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, url]);
    expect(statSync(file).size).toBeGreaterThan(0);
    await admin(`CREATE DATABASE ${copyName}`);
    const copyUrl = new URL(adminUrl);
    copyUrl.pathname = `/${copyName}`;
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${copyUrl.toString()}`, file]);

    const database = openPostgres(copyUrl.toString(), { max: 5 });
    expect(await migrate(database)).toEqual([]); // every migration came with the dump
    restored = await startTestApp(database);
    const ready = await restored.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(await countLedger(restored)).toBe(entries);
    expect(await ledgerInvariantViolations(restored)).toEqual([]);
    const login = await restored.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: freelancer.email, password: freelancer.password },
    });
    expect(login.statusCode).toBe(200);
    const wallet = await restored.request({ method: 'GET', url: '/api/wallet', cookie: freelancer.cookie });
    expect(wallet.json()).toMatchObject({ coins: 15 - job.application_cost });
  }, 120_000);
});
