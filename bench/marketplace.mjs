// `npm run bench:marketplace` (and the second part of `npm run bench`): the marketplace on real
// PostgreSQL, seeded with 5,000 users, 20,000 active jobs, 50,000 applications and 5,000 block pairs
// (issue 26: a freelancer does not see the jobs of a contractor who blocked them or whom they hid), 10 %
// invite-first jobs and 6,000 team pairs (decision 0037: such a job reaches only its contractor's team), measured in
// one run on this machine (issue 3):
//   - GET /api/jobs with filters (search words + city + date/value, as the web sends them) and
//     GET /api/jobs/:id as signed-in freelancers, at 100 connections (autocannon), against a bare
//     Fastify hello-world at the same concurrency, and against pgbench running the statements
//     each endpoint sends (built by the app's own query builders, parameters written in; for the
//     detail, both statements of an uncached read: the job row and the viewer's part) — alone
//     ("stmt", the issue's ratio) and after the two session lookups every signed-in request
//     makes ("request": all the SQL of one request);
//   - POST /api/jobs/:id/apply and POST /api/contractor/applications/:id/approve at 10 and 50
//     concurrent clients, every request a distinct valid (freelancer, job) pair or pending
//     application, so each is a real 201/200;
//   - GET /api/jobs/:id again, read by freelancers who applied (half approved: the answer carries
//     the contractor's contact, checked per viewer kind before the run; half pending), after a
//     VACUUM ANALYZE of what the writes left.
// Flow: drop and create the bench database; start the app so its migrations run; seed
// (bench/lib/seed.mjs) and VACUUM ANALYZE; sign in the users the clients need; stop the app;
// pgbench; hello-world; start the app again (the sessions live on); list, detail, apply,
// approve, detail by applicants; check the money and slot invariants again. Runs under tsx (it builds the app's SQL
// from its TypeScript).
//
// Env: DATABASE_URL — the PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432);
//      only its host/port/user are taken: the bench always works in its own database,
//      BENCH_DB_NAME (default vt_bench), dropped and created on each run and kept afterwards.
//      BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2), BENCH_READ_CONNECTIONS
//      (default 100), BENCH_PGBENCH_CLIENTS (default 100, lowered to what max_connections leaves).
// Results: a table on stdout and bench/results/marketplace-<timestamp>.json.
import { loadavg } from 'node:os';
import pg from 'pg';
import { detailSql, inline, listSql, sessionSql, todayInSaoPaulo } from './lib/app-sql.mjs';
import {
  formatLoad,
  machineInfo,
  measure,
  nonNegative,
  positive,
  ratio,
  startApp,
  startHelloWorld,
  writeResults,
} from './lib/common.mjs';
import { backendPids, selfCpuMs } from './lib/cpu.mjs';
import {
  applicantPairs,
  applyPairs,
  approvals,
  invisiblePairs,
  jobContractors,
  unseenInviteFirstJobs,
  brokenInvariants,
  counts,
  pgbenchClients,
  benchDatabaseUrls,
  recreateDatabase,
  seedDatabase,
  sessionTokens,
  withClient,
} from './lib/marketplace-db.mjs';
import { CPUS, cpuBound, formatHttp, formatPgbench, httpMeter } from './lib/marketplace-report.mjs';
import { pgbench } from './lib/pgbench.mjs';
import * as seed from './lib/seed.mjs';

const DURATION = positive('BENCH_DURATION', 10);
const WARMUP = nonNegative('BENCH_WARMUP', 2);
const READ_CONNECTIONS = positive('BENCH_READ_CONNECTIONS', 100);
const WRITE_CLIENTS = [10, 50];
const PGBENCH_CLIENTS = positive('BENCH_PGBENCH_CLIENTS', 100);
const DB_NAME = process.env.BENCH_DB_NAME ?? 'vt_bench';
const TARGETS = { listVsPgbench: 0.5, listP99Ms: 100, applyP99MsAt10: 25 };

