import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * App server processes for e2e/two-instances.spec.ts: a fresh PostgreSQL database on the
 * DATABASE_URL_TEST server and compiled-server instances (`node apps/server/dist/main.js`) on it, each on its
 * own port (as scripts/e2e-server.mjs starts the embedded one), serving the built web app.
 */

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/** Creates `vt_e2e_two_<random>` next to the `adminUrl` database; `drop()` removes it. */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `vt_e2e_two_${randomBytes(6).toString('hex')}`;
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

export type AppInstance = { name: string; origin: string; stop(): Promise<void> };

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
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

/**
 * Starts one instance on `databaseUrl` and resolves once GET /api/health answers. It runs in a
 * process group of its own, which `stop()` ends and waits for.
 */
export async function startInstance(name: string, databaseUrl: string, timeoutMs = 120_000): Promise<AppInstance> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const uploadsDir = mkdtempSync(join(tmpdir(), `vt-e2e-two-${name}-`));
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
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
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-8_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      killGroup(child, 'SIGTERM');
      const forced = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    rmSync(uploadsDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`instance ${name} exited before it was healthy:\n${output}`);
    }
    if (await isHealthy(origin)) return { name, origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`instance ${name} not healthy after ${timeoutMs} ms:\n${output}`);
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

async function isHealthy(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/health`);
    return response.ok && ((await response.json()) as { database?: string }).database === 'postgres';
  } catch {
    return false;
  }
}
