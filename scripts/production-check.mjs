// `npm run test:production`: the production start on a clean copy, as a deploy does it.
// Copies the repository's files and the two builds (`npm run build`) to a temporary directory,
// installs there with `npm ci --omit=dev`, starts `NODE_ENV=production npm start` on a fresh
// PostgreSQL database of the DATABASE_URL_TEST server, and checks that it serves the app and
// the API, that no dev dependency was installed and that the development pages are off.
// Skipped (like the other PostgreSQL tests) when DATABASE_URL_TEST is not set.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const adminUrl = process.env.DATABASE_URL_TEST;
if (!adminUrl) {
  console.info('production check: skipped (DATABASE_URL_TEST is not set)');
  process.exit(0);
}
const builds = ['apps/web/dist', 'apps/server/dist'];
for (const build of builds) {
  if (!existsSync(build)) throw new Error(`${build} is missing: run \`npm run build\` first`);
}

function check(condition, message) {
  if (!condition) throw new Error(`production check failed: ${message}`);
  console.info(`  ✓ ${message}`);
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const started = Date.now();
const copy = mkdtempSync(join(tmpdir(), 'vt-production-'));
const database = `vt_production_${randomBytes(6).toString('hex')}`;
let server;
try {
  // 1. A clean copy: the files git knows (committed or new, never ignored ones) and the builds.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(file));
  for (const file of files) {
    mkdirSync(join(copy, dirname(file)), { recursive: true });
    cpSync(file, join(copy, file));
  }
  for (const build of builds) cpSync(build, join(copy, build), { recursive: true });

  // 2. Production dependencies only. npm still installs the packages better-auth lists as optional
  // peers when the lockfile has them (drizzle-kit and with it tsx and esbuild, react, vitest...:
  // "devOptional"), so they are deleted: the start must work without any of them.
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: copy,
    stdio: 'inherit',
  });
  const lockfile = JSON.parse(readFileSync(join(copy, 'package-lock.json'), 'utf8'));
  const devOnly = Object.entries(lockfile.packages).filter(
    ([path, entry]) => path.includes('node_modules/') && (entry.dev || entry.devOptional),
  );
  for (const [path] of devOnly) rmSync(join(copy, path), { recursive: true, force: true });
  for (const name of ['tsx', 'vite', 'esbuild', 'typescript', 'react', 'drizzle-kit']) {
    check(!existsSync(join(copy, 'node_modules', name)), `no ${name} in the production install`);
  }

  // 3. The production start, on a database of its own.
  await admin(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  server = spawn('npm', ['start'], {
    cwd: copy,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATABASE_URL: databaseUrl.toString(),
      AUTH_SECRET: randomBytes(24).toString('hex'),
      ASAAS_API_KEY: 'chave-de-verificacao',
      ASAAS_WEBHOOK_TOKEN: randomBytes(12).toString('hex'),
      SUPPORT_WHATSAPP: '5521987654321',
      PAYMENT_SWEEP_SECONDS: '0',
      // info: the JSON lines of the requests and of the shutdown (kept, printed only on failure).
      LOG_LEVEL: 'info',
    },
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  // 'close': npm has exited and every process holding its output (the server) has too.
  const exited = new Promise((resolve) => server.once('close', resolve));

  let health;
  for (let i = 0; i < 120 && server.exitCode === null; i++) {
    health = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    await sleep(250);
  }
  if (!health?.ok) throw new Error(`the production server did not come up:\n${output}`);
  check((await health.json()).database === 'postgres', 'GET /api/health answers ok on PostgreSQL');
  const ready = await fetch(`${origin}/api/ready`);
  const readiness = await ready.json();
  check(
    ready.status === 200 && readiness.status === 'ready' && readiness.migrations > 0,
    `GET /api/ready answers ready with every migration applied (${readiness.migrations})`,
  );
  check(/^[0-9a-f-]{36}$/.test(ready.headers.get('x-request-id') ?? ''), 'every answer carries its X-Request-Id');
  check((await fetch(`${origin}/metrics`)).status === 404, '/metrics is off without METRICS_TOKEN');
  check(output.includes(`Vamos Trabalhar em ${origin}`), 'the start banner prints the real address');

  const home = await fetch(`${origin}/`);
  check(home.ok && (await home.text()).includes('<div id="root">'), 'GET / serves the web app');
  const config = await fetch(`${origin}/api/config`).then((res) => res.json());
  check(config.supportWhatsapp === '5521987654321', 'GET /api/config gives the SUPPORT_WHATSAPP number');
  for (const path of ['/api/dev/outbox', '/dev/outbox']) {
    const res = await fetch(`${origin}${path}`);
    const body = await res.text();
    check(!body.includes('Caixa de saída') && !body.includes('"messages"'), `${path} is off`);
  }

  const email = `producao-${randomBytes(4).toString('hex')}@example.com`;
  const signup = await fetch(`${origin}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      user_type: 'freelancer',
      full_name: 'Maria da Silva',
      cpf: '529.982.247-25',
      phone: '(11) 98765-4321',
      email,
      password: 'Producao@2026',
      positions: ['Garçom'],
      description: 'Conta criada pela verificação do início em produção.',
      address: {
        cep: '01310-100',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Bela Vista',
        street: 'Avenida Paulista',
        number: '1000',
        complement: '',
      },
      terms: true,
    }),
  });
  check(signup.status === 201, `a sign-up is stored (answered ${signup.status})`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const wallet = await fetch(`${origin}/api/wallet`, { headers: { cookie } }).then((res) => res.json());
  check(wallet.coins === 15, 'the new account has its 15 welcome coins');

  process.kill(-server.pid, 'SIGTERM');
  await exited;
  // npm itself dies of the signal; the server's own JSON log line says how it ended.
  if (!output.includes('"msg":"shut down"')) console.error(output.slice(-2_000));
  check(output.includes('"msg":"shut down"'), 'SIGTERM stops the server gracefully (its log says "shut down")');
  console.info(`production check: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  if (server && server.exitCode === null && server.signalCode === null) process.kill(-server.pid, 'SIGKILL');
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  rmSync(copy, { recursive: true, force: true });
}
