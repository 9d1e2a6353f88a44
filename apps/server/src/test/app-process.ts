import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

/**
 * App server processes on a scratch PostgreSQL database, as a deployment runs them behind a load
 * balancer: e2e/two-instances.spec.ts starts the compiled server (`npm run build`), the topology test
 * (topology.test.ts) the sources through tsx (it runs before any build). Each process is a group of
 * its own, which `stop()` ends with SIGTERM, as an orchestrator does, and waits for.
 */

/** The repository's root, whatever the test runner's working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/** Creates `<prefix>_<random>` next to the `adminUrl` database; `drop()` removes it. */
export async function createScratchDatabase(adminUrl: string, prefix = 'vt_e2e_two'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export type AppInstance = {
  name: string;
  origin: string;
  port: number;
  /** The last lines it printed (its JSON logs). */
  output(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves with the exit code (0 after a graceful stop). */
  stop(): Promise<number | null>;
};

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port assigned');
  return address.port;
}

export type InstanceOptions = {
  /** `dist`: node apps/server/dist/main.js (built); `source`: the TypeScript sources through tsx. */
  entry?: 'dist' | 'source';
  /** Replaces or adds to the development defaults below (NODE_ENV, APP_URL…). */
  env?: Record<string, string>;
  timeoutMs?: number;
};

/**
 * Starts one instance on `databaseUrl` and resolves once GET /api/ready answers (the database
 * answers and every migration is applied).
 */
export async function startInstance(
  name: string,
  databaseUrl: string,
  { entry = 'dist', env = {}, timeoutMs = 120_000 }: InstanceOptions = {},
): Promise<AppInstance> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const uploadsDir = mkdtempSync(join(tmpdir(), `vt-instance-${name}-`));
  const args =
    entry === 'dist'
      ? ['--enable-source-maps', 'apps/server/dist/main.js']
      : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      APP_URL: origin,
      DATABASE_URL: databaseUrl,
      UPLOADS_DIR: uploadsDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000',
      SEED_DEMO: 'false',
      ...env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-8_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    let code: number | null = child.exitCode;
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      killGroup(child, 'SIGTERM');
      const forced = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      code = await exited;
      clearTimeout(forced);
    }
    rmSync(uploadsDir, { recursive: true, force: true });
    return code;
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`instance ${name} exited before it was ready:\n${output}`);
    }
    if (await isReady(`http://127.0.0.1:${port}`)) return { name, origin, port, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`instance ${name} not ready after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function isReady(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/ready`);
    return response.ok && ((await response.json()) as { database?: string }).database === 'postgres';
  } catch {
    return false;
  }
}
