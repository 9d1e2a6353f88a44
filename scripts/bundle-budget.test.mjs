import { describe, expect, it } from 'vitest';
import { checkBudgets, formatTable } from './bundle-budget.mjs';

const KB = 1024;
const chunk = (file, gzip, { isEntry = false, source = null, imports = [], modules = {} } = {}) => ({
  file,
  isEntry,
  source,
  gzip,
  imports,
  dynamicImports: [],
  modules,
});

const stats = (pageGzip, entryModules = { 'node_modules/react-dom/index.js': 500_000 }) => ({
  chunks: [
    chunk('index.js', 90 * KB, { isEntry: true, imports: ['vendor.js'], modules: entryModules }),
    chunk('vendor.js', 10 * KB),
    chunk('shell.js', 20 * KB, { source: 'shell.tsx', imports: ['vendor.js', 'icons.js'] }),
    chunk('icons.js', 5 * KB),
    chunk('page.js', pageGzip, { source: 'page.tsx', imports: ['icons.js'], modules: { 'node_modules/zod/x.js': 9 } }),
  ],
});
const routes = [{ path: '/x', lazy: ['shell.tsx', 'page.tsx'] }];
const budgets = { firstLoad: 140, perRoute: 40 };

describe('checkBudgets', () => {
  it("counts the entry's static imports once and what each route adds beyond them", () => {
    const { rows, problems } = checkBudgets(stats(10 * KB), { budgets, routes });
    expect(rows).toEqual([{ path: '/x', firstLoad: 135 * KB, adds: 35 * KB, ok: true }]);
    expect(problems).toEqual([]);
    expect(formatTable(rows).split('\n').at(-1)).toBe('/x       135.0 KB     35.0 KB  ok');
  });

  it('fails a route over budget and says what it holds', () => {
    const { rows, problems } = checkBudgets(stats(20 * KB), { budgets, routes });
    expect(rows[0]?.ok).toBe(false);
    expect(problems[0]).toMatch(/^\/x: first load 145\.0 KB > 140 KB, adds 45\.0 KB > 40 KB\. It holds:/);
    expect(problems[0]).toContain('node_modules/react-dom');
  });

  it('fails an entry that loads a feature, and a route whose page is not built', () => {
    const withFeature = stats(10 * KB, { 'apps/web/src/features/coins/pages/coins-page.tsx': 10 });
    expect(checkBudgets(withFeature, { budgets, routes }).problems[0]).toContain('coins-page.tsx');
    const missing = checkBudgets(stats(10 * KB), { budgets, routes: [{ path: '/y', lazy: ['gone.tsx'] }] });
    expect(missing.problems[0]).toBe(
      '/y: no chunk is built from gone.tsx (renamed? update apps/web/first-load-routes.json)',
    );
  });
});
