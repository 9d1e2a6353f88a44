// `npm run bench:alerts` (and the last part of `npm run bench`): matching a newly published job
// against BENCH_ALERTS saved job alerts (issue 25, decision 0032), on PGlite (the embedded default)
// and on PostgreSQL. Each measure is one pass of the matcher for one queued job, as a served
// process runs it after a publication: claim the job's run, the one matching statement (alerts of
// the job's city by index, then segment, neighbourhood, day and value; the people who applied left
// out; one row per person and job), notify() for the 'Na hora' matches, the run marked done — one
// transaction. Two spreads of the alerts:
//   - spread: the alerts over 50 cities, a fifth of them in the job's city (São Paulo);
//   - one city: every alert in the job's city (the worst case for the city index).
// BENCH_JOBS jobs per spread (various segments, neighbourhoods, days, values); reported p50/p95/max.
// Env: BENCH_ALERTS (default 100000), BENCH_JOBS (default 20), DATABASE_URL (only host/port/user
//      are taken; the bench works in its own database BENCH_DB_NAME, default vt_bench_alerts,
//      dropped and created on each run; set BENCH_SKIP_POSTGRES=1 to measure PGlite only).
// BENCH_EXPLAIN=1 prints the plan (EXPLAIN ANALYZE) of the statement for the last job of each spread.
// Reported: the matching statement alone (rolled back), and the whole pass (with notify() for each
// person told). Target: the statement ≤ 200 ms per job (p95). Results: a table on stdout and bench/results/alerts-<timestamp>.json.
// Runs under tsx.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { inTransaction } from '../apps/server/src/db/transaction.ts';
import { queueJobForAlerts } from '../apps/server/src/modules/alerts/job-alerts.service.ts';
import { matchJob, matchJobStatement } from '../apps/server/src/modules/alerts/job-alerts.repo.ts';
import { matchPendingJobs } from '../apps/server/src/modules/alerts/match-new-jobs.ts';
import { InProcessBus } from '../apps/server/src/modules/realtime/in-process-bus.ts';
import { SEGMENT_CODES } from '../packages/shared/src/segments.ts';
import { formatLoad, machineInfo, positive, table, writeResults } from './lib/common.mjs';
import { benchDatabaseUrls, recreateDatabase } from './lib/marketplace-db.mjs';

const ALERTS = positive('BENCH_ALERTS', 100_000);
const JOBS = positive('BENCH_JOBS', 20);
const TARGET_MS = 200;
const DB_NAME = process.env.BENCH_DB_NAME ?? 'vt_bench_alerts';
const ALERTS_PER_PERSON = 5;
const CITIES = ['São Paulo', ...Array.from({ length: 49 }, (_, i) => `Cidade ${i + 1}`)];
const NEIGHBORHOODS = [
  'Pinheiros',
  'Bela Vista',
  'Moema',
  'Vila Madalena',
  'Itaim Bibi',
  'Consolação',
  'Tatuapé',
  'Lapa',
];
const DAY_MS = 86_400_000;

const arrayLiteral = (values) => `{${values.map((v) => `"${v}"`).join(',')}}`;

