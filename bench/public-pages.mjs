// `npm run bench:public` (and part of `npm run bench`): the pages anyone reads without signing in
// (issue 25), served by the real app at BENCH_CONNECTIONS connections, compared in the same run with
// the app's own JSON job detail (what the signed-in SPA asks for the same job):
//   - GET /vagas/{slug}-{id}: a job's public page, server-written HTML (the job, its JSON-LD, its tags);
//   - GET /vagas/sao-paulo-sp: a city's listing page (20 jobs of BENCH_CITY_JOBS open ones);
//   - GET /api/jobs/:id: the signed-in detail (the demo freelancer's session).
// Every request asks for compressed answers (br, gzip), as a browser and a link preview do.
// On PGlite (the embedded default), then on PostgreSQL unless BENCH_SKIP_POSTGRES=1 (DATABASE_URL's
// host/port/user; its own database BENCH_DB_NAME, default vt_bench_public, dropped and made again).
// Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_WARMUP (s, default 2),
//      BENCH_CITY_JOBS (default 120). Target: p99 ≤ 50 ms for both public pages.
// Results: a table on stdout and bench/results/public-pages-<timestamp>.json. Runs under tsx.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { DEMO_CONTRACTOR, DEMO_FREELANCER, DEMO_PASSWORD } from '../apps/server/src/db/seed-demo-data.ts';
import { SEGMENT_CODES, segmentLabel } from '../packages/shared/src/segments.ts';
import {
  formatLoad,
  machineInfo,
  measure,
  nonNegative,
  positive,
  startApp,
  table,
  writeResults,
} from './lib/common.mjs';
import { benchDatabaseUrls, recreateDatabase } from './lib/marketplace-db.mjs';

const DURATION = positive('BENCH_DURATION', 10);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 50);
const WARMUP = nonNegative('BENCH_WARMUP', 2);
const CITY_JOBS = positive('BENCH_CITY_JOBS', 120);
const DB_NAME = process.env.BENCH_DB_NAME ?? 'vt_bench_public';
const TARGET_P99_MS = 50;
const RUN = { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP };
const COMPRESSED = { 'accept-encoding': 'br, gzip' };
const NEIGHBORHOODS = ['Pinheiros', 'Bela Vista', 'Moema', 'Vila Madalena', 'Itaim Bibi', 'Consolação'];
const DAY_MS = 86_400_000;

/** Open public jobs of the demo contractor in São Paulo (the app seeded the contractor at its first start). */
async function seedCityJobs(db) {
  const { rows } = await db.execute(sql`SELECT id FROM users WHERE email = ${DEMO_CONTRACTOR.email}`);
  const contractorId = rows[0]?.id;
  if (!contractorId) throw new Error('the demo contractor was not seeded');
  for (let i = 0; i < CITY_JOBS; i += 1) {
    const segment = SEGMENT_CODES[i % SEGMENT_CODES.length];
    const neighborhood = NEIGHBORHOODS[i % NEIGHBORHOODS.length];
    const date = new Date(Date.now() + (2 + (i % 20)) * DAY_MS).toISOString().slice(0, 10);
    const address = {
      cep: '05422-000',
      state: 'SP',
      city: 'São Paulo',
      neighborhood,
      street: 'Rua dos Pinheiros',
      number: String(100 + i),
      complement: '',
    };
    await db.execute(sql`
      INSERT INTO jobs (contractor_id, title, description, company, location, city, state, address, service_date,
                        start_time, end_time, payment_date, salary_cents, segment, requirements, required_people)
      VALUES (${contractorId}::uuid, ${segmentLabel(segment)},
              ${'Atendimento em evento de sábado à noite, com equipe da casa e briefing meia hora antes.'},
              'Bar Bench', ${`${neighborhood}, São Paulo - SP`}, 'São Paulo', 'SP', ${JSON.stringify(address)}::jsonb,
              ${date}::date, '18:00', '23:30', ${date}::date, ${12_000 + (i % 6) * 2_500}, ${segment},
              'Camisa preta e calça social.', ${1 + (i % 4)})`);
  }
}

