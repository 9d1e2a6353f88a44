import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * Two workers, each with a server and an embedded database of its own (PORT and PORT + 1): the
 * journeys wait on the browser far more than they use a core, so two at a time nearly halve the run
 * on two cores, and no worker's data (the demo accounts, the board) is touched by the other's specs.
 * Playwright sets TEST_PARALLEL_INDEX (0 or 1, kept when a worker restarts) in each worker, which
 * loads this file: the worker's baseURL is its own server's.
 */
const WORKERS = 2;
const workerPort = (index: number) => PORT + index;
export const BASE_URL = `http://localhost:${workerPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0))}`;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: WORKERS,
  // No retries: a flaky test is a defect to find, and a retry of a journey over shared data fails anyway.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker would answer before page.route sees a request; e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: false },
    },
    // Flows run once, at the phone size most of our users have. The desktop size runs only the specs
    // whose layout differs there (the top bar instead of the bottom bar and its sheet; dialogs).
    {
      name: 'desktop',
      testMatch: ['shell.spec.ts', 'evaluations.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${workerPort(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(workerPort(index)) },
  })),
});
