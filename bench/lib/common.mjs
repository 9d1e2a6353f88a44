// Helpers shared by the benchmarks: settings from the environment, the app as a child process,
// autocannon runs, the results table and the JSON file in bench/results/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const HOST = '127.0.0.1';

/** A positive number from the environment, or the fallback. */
export function positive(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** A number ≥ 0 from the environment, or the fallback (0 turns a warm-up off). */
export function nonNegative(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
}

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The figures of one autocannon result that the tables and the JSON keep. */
export function summarize(name, r, note) {
  return {
    name,
    note,
    requestsPerSecond: Math.round(r.requests.average),
    latencyMs: { p50: r.latency.p50, p99: r.latency.p99, average: r.latency.average, max: r.latency.max },
    total: r.requests.total,
    non2xx: r.non2xx,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/**
 * One autocannon run after a warm-up of the same shape. `workers: 1` generates the load in a
 * worker thread (needed when the server runs in this process); requests built per call with
 * `setupRequest` must stay on this thread (functions do not cross to a worker). `meter`
 * ({ start(), finish(state, requests) }) measures something over the timed window only;
 * `timeout` (s, autocannon's default 10) is how long a request may wait before it counts as an error.
 */
export async function measure(name, request, note, { connections, duration, warmup, meter, timeout }) {
  const base = { connections, ...(timeout ? { timeout } : {}), ...request };
  if (warmup > 0) await autocannon({ ...base, duration: warmup });
  const metering = await meter?.start();
  const r = await autocannon({ ...base, duration });
  const starved =
    r.requests.total === 0
      ? ` — no response within ${duration}s: the queue is longer than the window (raise BENCH_DURATION)`
      : '';
  const cpu = metering ? { cpuMsPerRequest: await meter.finish(metering, r.requests.total) } : {};
  return { ...summarize(name, r, note + starved), ...cpu };
}

/** A bare Fastify hello-world in this process: the ceiling for Node + Fastify on this machine. */
export async function startHelloWorld() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ host: HOST, port: 0 });
  return { url, close: () => app.close() };
}

/**
 * The real app in a child process under tsx (migrations run at start). PGlite in a temp dir
 * unless `databaseUrl` is given (`pgliteDir`: a PGlite directory the caller prepared, kept after
 * stop); `nodeArgs` go to node (e.g. --cpu-prof). Resolves once /api/health answers.
 */
export async function startApp({ databaseUrl, seedDemo = true, nodeArgs = [], pgliteDir } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vt-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST,
    PORT: String(port),
    APP_URL: `http://${HOST}:${port}`,
    PGLITE_DIR: pgliteDir ?? join(dataDir, 'pglite'),
    UPLOADS_DIR: join(dataDir, 'uploads'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    SEED_DEMO: String(seedDemo),
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app did not answer /api/health within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, pid: child.pid, database: databaseUrl ? 'postgres' : 'pglite', stop, output: () => output };
}

export function ratio(value, reference) {
  return reference > 0 ? `${(value / reference).toFixed(2)}x` : 'n/a';
}

/** Rows of cells as aligned columns (the first row is the header). */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => String(cell ?? '').padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function machineInfo(loadAverageAtStart) {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    platform: process.platform,
    loadAverageAtStart,
    loadAverageAtEnd: loadavg(),
  };
}

export function formatLoad(load = loadavg()) {
  return load.map((l) => l.toFixed(1)).join(' ');
}

/** Writes bench/results/<prefix><timestamp>.json (bench/results is git-ignored) and returns its path. */
export function writeResults(prefix, data) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${prefix}${stamp}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), ...data }, null, 2));
  return file;
}