/** The app on `database`: started once to migrate and seed the demo accounts, given city jobs, started again. */
async function prepare(name) {
  if (name === 'PGlite') {
    const dir = mkdtempSync(join(tmpdir(), 'vt-bench-public-'));
    const pgliteDir = join(dir, 'pglite');
    await (await startApp({ pgliteDir })).stop();
    const database = await openPglite({ dataDir: pgliteDir });
    await seedCityJobs(database.db);
    await database.close();
    const app = await startApp({ pgliteDir });
    return { app, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
  }
  const { admin, bench } = benchDatabaseUrls(DB_NAME);
  await recreateDatabase(admin, DB_NAME);
  await (await startApp({ databaseUrl: bench })).stop();
  const database = openPostgres(bench, { max: 1 });
  await seedCityJobs(database.db);
  await database.db.execute(sql`ANALYZE jobs`);
  await database.close();
  return { app: await startApp({ databaseUrl: bench }), cleanUp: () => recreateDatabase(admin, DB_NAME) };
}

async function signIn(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_FREELANCER.email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A seeded job's public page: the first job of the city's listing (its link is the page's address). */
async function publicJobPath(url) {
  const html = await (await fetch(`${url}/vagas/sao-paulo-sp`)).text();
  const path = /href="(\/vagas\/[a-z0-9-]+-[0-9a-f]{8}-[0-9a-f-]{27})"/.exec(html)?.[1];
  if (!path) throw new Error('the city listing links no job');
  return path;
}

async function run(name) {
  console.info(`${name}: preparing (${CITY_JOBS} open jobs in São Paulo)...`);
  const { app, cleanUp } = await prepare(name);
  try {
    const cookie = await signIn(app.url);
    const jobPath = await publicJobPath(app.url);
    const jobId = jobPath.slice(-36);
    for (const [path, headers] of [
      [jobPath, {}],
      ['/vagas/sao-paulo-sp', {}],
      [`/api/jobs/${jobId}`, { cookie }],
    ]) {
      const probe = await fetch(`${app.url}${path}`, { headers });
      if (!probe.ok) throw new Error(`${path} answered ${probe.status}`);
    }
    const scenarios = [
      ['public job page (HTML)', { url: `${app.url}${jobPath}`, headers: COMPRESSED }],
      ['city listing (HTML)', { url: `${app.url}/vagas/sao-paulo-sp`, headers: COMPRESSED }],
      ['signed-in JSON detail', { url: `${app.url}/api/jobs/${jobId}`, headers: { ...COMPRESSED, cookie } }],
    ];
    const results = [];
    for (const [label, request] of scenarios) {
      console.info(`${name}: ${label}...`);
      results.push(await measure(`${name}: ${label}`, { ...request, workers: 1 }, request.url, RUN));
    }
    return results;
  } finally {
    await app.stop();
    await cleanUp();
  }
}

async function main() {
  const load = loadavg();
  console.info(
    `Public pages: ${DURATION}s per scenario (+${WARMUP}s warm-up), ${CONNECTIONS} connections, load ${formatLoad(load)}`,
  );
  const results = [...(await run('PGlite'))];
  if (!process.env.BENCH_SKIP_POSTGRES) results.push(...(await run('PostgreSQL')));
  console.info(
    `\n${table([
      ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
      ...results.map((r) => [r.name, r.requestsPerSecond, r.latencyMs.p50, r.latencyMs.p99, r.non2xx, r.errors]),
    ])}\n`,
  );
  const file = writeResults('public-pages-', {
    machine: machineInfo(load),
    settings: { durationSeconds: DURATION, warmupSeconds: WARMUP, connections: CONNECTIONS, cityJobs: CITY_JOBS },
    results,
  });
  console.info(`results: ${file}`);
  const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0);
  const slow = results.filter((r) => !r.name.includes('JSON') && r.latencyMs.p99 > TARGET_P99_MS);
  if (failed.length) console.error(`failed requests: ${failed.map((r) => r.name).join('; ')}`);
  if (slow.length) console.error(`over the ${TARGET_P99_MS} ms p99 target: ${slow.map((r) => r.name).join('; ')}`);
  if (failed.length || slow.length) process.exitCode = 1;
}

await main();
