// `npm start`: serves the API and the SPA on one port from the compiled server
// (apps/server/dist/main.js; embedded PGlite under ./data unless DATABASE_URL is set).
// Outside production it first builds whatever is missing or older than its sources; in production
// it never builds (no dev dependency is installed there): `npm run build` belongs to the deploy step.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync, spawn } from 'node:child_process';

const production = process.env.NODE_ENV === 'production';
const server = 'apps/server/dist/main.js';
const builds = [
  {
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'],
    command: 'npm run build:web',
  },
  {
    output: server,
    sources: ['apps/server/src', 'packages/shared/src', 'scripts/build-server.mjs'],
    command: 'npm run build:server',
  },
];

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

for (const { output, sources, command } of builds) {
  if (production) {
    if (!existsSync(output)) {
      console.error(`${output} não existe: rode \`npm run build\` antes de \`npm start\` em produção.`);
      process.exit(1);
    }
    continue;
  }
  const stale =
    !existsSync(output) || Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(output).mtimeMs;
  if (stale) {
    console.info(`Gerando ${output}...`);
    execSync(command, { stdio: 'inherit' });
  }
}

// The embedded default is for trying the product: its development pages (mail outbox, PIX payer) are on.
const env = production ? process.env : { DEV_TOOLS: 'true', ...process.env };
const child = spawn(process.execPath, ['--enable-source-maps', server], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
