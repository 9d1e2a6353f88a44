// `npm start`: builds the web app when its build is missing or older than its sources, then serves
// the API and the SPA on one port (embedded PGlite under ./data unless DATABASE_URL is set).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync, spawn } from 'node:child_process';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const built = 'apps/web/dist/index.html';
const sources = ['apps/web/src', 'apps/web/public', 'packages/shared/src'];
const stale =
  !existsSync(built) || Math.max(...sources.filter(existsSync).map(newestMtime), statSync('apps/web/index.html').mtimeMs) > statSync(built).mtimeMs;
if (stale) {
  console.info('Gerando o build da aplicação web...');
  execSync('npm run build', { stdio: 'inherit' });
}

// The embedded default is for trying the product: its development pages (mail outbox, PIX payer) are on.
const production = process.env.NODE_ENV === 'production';
const env = production ? process.env : { DEV_TOOLS: 'true', ...process.env };
const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
