// `npm run bench`: HTTP throughput and latency of the app against a bare Fastify hello-world,
// measured in one run on this machine with autocannon (all traffic on 127.0.0.1).
//   (a) hello-world: a bare Fastify server in this process — the ceiling for Node + Fastify here;
//   (b) GET /api/health of the real app (a child process under tsx; PGlite in a temp dir, or
//       PostgreSQL when DATABASE_URL is set): the full hook chain plus one `SELECT 1`;
//   (c) POST /api/auth/login with the demo freelancer: bound by argon2id verification
//       (m=19 MiB, t=2, runs on libuv's thread pool), plus rate-limit upsert and session insert.
// Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_WARMUP (s, default 2),
// DATABASE_URL (optional). Results: a table on stdout and bench/results/<timestamp>.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
const DURATION = positive('BENCH_DURATION', 10);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const DEMO = { email: 'demo.freelancer@vamostrabalhar.com.br', password: 'Demo@2026' };

function positive(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One autocannon run (load generated in a worker thread, so an in-process server keeps its own thread). */
async function measure(name, request, note) {
  const base = { connections: CONNECTIONS, workers: 1, ...request };
  if (WARMUP > 0) await autocannon({ ...base, duration: WARMUP });
  const r = await autocannon({ ...base, duration: DURATION });
  const starved = r.requests.total === 0 ? ` — no response within ${DURATION}s: the queue is longer than the window (raise BENCH_DURATION)` : '';
  return {
    name,
    note: note + starved,
    requestsPerSecond: Math.round(r.requests.average),
    latencyMs: { p50: r.latency.p50, p99: r.latency.p99, average: r.latency.average, max: r.latency.max },
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

async function startHelloWorld() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ host: HOST, port: 0 });
  return { url, close: () => app.close() };
}

async function startApp() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vt-bench-'));
  const onPostgres = Boolean(process.env.DATABASE_URL);
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST,
    PORT: String(port),
    APP_URL: `http://${HOST}:${port}`,
    PGLITE_DIR: join(dataDir, 'pglite'),
    UPLOADS_DIR: join(dataDir, 'uploads'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    SEED_DEMO: 'true',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://${HOST}:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the app exited during start:\n${output}`);
    }
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app did not answer /api/health within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, database: onPostgres ? 'postgres' : 'pglite', stop };
}

function format(results) {
  const hello = results[0];
  const rows = [
    ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs hello', 'p50 vs hello', 'p99 vs hello', 'non-2xx', 'errors'],
    ...results.map((r) =>
      r.skipped
        ? [r.name, `skipped: ${r.skipped}`, '', '', '', '', '', '', '']
        : [
            r.name,
            String(r.requestsPerSecond),
            String(r.latencyMs.p50),
            String(r.latencyMs.p99),
            ratio(r.requestsPerSecond, hello.requestsPerSecond),
            ratio(r.latencyMs.p50, hello.latencyMs.p50),
            ratio(r.latencyMs.p99, hello.latencyMs.p99),
            String(r.non2xx),
            String(r.errors + r.timeouts),
          ],
    ),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n');
}

function ratio(value, reference) {
  return reference > 0 ? `${(value / reference).toFixed(2)}x` : 'n/a';
}

async function main() {
  const load = loadavg();
  console.info(`Benchmark: ${DURATION}s per scenario (+${WARMUP}s warm-up), ${CONNECTIONS} connections, ${cpus().length} CPUs, load ${load.map((l) => l.toFixed(1)).join(' ')}`);
  const results = [];
  let app = null;
  let hello = await startHelloWorld();
  try {
    console.info('(a) Fastify hello-world...');
    results.push(await measure('hello-world', { url: hello.url }, 'bare Fastify, same process'));
    await hello.close();
    hello = null;

    console.info('(b) starting the app...');
    app = await startApp();
    console.info(`(b) GET /api/health (${app.database})...`);
    results.push(await measure('GET /api/health', { url: `${app.url}/api/health` }, `full app, ${app.database}, SELECT 1`));

    // A login waits its turn for argon2 behind the other connections: allow long queues.
    const login = {
      timeout: 60,
      url: `${app.url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    };
    const probe = await fetch(login.url, { method: 'POST', headers: login.headers, body: login.body });
    if (probe.ok) {
      console.info('(c) POST /api/auth/login (argon2id-bound)...');
      results.push(await measure('POST /api/auth/login', login, 'argon2id verify + rate-limit upsert + session insert'));
    } else {
      results.push({ name: 'POST /api/auth/login', skipped: `probe answered ${probe.status}` });
    }
  } finally {
    await hello?.close();
    await app?.stop();
  }

  console.info(`\n${format(results)}\n`);
  for (const r of results) if (r.note) console.info(`  ${r.name}: ${r.note}`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(ROOT, 'bench', 'results', `${stamp}.json`);
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, platform: process.platform, loadAverageAtStart: load };
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), machine, settings: { durationSeconds: DURATION, warmupSeconds: WARMUP, connections: CONNECTIONS }, results }, null, 2));
  console.info(`Resultados gravados em ${file}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
