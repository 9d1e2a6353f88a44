// The first-load JavaScript budget of every route, checked on each build (npm test runs it after
// `npm run build`). Reads apps/web/build-stats/bundle.json (written by vite.config.ts) and prints a
// table; a route over its budget fails with what its chunks hold. Sizes are gzip -9 of each chunk.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const KB = 1024;
/**
 * Budgets in KB gzip, a ratchet: lower them as routes get lighter. The target is /login ≤ 100 KB
 * and ≤ 40 KB per route. The web runs on Preact (decision 0016: React 19 with react-router 7 alone
 * weighed ≈ 95 KB); the login form is plain state with the shared schema loaded behind it (no form
 * library), and the entry no longer carries the shared constants or mutations: /login went from
 * 161.5 to 88.2 KB. What is left: zod out of the signed-in routes' response parsing (≈ 26 KB each)
 * and react-hook-form (≈ 13 KB) in the form pages. Pages start from the shared entry; a signed-in
 * one adds the app shell. The per-route figure rose (85 → 90) only because code the entry no
 * longer carries now counts in the routes that use it: every first load fell.
 */
export const BUDGETS = { firstLoad: 174, perRoute: 90 };
/** Tighter first-load budgets of the public entry screens (same ratchet). */
const FIRST_LOAD = { '/login': 92, '/cadastro': 150 };

/** The routes measured: their lazy modules besides the entry (the app shell, then the page). */
export const ROUTES = [
  { path: '/login', lazy: ['apps/web/src/features/auth/pages/login-page.tsx'], firstLoadBudget: FIRST_LOAD['/login'] },
  {
    path: '/cadastro',
    lazy: ['apps/web/src/features/auth/pages/signup-page.tsx'],
    firstLoadBudget: FIRST_LOAD['/cadastro'],
  },
  {
    path: '/freelancer/jobs',
    lazy: ['apps/web/src/app/routes/app-shell.tsx', 'apps/web/src/features/job-board/pages/jobs-page.tsx'],
  },
  {
    path: '/jobs/:id',
    lazy: ['apps/web/src/app/routes/app-shell.tsx', 'apps/web/src/features/job-board/pages/job-detail-page.tsx'],
  },
  {
    path: '/contractor/jobs',
    lazy: [
      'apps/web/src/app/routes/app-shell.tsx',
      'apps/web/src/features/contractor-jobs/pages/contractor-jobs-page.tsx',
    ],
  },
  {
    path: '/contractor/jobs/:id/details',
    lazy: ['apps/web/src/app/routes/app-shell.tsx', 'apps/web/src/features/contractor-jobs/pages/job-details-page.tsx'],
  },
];

/** Everything loaded with `files`: the chunks and what they import statically, transitively. */
function closure(chunksByFile, files) {
  const seen = new Set();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...chunksByFile.get(file).imports);
  }
  return seen;
}

const sizeOf = (chunksByFile, files) => [...files].reduce((sum, file) => sum + chunksByFile.get(file).gzip, 0);

/** The largest modules in `files`, by rendered size, grouped by package or source folder. */
function holdings(chunksByFile, files) {
  const bySource = new Map();
  for (const file of files) {
    for (const [id, size] of Object.entries(chunksByFile.get(file).modules)) {
      const parts = id.split('/');
      const key =
        parts[0] === 'node_modules'
          ? parts.slice(0, parts[1]?.startsWith('@') ? 3 : 2).join('/')
          : parts.slice(0, Math.min(parts.length - 1, 5)).join('/');
      bySource.set(key, (bySource.get(key) ?? 0) + size);
    }
  }
  return [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 12);
}

/** Measures every route of `stats`; returns the rows and the problems (empty when all fit). */
export function checkBudgets(stats, { budgets = BUDGETS, routes = ROUTES } = {}) {
  const chunksByFile = new Map(stats.chunks.map((chunk) => [chunk.file, chunk]));
  const entry = stats.chunks.find((chunk) => chunk.isEntry);
  const entryFiles = closure(chunksByFile, [entry.file]);
  const problems = [];
  // The entry (every route's first load) holds no feature: each comes with its route.
  const features = [...entryFiles].flatMap((file) =>
    Object.keys(chunksByFile.get(file).modules).filter((id) => id.startsWith('apps/web/src/features/')),
  );
  if (features.length > 0) problems.push(`The entry loads feature code with every route: ${features.join(', ')}`);
  const rows = routes.map(({ path, lazy, firstLoadBudget = budgets.firstLoad }) => {
    const lazyFiles = lazy.map((source) => {
      const chunk = stats.chunks.find((c) => c.source === source);
      if (!chunk) problems.push(`${path}: no chunk is built from ${source} (renamed? update ROUTES)`);
      return chunk?.file;
    });
    const routeFiles = [...closure(chunksByFile, lazyFiles.filter(Boolean))].filter((f) => !entryFiles.has(f));
    const adds = sizeOf(chunksByFile, routeFiles);
    const firstLoad = sizeOf(chunksByFile, entryFiles) + adds;
    const over = [];
    if (firstLoad > firstLoadBudget * KB) over.push(`first load ${kb(firstLoad)} > ${firstLoadBudget} KB`);
    if (adds > budgets.perRoute * KB) over.push(`adds ${kb(adds)} > ${budgets.perRoute} KB`);
    if (over.length > 0) {
      const held = holdings(chunksByFile, [...entryFiles, ...routeFiles])
        .map(([source, size]) => `    ${source}  ${kb(size)} (before minifying)`)
        .join('\n');
      problems.push(`${path}: ${over.join(', ')}. It holds:\n${held}`);
    }
    return { path, firstLoad, adds, ok: over.length === 0 };
  });
  return { rows, problems };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

export function formatTable(rows) {
  const header = ['route', 'first load', 'route adds', ''];
  const lines = rows.map((r) => [r.path, kb(r.firstLoad), kb(r.adds), r.ok ? 'ok' : 'OVER BUDGET']);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = fileURLToPath(new URL('../apps/web/build-stats/bundle.json', import.meta.url));
  const { rows, problems } = checkBudgets(JSON.parse(readFileSync(path, 'utf8')));
  console.log(
    `First-load JavaScript, gzip (budgets: first load ${BUDGETS.firstLoad} KB, route ${BUDGETS.perRoute} KB)\n`,
  );
  console.log(formatTable(rows));
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n\n')}`);
    process.exit(1);
  }
}
