// `npm run operator:create -- email@x.com "Nome"` (decision 0048): creates an operator and prints the
// one-time link to set the password. In production it runs the compiled command (apps/server/dist,
// from `npm run build`); elsewhere the TypeScript source through tsx. On the embedded database, stop
// the server first: only one process may open ./data/pglite.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const compiled = 'apps/server/dist/create-operator.js';
const production = process.env.NODE_ENV === 'production';
const args = process.argv.slice(2);
const command =
  production || !existsSync('node_modules/tsx')
    ? [compiled, ...args]
    : ['--import', 'tsx', 'apps/server/src/cli/create-operator.ts', ...args];
if (command[0] === compiled && !existsSync(compiled)) {
  console.error(`${compiled} não existe: rode npm run build antes.`);
  process.exit(1);
}
const result = spawnSync(process.execPath, command, { stdio: 'inherit' });
process.exit(result.status ?? 1);
