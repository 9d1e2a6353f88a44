// Compiles the server into apps/server/dist: one ES module bundle of our code (the server and
// @vamos/shared, which ships TypeScript sources) next to its SQL migrations. Every npm dependency
// stays an import resolved from node_modules at run time, so production needs only
// `npm ci --omit=dev` and `node apps/server/dist/main.js`.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const server = 'apps/server';
// SERVER_DIST_DIR builds elsewhere, for an e2e run beside another one; keep it inside the repository
// (e.g. data/server-mine, ignored by git): the bundle resolves its packages from node_modules above it.
const out = process.env.SERVER_DIST_DIR ?? `${server}/dist`;
const { dependencies } = JSON.parse(readFileSync(`${server}/package.json`, 'utf8'));

rmSync(out, { recursive: true, force: true });
await build({
  // The server, and `npm run operator:create` (decision 0048) beside it, sharing the migrations.
  entryPoints: { main: `${server}/src/main.ts`, 'create-operator': `${server}/src/cli/create-operator.ts` },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
cpSync(`${server}/src/db/migrations`, `${out}/migrations`, { recursive: true });
console.info(`Servidor compilado em ${out}/main.js`);