/** Freelancers and their alerts, straight in SQL (the bench writes as the schema's owner). */
async function seed(db, { oneCity }) {
  const people = Math.ceil(ALERTS / ALERTS_PER_PERSON);
  await db.execute(sql`DELETE FROM job_alert_matches`);
  await db.execute(sql`DELETE FROM job_alerts`);
  await db.execute(sql`
    INSERT INTO users (name, email, role)
    SELECT 'Freela ' || i, 'freela' || i || '@bench.vamostrabalhar.com.br', 'freelancer'
      FROM generate_series(1, ${people}::int) AS i
    ON CONFLICT DO NOTHING`);
  const started = performance.now();
  // City: São Paulo for a fifth (spread) or all (one city); any segment for 10 %, else 1–3 segments; no neighbourhood for 70 %,
  // else one or two; any non-empty set of days; a minimum of R$ 0–300; 'Na hora' for half.
  await db.execute(sql`
    WITH people AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE role = 'freelancer' LIMIT ${people}::int),
         seeded AS (
           SELECT p.id AS user_id, k,
                  CASE WHEN ${oneCity}::boolean OR random() < 0.2 THEN 'São Paulo'
                       ELSE (${arrayLiteral(CITIES)}::text[])[2 + floor(random() * 49)::int] END AS city,
                  CASE WHEN random() < 0.1 THEN '{}'::text[]
                       ELSE ARRAY(SELECT DISTINCT (${arrayLiteral(SEGMENT_CODES)}::text[])[1 + floor(random() * 32)::int]
                                    FROM generate_series(1, 1 + floor(random() * 3)::int) WHERE k > 0) END AS segments,
                  CASE WHEN random() < 0.7 THEN '{}'::text[]
                       ELSE ARRAY(SELECT DISTINCT (${arrayLiteral(NEIGHBORHOODS)}::text[])[1 + floor(random() * 8)::int]
                                    FROM generate_series(1, 1 + floor(random() * 2)::int) WHERE k > 0) END AS neighborhoods,
                  (1 + floor(random() * 127))::smallint AS days_mask,
                  (floor(random() * 301) * 100)::int AS min_salary_cents,
                  CASE WHEN random() < 0.5 THEN 'instant' ELSE 'daily' END AS frequency
             FROM people p CROSS JOIN generate_series(1, ${ALERTS_PER_PERSON}::int) AS k
            LIMIT ${ALERTS}::int
         )
    INSERT INTO job_alerts (user_id, segments, city, city_key, match_keys, neighborhoods, neighborhood_keys, days_mask,
                            min_salary_cents, frequency)
    SELECT user_id, segments, city, lower(unaccent(city)),
           CASE WHEN cardinality(segments) = 0 THEN ARRAY[lower(unaccent(city)) || '|*']
                ELSE ARRAY(SELECT lower(unaccent(city)) || '|' || s FROM unnest(segments) AS s) END,
           neighborhoods,
           ARRAY(SELECT lower(unaccent(n)) FROM unnest(neighborhoods) AS n), days_mask, min_salary_cents, frequency
      FROM seeded`);
  await db.execute(sql`ANALYZE job_alerts`);
  return Math.round(performance.now() - started);
}

async function contractor(db) {
  const { rows } = await db.execute(sql`
    INSERT INTO users (name, email, role) VALUES ('Bar do Bench', 'contratante@bench.vamostrabalhar.com.br', 'contractor')
    ON CONFLICT (email) DO UPDATE SET name = excluded.name RETURNING id`);
  return rows[0].id;
}

