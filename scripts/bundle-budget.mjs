// The first-load JavaScript budget of every route, checked on each build (npm test runs it after
// `npm run build`). Reads apps/web/build-stats/bundle.json (written by vite.config.ts) and prints a
// table; a route over its budget fails with what its chunks hold. Sizes are gzip -9 of each chunk.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const KB = 1024;
/**
 * Budgets in KB gzip, a ratchet: lower them as routes get lighter. Issue 11's targets are /login
 * ≤ 100 KB and ≤ 40 KB per route, met by every route, forms included:
 * - the web runs on Preact (decision 0016: React 19 with react-router 7 alone weighed ≈ 95 KB);
 * - the login form is plain state with the shared schema loaded behind it, and the entry carries
 *   neither the shared constants nor mutations (/login 161.5 → 88.2 KB);
 * - the web no longer parses answers with zod (decision 0018, ≈ 26 KB per signed-in route);
 * - dates are written by hand, not date-fns or Intl (≈ 8 KB, and no ICU at start: decision 0020),
 *   and a dialog's code comes with its first tap (components/ui/lazy-dialog.tsx: Radix Dialog was
 *   ≈ 15 KB on every signed-in route);
 * - sonner loads with the first toast (lib/toast.ts, ≈ 8.5 KB off the entry: decision 0020);
 * - forms load zod and their schema on the first validation (lib/lazy-resolver.ts, ≈ 28 KB) and
 *   use the browser's checkbox (/cadastro 63.8 → 28.7 KB, /contractor/jobs/create 69.9 → 35.7 KB).
 * Pages start from the shared entry; a signed-in one adds the app shell.
 * The entry grew 1.2 KB for reading the agenda offline (decision 0031: the guards' session from the
 * copy kept on the phone, the one offline toast of every action, the install prompt's listener), so
 * the first load is 116 KB (the job form's page, /contractor/jobs/create, is the largest: 115.7 KB).
 * Stop 31 added five notification kinds and the job alerts' category to the shell's bell, and the
 * job form's 'Vaga pública': the job form's page is 116.9 KB, so the first load is 117 KB. (The
 * no-show contest loads its schema with its first tap: 'Minhas candidaturas' went back to 99.9 KB.)
 * Stop 32 added the reading of a page's first answers to the API client (decision 0033: what lets
 * the board paint without a round trip after its JavaScript, ≈ 0.2 KB) and 'Minha equipe' to the
 * contractor's navigation and paths (issue 26, ≈ 0.3 KB; the team's client and pages are lazy): the
 * job form's page is 117.5 KB, so the first load is 118 KB. Then templates ('Usar modelo',
 * 'Salvar como modelo': their code loads as the page mounts, the dialog with its first tap) and
 * reserves (a notification kind and a shift state in the shell's words) took the job form's page to
 * 118.0 KB: the first load is 119 KB. Events (decision 0038) kept it at 118.4 KB: 'Repetir
 * semanalmente' rides in the templates' lazy chunk, the event pages are their own routes, and the
 * event form takes the job form's parts whole (SEGMENT_OPTIONS from job-form.tsx, so the parts stay
 * one chunk) and no useFieldArray (it grew react-hook-form's shared chunk by 1.5 KB). Stop 33 took
 * tailwind-merge off the entry (`cn` merges with a table made at build time, decision 0039): the job
 * form's page is 112.6 KB, so the first load is 114 KB (a KB for the invitations merged beside it).
 * Managers (decision 0040: 'Gerentes' and the invitation's page in the paths and routes, the owner's
 * pages kept from a manager, the session that ends when a company removes its manager) took it to
 * 114.6 KB; the shell then read the bell's count without the notification centre's infinite list
 * (api/unread-notifications.ts, ≈ 0.9 KB off every signed-in page): the job form's page is 113.7 KB.
 * Guaranteed pay's second half (decisions 0044 and 0046: 'Meus ganhos', 'Pagamentos' and the receipt
 * in the paths, routes and navigation, three notification kinds in the bell's words, the money line of
 * 'Cancelar evento') took the job form's page to 114.4 KB: the first load is 115 KB.
 * Operators (decisions 0048, 0049: six error codes in the catalogue the API client reads, the
 * /operador paths and their one stage loader in the router, the state 'no_show_upheld' and two
 * notification kinds in the shell's words; the operator's pages themselves are lazy) took the job
 * form's page to 115.2 KB: the first load is 116 KB.
 * The rest of the back office (decisions 0050–0055: 31 error codes in that catalogue, the operator's
 * paths, 'Denunciar' on three pages, two notification kinds, the consents' gate) and invitations on
 * guaranteed pay took the job form's page to 116.7 KB: the first load is 117 KB. The catalogue is
 * now the entry's largest grower; the next step is the client showing the server's message and
 * keeping only the texts it says itself (network, offline).
 * That step (issue 25): the API client reads error answers with @vamos/shared/error-body and the
 * pages fall back on its INTERNAL_MESSAGE, so the catalogue (≈ 4.9 KB) left the entry and every
 * first load but those of the screens that say a code's text themselves (the sign-up, the job form:
 * the CEP and photo checks). /login 84.9 → 80.7 KB, the board 111.9 → 107.7 KB. The job form's page
 * is still 116.1 KB, but the catalogue now counts in what its route adds (41.5 KB): its exception.
 * Stop 40 made everything the entry imports statically one chunk (decision 0019: fewer chunk
 * boundaries, nothing copied): the job form's page 116.1 → 110.3 KB, /login 80.7 → 75.4 KB, so the
 * first load is 111 KB and /login's 78 KB. Then the texts forms say themselves (a CEP, a photo) came
 * out of the catalogue into @vamos/shared/form-error-texts: the job form's page no longer loads the
 * catalogue (110.3 → 106.3 KB, its route adds 36.6 KB), so it needs no exception and the first load
 * is 107 KB.
 */
export const BUDGETS = { firstLoad: 107, perRoute: 40 };
/** Per-route exceptions: the public entry screens' tighter first load. */
const EXCEPTIONS = {
  '/login': { firstLoad: 78 },
};

/**
 * The routes measured: those whose chunks the server preloads (apps/web/first-load-routes.json),
 * each with its lazy modules besides the entry (the app shell, then the page).
 */
export const ROUTES = JSON.parse(
  readFileSync(fileURLToPath(new URL('../apps/web/first-load-routes.json', import.meta.url)), 'utf8'),
).map(({ path, modules }) => ({ path, lazy: modules, budgets: EXCEPTIONS[path] }));

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
  const rows = routes.map(({ path, lazy, budgets: own }) => {
    const { firstLoad: firstLoadBudget, perRoute: perRouteBudget } = { ...budgets, ...own };
    const lazyFiles = lazy.map((source) => {
      const chunk = stats.chunks.find((c) => c.source === source);
      if (!chunk)
        problems.push(`${path}: no chunk is built from ${source} (renamed? update apps/web/first-load-routes.json)`);
      return chunk?.file;
    });
    const routeFiles = [...closure(chunksByFile, lazyFiles.filter(Boolean))].filter((f) => !entryFiles.has(f));
    const adds = sizeOf(chunksByFile, routeFiles);
    const firstLoad = sizeOf(chunksByFile, entryFiles) + adds;
    const over = [];
    if (firstLoad > firstLoadBudget * KB) over.push(`first load ${kb(firstLoad)} > ${firstLoadBudget} KB`);
    if (adds > perRouteBudget * KB) over.push(`adds ${kb(adds)} > ${perRouteBudget} KB`);
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
