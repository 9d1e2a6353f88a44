// Serves the built app (web build and compiled server: `npm run build`) for Playwright on a fresh embedded database (a new PGlite dir per run).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '4173';
const dataDir = `./data/e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });
rmSync(`./data/e2e-uploads-${port}`, { recursive: true, force: true });

const serverDist = process.env.SERVER_DIST_DIR ?? 'apps/server/dist';
const child = spawn(process.execPath, ['--enable-source-maps', `${serverDist}/main.js`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    APP_URL: `http://localhost:${port}`,
    PGLITE_DIR: dataDir,
    UPLOADS_DIR: `./data/e2e-uploads-${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000',
    SEED_DEMO: 'true',
    DEV_TOOLS: 'true',
    // 'Pagamento garantido pelo Vamos Trabalhar' offered, at a 10% fee (e2e/guaranteed-pay.spec.ts).
    GUARANTEED_PAY: 'on',
    GUARANTEED_PAY_FEE_PERCENT: '10',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
