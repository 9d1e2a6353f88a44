// `npm run bench` (first part): HTTP throughput and latency of the app against a bare Fastify
// hello-world, measured in one run on this machine with autocannon (all traffic on 127.0.0.1).
//   (a) hello-world: a bare Fastify server in this process — the ceiling for Node + Fastify here;
//   (b) GET /api/health of the real app (a child process under tsx; PGlite in a temp dir, or
//       PostgreSQL when DATABASE_URL is set): the full hook chain plus one `SELECT 1`;
//   (c) POST /api/auth/login with the demo freelancer: bound by argon2id verification
//       (m=19 MiB, t=2, runs on libuv's thread pool), plus rate-limit upsert and session insert.
// Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_WARMUP (s, default 2),
// DATABASE_URL (optional). Results: a table on stdout and bench/results/<timestamp>.json.
// The marketplace benchmark (seeded PostgreSQL, pgbench) is bench/marketplace.mjs.
import { loadavg } from 'node:os';
import {
  formatLoad,
  machineInfo,
  measure,
  nonNegative,
  positive,
  ratio,
  startApp,
  startHelloWorld,
  table,
  writeResults,
} from './lib/common.mjs';

const DURATION = positive('BENCH_DURATION', 10);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 50);
const WARMUP = nonNegative('BENCH_WARMUP', 2);
const DEMO = { email: 'demo.freelancer@vamostrabalhar.com.br', password: 'Demo@2026' };
const RUN = { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP };

function format(results) {
  const hello = results[0];
  return table([
    [
      'scenario',
      'req/s',
      'p50 ms',
      'p99 ms',
      'req/s vs hello',
      'p50 vs hello',
      'p99 vs hello',
      'non-2xx',
      'errors (timeouts incl.)',
    ],
    ...results.map((r) =>
      r.skipped
        ? [r.name, `skipped: ${r.skipped}`]
        : [
            r.name,
            r.requestsPerSecond,
            r.latencyMs.p50,
            r.latencyMs.p99,
            ratio(r.requestsPerSecond, hello.requestsPerSecond),
            ratio(r.latencyMs.p50, hello.latencyMs.p50),
            ratio(r.latencyMs.p99, hello.latencyMs.p99),
            r.non2xx,
            r.errors,
          ],
    ),
  ]);
}

async function main() {
  const load = loadavg();
  console.info(
    `Benchmark: ${DURATION}s per scenario (+${WARMUP}s warm-up), ${CONNECTIONS} connections, ${machineInfo(load).cpus} CPUs, load ${formatLoad(load)}`,
  );
  const results = [];
  let app = null;
  let hello = await startHelloWorld();
  try {
    console.info('(a) Fastify hello-world...');
    results.push(await measure('hello-world', { url: hello.url, workers: 1 }, 'bare Fastify, same process', RUN));
    await hello.close();
    hello = null;

    console.info('(b) starting the app...');
    app = await startApp({ databaseUrl: process.env.DATABASE_URL });
    console.info(`(b) GET /api/health (${app.database})...`);
    results.push(
      await measure(
        'GET /api/health',
        { url: `${app.url}/api/health`, workers: 1 },
        `full app, ${app.database}, SELECT 1`,
        RUN,
      ),
    );

    // A login waits its turn for argon2 behind the other connections: allow long queues.
    const login = {
      timeout: 60,
      url: `${app.url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
      workers: 1,
    };
    const probe = await fetch(login.url, { method: 'POST', headers: login.headers, body: login.body });
    if (probe.ok) {
      console.info('(c) POST /api/auth/login (argon2id-bound)...');
      results.push(
        await measure('POST /api/auth/login', login, 'argon2id verify + rate-limit upsert + session insert', RUN),
      );
    } else {
      results.push({ name: 'POST /api/auth/login', skipped: `probe answered ${probe.status}` });
    }
  } finally {
    await hello?.close();
    await app?.stop();
  }

  console.info(`\n${format(results)}\n`);
  for (const r of results) if (r.note) console.info(`  ${r.name}: ${r.note}`);
  const file = writeResults('', {
    machine: machineInfo(load),
    settings: { durationSeconds: DURATION, warmupSeconds: WARMUP, connections: CONNECTIONS },
    results,
  });
  console.info(`Resultados gravados em ${file}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
