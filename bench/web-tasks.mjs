// `npm run bench:web-tasks`: what blocks the main thread after a page's first contentful paint, the
// part of Lighthouse's Total Blocking Time that a CPU slowdown multiplies (issue 25's 8× target).
// Lighthouse's simulated runs vary by ±10 points on a busy host; this loads each page cold
// BENCH_TASKS_RUNS times (default 7) in the system Chromium, unthrottled, with a trace, and
// reports per page, as the median of the runs:
// - blocking: every main-thread task that starts after the first contentful paint, as Lighthouse's
//   simulation counts it (decision 0059): its length times the slowdown (BENCH_TASKS_SLOWDOWN,
//   default 8; half that for a task that lays out), less 50 ms, summed; a task under 10 ms counts
//   nothing (the simulation leaves it out);
// - work: the main thread's time in those tasks over the 3 s after the first contentful paint;
// and, for the run with the median blocking, each such long task with what filled it (style,
// layout, paint, script: the function and file where the trace names them).
// Pages as `npm run bench:web` names them (BENCH_TASKS_PAGES, comma-separated; default: all but
// the public page). Needs `npm run build`. Results: stdout and bench/results/web-tasks-<timestamp>.json.
// Decision 0058 shows what it found: Lighthouse's model of the first paint, and the icons' cost.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { formatLoad, positive, startApp, table } from './lib/common.mjs';
import { CHROME_FLAGS, requireBuild, saveWebResults, webPages } from './lib/web-pages.mjs';

const RUNS = positive('BENCH_TASKS_RUNS', 7);
const SLOWDOWN = positive('BENCH_TASKS_SLOWDOWN', 8);
const ONLY = (
  process.env.BENCH_TASKS_PAGES ?? '/login,/freelancer/jobs,/jobs/:id,/contractor/jobs,/contractor/jobs/:id/details'
)
  .split(',')
  .map((name) => name.trim());
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'toplevel'];
/** What a long task is said to be made of: the trace's own names for them. */
const PARTS = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Commit',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'MinorGC',
  'MajorGC',
]);
const AFTER_FCP_MS = 3000;
/** Lighthouse's simulation prunes the tasks shorter than this (lantern's SIGNIFICANT_DUR_THRESHOLD_MS). */
const SIMULATED_MIN_MS = 10;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (us) => us / 1000;

/** The long tasks after the first contentful paint of one traced load, and their sums. */
function tasksAfterFcp(events) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const thread = (event) => event.pid === fcp.pid && event.tid === fcp.tid;
  const slices = events.filter((event) => thread(event) && event.ph === 'X' && event.dur !== undefined);
  slices.sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  let work = 0;
  const long = [];
  for (const task of slices) {
    if (task.name !== 'RunTask' || task.ts < fcp.ts) continue;
    if (task.ts < fcp.ts + AFTER_FCP_MS * 1000) work += ms(task.dur);
    if (ms(task.dur) < SIMULATED_MIN_MS) continue;
    const inside = slices.filter((s) => s !== task && s.ts >= task.ts && s.ts + s.dur <= task.ts + task.dur);
    const slowdown = inside.some((slice) => slice.name === 'Layout') ? SLOWDOWN / 2 : SLOWDOWN;
    const blocked = ms(task.dur) * slowdown - 50;
    if (blocked <= 0) continue;
    blocking += blocked;
    const parts = new Map();
    for (const slice of inside)
      if (PARTS.has(slice.name)) parts.set(slice.name, (parts.get(slice.name) ?? 0) + slice.dur);
    const scripts = inside
      .filter((slice) => ['FunctionCall', 'EvaluateScript'].includes(slice.name) && slice.dur >= 2000)
      .map((slice) => {
        const data = slice.args?.data ?? {};
        return `${data.functionName || '(anonymous)'}@${(data.url ?? '').split('/').pop()}:${data.lineNumber ?? ''}:${data.columnNumber ?? ''}`;
      });
    long.push({
      atMs: Math.round(ms(task.ts - fcp.ts)),
      durationMs: Number(ms(task.dur).toFixed(1)),
      parts: Object.fromEntries(
        [...parts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([name, dur]) => [name, Number(ms(dur).toFixed(1))]),
      ),
      scripts: [...new Set(scripts)],
    });
  }
  return { blockingMs: Math.round(blocking), workMs: Math.round(work), long };
}

async function load(browser, url, cookie) {
  // A cold first visit, on the viewport of Lighthouse's mobile preset; no service worker.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    extraHTTPHeaders: cookie ? { cookie } : {},
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_FCP_MS + 1000);
    return tasksAfterFcp(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
  } finally {
    await context.close();
  }
}

async function main() {
  requireBuild('bench:web-tasks');
  const loadAtStart = loadavg();
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
  });
  try {
    const pages = await webPages(app.url, ONLY);
    // The server's live updates vouch only for moments after it started (decision 0033): a load
    // in its first seconds would refetch what it drew.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const results = [];
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await load(browser, `${app.url}${page.path}`, page.cookie);
        if (run) runs.push(run);
      }
      const typical = [...runs].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(runs.length / 2)];
      results.push({
        page: page.name,
        blockingMs: median(runs.map((r) => r.blockingMs)),
        workMs: median(runs.map((r) => r.workMs)),
        longTasks: median(runs.map((r) => r.long.length)),
        runs,
        typical,
      });
      process.stderr.write(`${page.name}: ${runs.map((r) => r.blockingMs).join(' ')}\n`);
    }
    console.log(
      `Main-thread tasks after the first contentful paint, cold loads, blocking as at ${SLOWDOWN}× CPU slowdown, median of ${RUNS} (load ${formatLoad(loadAtStart)} at start)\n`,
    );
    console.log(
      table([
        ['page', `blocking ms (${SLOWDOWN}×)`, 'work ms (1×)', 'long tasks'],
        ...results.map((r) => [r.page, r.blockingMs, r.workMs, r.longTasks]),
      ]),
    );
    for (const { page, typical } of results) {
      console.log(`\n${page}, the median run's long tasks (ms after the first contentful paint):`);
      for (const task of typical?.long ?? []) {
        const parts = Object.entries(task.parts)
          .map(([name, dur]) => `${name} ${dur}`)
          .join(', ');
        console.log(
          `  +${task.atMs}  ${task.durationMs} ms  ${parts}${task.scripts.length ? `  [${task.scripts.join(' ')}]` : ''}`,
        );
      }
    }
    saveWebResults('web-tasks-', { runs: RUNS, cpuSlowdown: SLOWDOWN, loadAtStart, results });
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
