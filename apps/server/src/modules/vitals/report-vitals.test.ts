import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/client.ts';
import { webVitals } from '../../db/schema.ts';
import { TEST_DATABASES, openTestDatabase } from '../../test/databases.ts';
import { TEMPLATE_PATH } from '../../test/paths.ts';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const run = promisify(execFile);

/** `npm run report:vitals -- …args` against the database of `env` (DATABASE_URL or PGLITE_DIR). */
async function report(env: Record<string, string>, ...args: string[]) {
  const { DATABASE_URL: _ignored, PGLITE_DIR: _alsoIgnored, ...inherited } = process.env;
  return run(process.execPath, ['scripts/report-vitals.mjs', ...args], {
    cwd: ROOT,
    env: { ...inherited, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

async function seed(database: Database) {
  const row = (route: string, metric: 'LCP' | 'INP' | 'CLS', value: number, rating: string, days = 0) => ({
    route,
    metric,
    value,
    rating: rating as 'good',
    recordedAt: days === 0 ? undefined : daysAgo(days),
  });
  await database.db.insert(webVitals).values([
    row('/jobs/:id', 'LCP', 1000, 'good'),
    row('/jobs/:id', 'LCP', 2000, 'good', 1),
    row('/jobs/:id', 'LCP', 3000, 'needs-improvement', 2),
    row('/jobs/:id', 'LCP', 4000, 'poor', 6),
    row('/jobs/:id', 'LCP', 90_000, 'poor', 8), // outside the 7 days
    row('/jobs/:id', 'CLS', 0.1, 'good'),
    row('/jobs/:id', 'CLS', 0.2, 'needs-improvement'),
    row('/agenda', 'INP', 180, 'good'),
    row('/agenda', 'INP', 1000, 'poor', 40), // past retention
  ]);
}

const LAST_7_DAYS = [
  'Web vitals, últimos 7 dias: p75 por rota e métrica',
  '',
  'rota       métrica      p75  amostras  boas',
  '---------  -------  -------  --------  ----',
  '/agenda    INP       180 ms         1  100%',
  '/jobs/:id  LCP      3250 ms         4   50%',
  '/jobs/:id  CLS        0.175         2   50%',
  '',
  '7 amostras no total.',
];

describe.each(TEST_DATABASES)('npm run report:vitals on %s', (kind) => {
  let database: Database;
  let env: Record<string, string>;
  let dir: string | undefined;
  beforeAll(async () => {
    if (kind === 'postgres') {
      database = await openTestDatabase('postgres');
      env = { DATABASE_URL: database.connectionString ?? '' };
    } else {
      // The script opens a PGlite directory, as `npm start` leaves it.
      dir = mkdtempSync(join(tmpdir(), 'vitals-report-'));
      database = await openPglite({ dataDir: dir, loadDataDir: new Blob([readFileSync(TEMPLATE_PATH)]) });
      env = { PGLITE_DIR: dir };
    }
    await seed(database);
    if (kind === 'pglite') await database.close();
  });
  afterAll(async () => {
    if (kind === 'postgres') await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('prints p75, samples and the share rated good per route and metric of the last 7 days', async () => {
    const { code, stdout } = await report(env);
    expect(code).toBe(0);
    expect(stdout.split('\n').slice(0, LAST_7_DAYS.length)).toEqual(LAST_7_DAYS);
  });

  it('takes --days, and has deleted the rows past the 30-day retention', async () => {
    const { stdout } = await report(env, '--days', '30');
    expect(stdout).toMatch(/^\/jobs\/:id\s+LCP\s+4000 ms\s+5\s+40%$/m);
    // The 40-day-old row is gone, not counted in.
    expect(stdout).toMatch(/^\/agenda\s+INP\s+180 ms\s+1\s+100%$/m);
  });

  it('refuses a --days it cannot answer', async () => {
    const { code, stderr } = await report(env, '--days', '0');
    expect(code).toBe(1);
    expect(stderr).toContain('--days deve ser um número inteiro de 1 a 30');
  });
});

describe('npm run report:vitals on the directory of a running embedded server', () => {
  it('says so instead of opening it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitals-report-'));
    const running = await openPglite({ dataDir: dir, loadDataDir: new Blob([readFileSync(TEMPLATE_PATH)]) });
    try {
      const { code, stderr } = await report({ PGLITE_DIR: dir });
      expect(code).toBe(1);
      expect(stderr).toContain(`O banco embutido em ${dir} está em uso: pare o servidor`);
    } finally {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