/** Freelancers 1..16 read the board (one per filter combination), 1..50 apply; contractors 1..50 approve. */
const APPLY_FREELANCERS = 50;
const DETAIL_JOBS = 64;

function daysFromToday(today, days) {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The job board's filter combinations, as query strings the web builds (page size 20). */
function listQueries(today) {
  const combos = [
    { q: 'garcom', city: 'São Paulo', min_cents: 10000 },
    { q: 'cozinha', city: 'Rio de Janeiro', max_cents: 30000 },
    { q: 'bartender', city: 'Curitiba', min_cents: 8000, max_cents: 40000 },
    { q: 'seguranca', city: 'Belo Horizonte', date: daysFromToday(today, 8) },
    { q: 'recepcao', city: 'Porto Alegre', min_cents: 12000 },
    { q: 'garcom pinheiros', city: 'São Paulo' },
    { q: 'churrasqueiro', city: 'Salvador', max_cents: 45000 },
    { q: 'atendente', city: 'Recife', min_cents: 15000 },
    { q: 'limpeza', city: 'Fortaleza', date: daysFromToday(today, 15) },
    { q: 'sushiman', city: 'Brasília', min_cents: 9000 },
    { q: 'pizzaiolo', city: 'Florianópolis', max_cents: 25000 },
    { q: 'caixa', city: 'Campinas', min_cents: 10000, max_cents: 30000 },
    { q: 'confeiteiro', city: 'Goiânia' },
    { q: 'copeiro', city: 'Santos', min_cents: 20000 },
    { q: 'maitre', city: 'Niterói', max_cents: 40000 },
    { q: 'cozinheiro', city: 'São Paulo', min_cents: 8000, max_cents: 20000 },
  ];
  return combos.map((c) =>
    new URLSearchParams({
      ...Object.fromEntries(Object.entries(c).map(([k, v]) => [k, String(v)])),
      limit: '20',
    }).toString(),
  );
}

async function login(appUrl, email) {
  const res = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email, password: seed.PASSWORD }),
  });
  if (!res.ok) throw new Error(`login of ${email} answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Signs the users in, a few at a time (argon2id: ~0.3 s each); returns their cookies by email. */
async function loginAll(appUrl, emails, parallel = 4) {
  const cookies = new Map();
  const queue = [...emails];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let email = queue.shift(); email; email = queue.shift()) cookies.set(email, await login(appUrl, email));
    }),
  );
  return cookies;
}

/** A setupRequest that hands out the items in order, once each; counts how many were asked for beyond them. */
function oneEach(items, build) {
  let next = 0;
  return {
    setupRequest: (req) => ({ ...req, ...build(items[next++ % items.length]) }),
    exhausted: () => Math.max(0, next - items.length),
    used: () => Math.min(next, items.length),
  };
}

/** An onResponse that keeps the first few answers other than 2xx (status and start of the body). */
function failureSampler(limit = 3) {
  const samples = [];
  return {
    samples,
    onResponse: (status, body) => {
      if ((status < 200 || status > 299) && samples.length < limit)
        samples.push(`${status} ${String(body).slice(0, 200)}`);
    },
  };
}

async function probe(url, cookie, expect) {
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.json();
  if (!res.ok) throw new Error(`probe ${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return expect(body);
}

async function main() {
  const load = loadavg();
  const urls = benchDatabaseUrls(DB_NAME);
  const today = todayInSaoPaulo();
  // Requests wait up to 30 s: on a busy machine a slow answer is a latency, not an error.
  const run = { duration: DURATION, warmup: WARMUP, timeout: 30 };
  console.info(
    `Marketplace benchmark: ${DURATION}s per scenario (+${WARMUP}s warm-up), database ${DB_NAME}, ${machineInfo(load).cpus} CPUs, load ${formatLoad(load)}`,
  );

  console.info('creating the database and running the migrations...');
  await recreateDatabase(urls.admin, DB_NAME);
  const monitor = new pg.Client({ connectionString: urls.admin });
  await monitor.connect();
  let app = await startApp({ databaseUrl: urls.bench, seedDemo: false }).catch(async (error) => {
    await monitor.end();
    throw error;
  });
  let hello = null;
  const http = [];
  const pgResults = [];
  const notes = [];
  let clients;
  let seeded;
  let seedMs;
  try {
    console.info('seeding...');
    seedMs = await seedDatabase(urls.bench, today);
    seeded = await counts(urls.bench);
    const brokenAfterSeed = await brokenInvariants(urls.bench);
    console.info(`  seeded in ${(seedMs / 1000).toFixed(1)} s: ${JSON.stringify(seeded)}`);
    if (brokenAfterSeed.length) throw new Error(`the seed breaks invariants: ${brokenAfterSeed.join(', ')}`);

    // Sessions are rows: the cookies stay valid when the app restarts.
    const emails = [
      ...Array.from({ length: APPLY_FREELANCERS }, (_, k) => seed.freelancerEmail(k + 1)),
      ...Array.from({ length: seed.APPROVE_CONTRACTORS }, (_, k) => seed.contractorEmail(k + 1)),
    ];
    const loginStarted = Date.now();
    const cookies = await loginAll(app.url, emails);
    console.info(`  signed in ${cookies.size} users in ${((Date.now() - loginStarted) / 1000).toFixed(1)} s`);
    const tokens = await sessionTokens(urls.bench);
    await app.stop();
    app = null;

    // What the clients send: each list query by its own freelancer; detail pairs cycle the viewers.
    const queries = listQueries(today);
    const viewerNumber = (k) => (k % queries.length) + 1;
    const viewer = (k) => seed.benchId('freelancer', viewerNumber(k));
    // A job whose contractor blocked its viewer (or that the viewer hid), or an invite-first job of a
    // team the viewer is not in, answers 404: not read.
    const invisible = await invisiblePairs(urls.bench);
    const unseen = await unseenInviteFirstJobs(urls.bench);
    const allContractors = await jobContractors(
      urls.bench,
      Array.from({ length: seed.JOBS }, (_, i) => seed.benchId('job', i + 1)),
    );
    const detailJobs = [];
    for (let n = 0; detailJobs.length < DETAIL_JOBS; n += 1) {
      const id = seed.benchId('job', 1 + ((n * 313) % seed.JOBS));
      const who = viewer(detailJobs.length);
      if (!invisible.has(`${who}/${allContractors.get(id)}`) && !unseen.has(`${who}/job:${id}`)) detailJobs.push(id);
    }
    const listScripts = queries.map((q, k) => inline(listSql(viewer(k), q)));
    const contractors = await jobContractors(urls.bench, detailJobs);
    const detailScripts = detailJobs.map((id, k) => detailSql(id, viewer(k), contractors.get(id)).map(inline));
    const withSession = (script, k) => [...sessionSql(tokens.get(viewer(k)), viewer(k)), script].flat();

    // pgbench while the app is stopped: its pool would take connections and CPU.
    clients = await pgbenchClients(urls.admin, PGBENCH_CLIENTS);
    const pgNote =
      clients < PGBENCH_CLIENTS ? `${clients} clients (max_connections leaves no room for ${PGBENCH_CLIENTS})` : '';
    const pgRuns = [
      ['list SQL', listScripts, 'the list statement alone'],
      ['detail SQL', detailScripts, 'the detail statements alone (job row + viewer part: an uncached read)'],
      ['list request SQL', listScripts.map(withSession), 'session + user lookups, then the list statement'],
      ['detail request SQL', detailScripts.map(withSession), 'session + user lookups, then the detail statements'],
    ];
    for (const [name, scripts, what] of pgRuns) {
      console.info(`pgbench: ${name} (${scripts.length} scripts), ${clients} clients...`);
      const backends = () => backendPids(monitor, DB_NAME);
      pgResults.push(
        await pgbench({
          name,
          url: urls.bench,
          clients,
          ...run,
          note: [what, pgNote].filter(Boolean).join('; '),
          scripts,
          backends,
        }),
      );
    }

    hello = await startHelloWorld();
    console.info(`Fastify hello-world, ${READ_CONNECTIONS} connections...`);
    const selfMeter = {
      start: async () => selfCpuMs(),
      finish: async (start, n) => ({
        app: n > 0 ? Math.round(((selfCpuMs() - start) / n) * 1000) / 1000 : null,
        postgres: 0,
        loadGenerator: 0,
      }),
    };
    const helloNote = 'bare Fastify, same process (its CPU ms/req counts server and autocannon together)';
    http.push({
      ...(await measure('hello-world', { url: hello.url, workers: 1 }, helloNote, {
        ...run,
        connections: READ_CONNECTIONS,
        meter: selfMeter,
      })),
      connections: READ_CONNECTIONS,
    });
    await hello.close();
    hello = null;

    console.info('starting the app...');
    app = await startApp({ databaseUrl: urls.bench, seedDemo: false });
    const viewerEmail = (k) => seed.freelancerEmail(viewerNumber(k));
    // Load is generated on this thread (the app is another process): onResponse keeps failures.
    const failures = {
      list: failureSampler(),
      detail: failureSampler(),
      apply: failureSampler(),
      approve: failureSampler(),
      applicantDetail: failureSampler(),
    };
    const listRequests = queries.map((q, k) => ({
      method: 'GET',
      path: `/api/jobs?${q}`,
      headers: { cookie: cookies.get(viewerEmail(k)) },
      onResponse: failures.list.onResponse,
    }));
    const detailRequests = detailJobs.map((id, k) => ({
      method: 'GET',
      path: `/api/jobs/${id}`,
      headers: { cookie: cookies.get(viewerEmail(k)) },
      onResponse: failures.detail.onResponse,
    }));
    const pageSizes = [];
    for (const r of listRequests)
      pageSizes.push(await probe(`${app.url}${r.path}`, r.headers.cookie, (b) => b.jobs.length));
    await probe(`${app.url}${detailRequests[0].path}`, detailRequests[0].headers.cookie, (b) => b.id);
    notes.push(
      `list pages returned ${pageSizes.join('/')} jobs (limit 20) for the ${queries.length} filter combinations`,
    );

    const meter = httpMeter(monitor, DB_NAME, app.pid);
    const read = { ...run, connections: READ_CONNECTIONS, meter };
    console.info(`GET /api/jobs (filters), ${READ_CONNECTIONS} connections...`);
    const list = await measure(
      'GET /api/jobs (filters)',
      { url: app.url, requests: listRequests },
      `${queries.length} filter combinations, one freelancer each`,
      read,
    );
    http.push({ ...list, connections: READ_CONNECTIONS });
    console.info(`GET /api/jobs/:id, ${READ_CONNECTIONS} connections...`);
    const detail = await measure(
      'GET /api/jobs/:id',
      { url: app.url, requests: detailRequests },
      `${DETAIL_JOBS} jobs`,
      read,
    );
    http.push({ ...detail, connections: READ_CONNECTIONS });

    const pairs = await applyPairs(urls.bench, positive('BENCH_APPLY_PAIRS', 100_000), APPLY_FREELANCERS);
    const apply = oneEach(pairs, (p) => ({
      path: `/api/jobs/${p.jobId}/apply`,
      headers: { cookie: cookies.get(seed.freelancerEmail(p.freelancer)), origin: app.url },
    }));
    for (const connections of WRITE_CLIENTS) {
      console.info(`POST /api/jobs/:id/apply, ${connections} clients...`);
      const r = await measure(
        'POST /api/jobs/:id/apply',
        {
          url: app.url,
          requests: [{ method: 'POST', setupRequest: apply.setupRequest, onResponse: failures.apply.onResponse }],
        },
        'distinct (freelancer, job) pairs',
        { ...run, connections, meter },
      );
      http.push({ ...r, connections });
    }
    if (apply.exhausted())
      notes.push(`apply: ${apply.exhausted()} requests reused a pair (raise BENCH_APPLY_PAIRS): those are 409s`);
    notes.push(`apply: ${apply.used()} of ${pairs.length} prepared pairs used (warm-ups included)`);

    const pending = await approvals(urls.bench);
    const approve = oneEach(pending, (a) => ({
      path: `/api/contractor/applications/${a.id}/approve`,
      headers: { cookie: cookies.get(a.contractor), origin: app.url },
    }));
    for (const connections of WRITE_CLIENTS) {
      console.info(`POST /api/contractor/applications/:id/approve, ${connections} clients...`);
      const r = await measure(
        'POST .../applications/:id/approve',
        {
          url: app.url,
          requests: [{ method: 'POST', setupRequest: approve.setupRequest, onResponse: failures.approve.onResponse }],
        },
        'distinct pending applications',
        { ...run, connections, meter },
      );
      http.push({ ...r, connections });
    }
    if (approve.exhausted())
      notes.push(
        `approve: ${approve.exhausted()} requests re-sent an approved application (raise the pool in bench/lib/seed.mjs): those are 409s`,
      );
    notes.push(
      `approve: ${approve.used()} of ${pending.length} pending applications approved or tried (warm-ups included)`,
    );
    // Detail read by freelancers who applied: the per-viewer part (and the contact) on a warm cache.
    // VACUUM ANALYZE first, as after the seed: autovacuum after the writes would be charged to it.
    await withClient(urls.bench, (c) => c.query('VACUUM ANALYZE'));
    const mine = await applicantPairs(urls.bench, APPLY_FREELANCERS, DETAIL_JOBS / 2);
    const approvedPairs = mine.filter((p) => p.status === 'approved').length;
    const applicantRequests = mine.map((p) => ({
      method: 'GET',
      path: `/api/jobs/${p.jobId}`,
      headers: { cookie: cookies.get(seed.freelancerEmail(p.freelancer)) },
      onResponse: failures.applicantDetail.onResponse,
    }));
    for (const [k, p] of mine.entries()) {
      const r = applicantRequests[k];
      const contact = await probe(`${app.url}${r.path}`, r.headers.cookie, (b) => b.contractor !== null);
      if (contact !== (p.status === 'approved'))
        throw new Error(`detail of ${p.jobId} for a ${p.status} applicant ${contact ? 'shows' : 'hides'} the contact`);
    }
    console.info(`GET /api/jobs/:id by applicants, ${READ_CONNECTIONS} connections...`);
    const applicantDetail = await measure(
      'GET /api/jobs/:id (applicants)',
      { url: app.url, requests: applicantRequests },
      `${mine.length} (freelancer, job) pairs with an application: ${approvedPairs} approved (contact shown), ${mine.length - approvedPairs} pending`,
      read,
    );
    http.push({ ...applicantDetail, connections: READ_CONNECTIONS });

    for (const [name, sampler] of Object.entries(failures)) {
      if (sampler.samples.length)
        notes.push(`${name}: first answers other than 2xx (warm-ups included): ${sampler.samples.join(' | ')}`);
    }
  } finally {
    await hello?.close();
    await app?.stop();
    await monitor.end();
  }

  for (const r of http)
    if (r.errors)
      notes.push(
        `${r.name} @${r.connections}: ${r.errors} errors, ${r.timeouts} of them timeouts (no answer within 30 s)`,
      );
  const after = await counts(urls.bench);
  const brokenAfterRun = await brokenInvariants(urls.bench);
  notes.push(
    `after the run: ${JSON.stringify(after)}; invariants ${brokenAfterRun.length ? `BROKEN: ${brokenAfterRun.join(', ')}` : 'hold'}`,
  );

  // Ratios and targets.
  const [helloResult, listResult, detailResult] = http;
  const [pgList, pgDetail, pgListRequest, pgDetailRequest] = pgResults;
  listResult.pgbenchRatio = ratio(listResult.requestsPerSecond, pgList.transactionsPerSecond);
  detailResult.pgbenchRatio = ratio(detailResult.requestsPerSecond, pgDetail.transactionsPerSecond);
  listResult.pgbenchRequestRatio = ratio(listResult.requestsPerSecond, pgListRequest.transactionsPerSecond);
  detailResult.pgbenchRequestRatio = ratio(detailResult.requestsPerSecond, pgDetailRequest.transactionsPerSecond);
  const listRatio = listResult.requestsPerSecond / pgList.transactionsPerSecond;
  const bound = (a, b) => (cpuBound(a) && cpuBound(b) ? Number((cpuBound(a) / cpuBound(b)).toFixed(2)) : null);
  const cpuBoundRatios = {
    listVsPgbenchStatement: bound(listResult.cpuMsPerRequest, pgList.cpuMsPerTransaction),
    listVsPgbenchRequest: bound(listResult.cpuMsPerRequest, pgListRequest.cpuMsPerTransaction),
    detailVsPgbenchStatement: bound(detailResult.cpuMsPerRequest, pgDetail.cpuMsPerTransaction),
    detailVsPgbenchRequest: bound(detailResult.cpuMsPerRequest, pgDetailRequest.cpuMsPerTransaction),
  };
  notes.push(
    `CPU-bound ratios (app req/s over pgbench tps if each had the ${CPUS} CPUs to itself): ${JSON.stringify(cpuBoundRatios)}`,
  );
  const targets = {
    listVsPgbench: {
      target: `≥ ${TARGETS.listVsPgbench}`,
      value: Number(listRatio.toFixed(2)),
      met: listRatio >= TARGETS.listVsPgbench,
    },
    listP99Ms: {
      target: `≤ ${TARGETS.listP99Ms} ms at ${READ_CONNECTIONS} connections`,
      value: listResult.latencyMs.p99,
      met: listResult.latencyMs.p99 <= TARGETS.listP99Ms,
    },
  };
  listResult.target = `${targets.listVsPgbench.met && targets.listP99Ms.met ? 'met' : 'MISSED'} (≥${TARGETS.listVsPgbench} of pgbench, p99 ≤${TARGETS.listP99Ms} ms)`;
  const apply10 = http.find((r) => r.name.includes('apply') && r.connections === 10);
  if (apply10) {
    targets.applyP99MsAt10 = {
      target: `≤ ${TARGETS.applyP99MsAt10} ms at 10 clients`,
      value: apply10.latencyMs.p99,
      met: apply10.latencyMs.p99 <= TARGETS.applyP99MsAt10,
    };
    apply10.target = `${targets.applyP99MsAt10.met ? 'met' : 'MISSED'} (p99 ≤${TARGETS.applyP99MsAt10} ms)`;
  }

  console.info(`\n${formatHttp(http, helloResult)}\n\n${formatPgbench(pgResults)}\n`);
  for (const r of [...http, ...pgResults])
    if (r.note) console.info(`  ${r.name}${r.connections ? ` @${r.connections}` : ''}: ${r.note}`);
  for (const n of notes) console.info(`  ${n}`);
  const machine = machineInfo(load);
  console.info(`  load average: ${formatLoad(load)} at start, ${formatLoad(machine.loadAverageAtEnd)} at end`);
  const file = writeResults('marketplace-', {
    machine,
    settings: {
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      readConnections: READ_CONNECTIONS,
      writeClients: WRITE_CLIENTS,
      pgbenchClients: clients,
      database: DB_NAME,
    },
    seeded: { ...seeded, seconds: seedMs / 1000 },
    http,
    pgbench: pgResults,
    targets,
    cpuBoundRatios,
    notes,
  });
  console.info(`Resultados gravados em ${file}`);
  if (brokenAfterRun.length) throw new Error(`invariants broken after the run: ${brokenAfterRun.join(', ')}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
