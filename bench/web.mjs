// `npm run bench:web`: Lighthouse (the npm package, mobile preset: simulated 4G and 4× CPU
// slowdown) with the system Chromium on the pages a phone user opens first, signed in where the
// page needs it, and on a job's public page (issue 25, with its SEO score), against the built app
// (`npm run build` first) on a fresh embedded database with the demo accounts. Each page runs
// BENCH_WEB_RUNS times (default 5); the table shows the median run by performance score:
// performance, accessibility, best practices, SEO, LCP, TBT and CLS.
// BENCH_WEB_SLOWDOWN (default 4) sets the CPU slowdown (8: a phone twice as slow as Lighthouse's
// default); BENCH_WEB_PAGES (comma-separated names, e.g. '/login,/vagas/:slug') runs only those.
// BENCH_WEB_REPORTS (a directory) keeps each run's whole Lighthouse report as JSON there, for its
// long tasks, main-thread breakdown and trace-based diagnostics.
// Results: a table on stdout and bench/results/web-<timestamp>.json. A benchmark, not a test:
// the machine is shared and noisy, so compare runs made on the same machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { formatLoad, positive, startApp, table } from './lib/common.mjs';
import { CHROME_FLAGS, requireBuild, saveWebResults, webPages } from './lib/web-pages.mjs';

const RUNS = positive('BENCH_WEB_RUNS', 5);
const SLOWDOWN = positive('BENCH_WEB_SLOWDOWN', 4);
const ONLY = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
const REPORTS = process.env.BENCH_WEB_REPORTS;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

async function audit(chrome, url, cookie) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: SLOWDOWN },
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
    // Each run starts cold, as a first visit does (no HTTP cache, no service worker).
    disableStorageReset: false,
  });
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const name = new URL(url).pathname.replaceAll('/', '_') || '_';
    writeFileSync(join(REPORTS, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    // A run Lighthouse could not finish (runtimeError) has no metrics: NaN, shown as such.
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? Number.NaN),
    runtimeError: result.lhr.runtimeError?.message ?? null,
    // Lighthouse's own measure of this machine's CPU (higher is faster): the same build scores lower
    // on a slower machine, since the 4× slowdown multiplies what the machine takes.
    benchmarkIndex: Math.round(result.lhr.environment?.benchmarkIndex ?? Number.NaN),
    // What keeps a category below 100: its weighted audits that did not pass.
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
  };
}

async function main() {
  requireBuild('bench:web');
  const loadAtStart = loadavg();
  const app = await startApp();
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  try {
    const pages = await webPages(app.url, ONLY);
    const results = [];
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome, `${app.url}${page.path}`, page.cookie));
      results.push({ page: page.name, median: median(runs), runs });
      process.stderr.write(`${page.name}: ${runs.map((r) => r.runtimeError ?? r.performance).join(' ')}\n`);
    }
    const rows = [
      ['page', 'perf', 'a11y', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms'],
      ...results.map(({ page, median: m }) => [
        page,
        m.performance,
        m.accessibility,
        m.bestPractices,
        m.seo,
        m.lcpMs,
        m.tbtMs,
        m.cls.toFixed(3),
        m.fcpMs,
      ]),
    ];
    const indexes = results.flatMap(({ runs }) => runs.map((r) => r.benchmarkIndex)).sort((a, b) => a - b);
    const benchmarkIndex = indexes[Math.floor(indexes.length / 2)];
    console.log(
      `Lighthouse, mobile preset with ${SLOWDOWN}× CPU slowdown, median of ${RUNS} (load ${formatLoad(loadAtStart)} at start, benchmarkIndex ${benchmarkIndex})\n`,
    );
    console.log(table(rows));
    const failing = [...new Set(results.flatMap(({ runs }) => runs.flatMap((r) => r.failing)))];
    if (failing.length) console.log(`\nNot passing (any page, any run): ${failing.join(', ')}`);
    saveWebResults('web-', { runs: RUNS, cpuSlowdown: SLOWDOWN, loadAtStart, results });
  } finally {
    await chrome.kill();
    await app.stop();
  }
}

await main();