/** A published job in São Paulo, queued for matching in its transaction (as createJob does). */
async function publish(db, contractorId, i) {
  const date = new Date(Date.now() + (2 + (i % 7)) * DAY_MS).toISOString().slice(0, 10);
  const segment = SEGMENT_CODES[(i * 7) % SEGMENT_CODES.length];
  const neighborhood = NEIGHBORHOODS[i % NEIGHBORHOODS.length];
  const address = {
    cep: '01310-100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood,
    street: 'Rua',
    number: '1',
    complement: '',
  };
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.execute(sql`
      INSERT INTO jobs (contractor_id, title, company, location, city, state, address, service_date, start_time, end_time,
                        payment_date, salary_cents, segment)
      VALUES (${contractorId}::uuid, ${segment}, 'Bar do Bench', ${`${neighborhood}, São Paulo - SP`}, 'São Paulo', 'SP',
              ${JSON.stringify(address)}::jsonb, ${date}::date, '18:00', '23:00', ${date}::date, ${10_000 + (i % 5) * 5_000}, ${segment})
      RETURNING id`);
    await queueJobForAlerts(tx, rows[0].id);
    return rows[0].id;
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const ROLLBACK = new Error('rollback');

/** The matching statement alone, rolled back (what it would record stays for the full pass). */
async function timeStatement(db, jobId) {
  const started = performance.now();
  await db
    .transaction(async (tx) => {
      await matchJob(tx, jobId, new Date());
      throw ROLLBACK;
    })
    .catch((error) => {
      if (error !== ROLLBACK) throw error;
    });
  return performance.now() - started;
}

/** The statement's plan with its times, rolled back. */
async function explain(db, jobId, label) {
  await db
    .transaction(async (tx) => {
      const { rows } = await tx.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${matchJobStatement(jobId, new Date())}`);
      console.log(`\n${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
      throw ROLLBACK;
    })
    .catch((error) => {
      if (error !== ROLLBACK) throw error;
    });
}

async function measureSpread(deps, contractorId, label) {
  const times = [];
  const statementTimes = [];
  let matched = 0;
  let notified = 0;
  // One warm-up job (plans and caches), not counted.
  await publish(deps.db, contractorId, 0);
  await matchPendingJobs(deps, { limit: 1 });
  for (let i = 1; i <= JOBS; i += 1) {
    const jobId = await publish(deps.db, contractorId, i);
    statementTimes.push(await timeStatement(deps.db, jobId));
    const started = performance.now();
    const report = await matchPendingJobs(deps, { limit: 1 });
    times.push(performance.now() - started);
    matched += report.matched;
    notified += report.notified;
  }
  if (process.env.BENCH_EXPLAIN) await explain(deps.db, await publish(deps.db, contractorId, JOBS + 1), label);
  times.sort((a, b) => a - b);
  statementTimes.sort((a, b) => a - b);
  return {
    label,
    statementP50Ms: Math.round(percentile(statementTimes, 50)),
    statementP95Ms: Math.round(percentile(statementTimes, 95)),
    p50Ms: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    maxMs: Math.round(times.at(-1)),
    matchedPerJob: Math.round(matched / JOBS),
    notifiedPerJob: Math.round(notified / JOBS),
  };
}

async function run(database, name) {
  await migrate(database);
  const events = new InProcessBus();
  const deps = { db: database.db, events };
  const contractorId = await contractor(database.db);
  const rows = [];
  for (const oneCity of [false, true]) {
    const seedMs = await seed(database.db, { oneCity });
    const result = await measureSpread(
      deps,
      contractorId,
      oneCity ? `${name}: all ${ALERTS} alerts in the job's city` : `${name}: ${ALERTS} alerts over 50 cities`,
    );
    // The matching used the GIN index (how many scans it took).
    const { rows: scans } = await database.db.execute(
      sql`SELECT idx_scan::int AS n FROM pg_stat_user_indexes WHERE indexrelname = 'job_alerts_match_idx'`,
    );
    rows.push({ ...result, seedMs, indexScans: scans[0]?.n ?? null });
  }
  await events.close();
  await database.close();
  return rows;
}

async function main() {
  const load = loadavg();
  const results = [...(await run(await openPglite(), 'PGlite'))];
  if (!process.env.BENCH_SKIP_POSTGRES) {
    const { admin, bench } = benchDatabaseUrls(DB_NAME);
    await recreateDatabase(admin, DB_NAME);
    results.push(...(await run(openPostgres(bench, { max: 4 }), 'PostgreSQL')));
  }
  console.log(`job alert matching, one published job per pass (load ${formatLoad(load)} at start)`);
  console.log(
    table([
      [
        'database and alerts',
        'statement p50 / p95',
        'pass p50',
        'pass p95',
        'pass max',
        'matched / told per job',
        'GIN index scans',
      ],
      ...results.map((r) => [
        r.label,
        `${r.statementP50Ms} / ${r.statementP95Ms} ms`,
        `${r.p50Ms} ms`,
        `${r.p95Ms} ms`,
        `${r.maxMs} ms`,
        `${r.matchedPerJob} / ${r.notifiedPerJob}`,
        String(r.indexScans),
      ]),
    ]),
  );
  console.log(
    `results: ${writeResults('alerts-', { machine: machineInfo(load), alerts: ALERTS, jobs: JOBS, results })}`,
  );
  // The target is the matching itself; the pass adds telling each 'Na hora' match (notify()).
  const slow = results.filter((r) => r.statementP95Ms > TARGET_MS);
  if (slow.length) {
    console.error(`over the ${TARGET_MS} ms target (p95): ${slow.map((r) => r.label).join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
