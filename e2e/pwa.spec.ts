import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { freelancerSignup, signUp, uniqueEmail } from './support/accounts';
import { isPhone } from './support/ui';

/**
 * The installable app (decision 0014): the manifest and its icons, the service worker's offline
 * page, the 'Nova versão disponível' prompt and Chrome's installability check. The other specs
 * block service workers (playwright.config.ts); these need one.
 */
test.use({ serviceWorkers: 'allow' });

let problems: string[] = [];

/** Records the page's console errors and uncaught exceptions; each test ends expecting none. */
function watchForErrors(page: Page): void {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
}

test.beforeEach(({ page }) => {
  problems = [];
  watchForErrors(page);
});

test.afterEach(() => {
  expect(problems).toEqual([]);
});

/** Opens `path`, waits for the service worker to activate and reloads once, so it controls the page. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The login page, as the user sees it. */
async function expectLoginPage(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
}

/** The built app the e2e server serves (scripts/e2e-server.mjs; the server's default WEB_DIST_DIR). */
const WEB_DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

/**
 * A deploy of a new version while the page is open: /sw.js (and the .br and .gz the server prefers)
 * changes by a comment until `undo()`. Chromium checks a worker for updates from the browser
 * process, where no route reaches, so the served files themselves change.
 */
function deployNewWorker(): { undo: () => void } {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].filter((name) => existsSync(`${WEB_DIST}${name}`));
  const originals = new Map(files.map((name) => [name, readFileSync(`${WEB_DIST}${name}`)]));
  const changed = Buffer.concat([originals.get('sw.js') ?? Buffer.alloc(0), Buffer.from('\n// v2\n')]);
  writeFileSync(`${WEB_DIST}sw.js`, changed);
  if (originals.has('sw.js.br')) writeFileSync(`${WEB_DIST}sw.js.br`, brotliCompressSync(changed));
  if (originals.has('sw.js.gz')) writeFileSync(`${WEB_DIST}sw.js.gz`, gzipSync(changed));
  return {
    undo: () => {
      for (const [name, bytes] of originals) writeFileSync(`${WEB_DIST}${name}`, bytes);
    },
  };
}

test('the manifest names the app in Portuguese and its icons load', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    lang: string;
    display: string;
    start_url: string;
    scope: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Vamos Trabalhar',
    lang: 'pt-BR',
    display: 'standalone',
    start_url: '/',
    scope: '/',
  });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('offline, a page shows "Você está sem conexão"; Tentar novamente loads it once back online', async ({
  page,
  context,
}) => {
  await openControlled(page, '/login');

  await context.setOffline(true);
  await page.goto('/login?de=offline');
  await expect(page.getByRole('heading', { level: 1, name: 'Você está sem conexão' })).toBeVisible();
  await expect(page.getByText('Verifique sua internet e tente novamente.')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeVisible();

  // Still offline: trying again shows the same page.
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Você está sem conexão' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expectLoginPage(page);
  await expect(page).toHaveURL(/\/login\?de=offline$/);
});

test('a new version shows "Nova versão disponível" above the bottom bar; Atualizar reloads onto it', async ({
  page,
}) => {
  await signUp(page.request, freelancerSignup({ email: uniqueEmail('pwa.freelancer') }));
  await openControlled(page, '/freelancer/jobs');

  const deploy = deployNewWorker();
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    await expectUpdatePrompt(page);
  } finally {
    deploy.undo();
  }
});

/** The prompt, its place on the screen, and 'Atualizar' moving the page onto the new worker. */
async function expectUpdatePrompt(page: Page): Promise<void> {
  const prompt = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
  await expect(prompt).toBeVisible();
  const update = prompt.getByRole('button', { name: 'Atualizar' });
  await expect(update).toBeVisible();

  // Nothing of the prompt hides behind the phone's bottom bar or under the WhatsApp button.
  const banner = await prompt.getByText('Nova versão disponível').locator('..').boundingBox();
  expect(banner).not.toBeNull();
  if (banner && isPhone(page)) {
    const bar = await page.getByRole('navigation', { name: 'Navegação principal' }).boundingBox();
    expect(bar).not.toBeNull();
    if (bar) expect(banner.y + banner.height).toBeLessThanOrEqual(bar.y);
  }
  const whatsapp = await page.getByRole('link', { name: 'Falar com o suporte pelo WhatsApp' }).boundingBox();
  if (banner && whatsapp) {
    const overlaps =
      banner.x < whatsapp.x + whatsapp.width &&
      whatsapp.x < banner.x + banner.width &&
      banner.y < whatsapp.y + whatsapp.height &&
      whatsapp.y < banner.y + banner.height;
    expect(overlaps, 'the prompt covers the WhatsApp button').toBe(false);
  }

  const reloaded = page.waitForEvent('load');
  await update.click();
  await reloaded;
  await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'VAMOS TRABALHAR!' })).toBeVisible();
  // The page now runs under the new worker, which is active with nothing waiting behind it.
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { controlled: navigator.serviceWorker.controller !== null, waiting: registration.waiting !== null };
  });
  expect(state).toEqual({ controlled: true, waiting: false });
}

// Chrome never offers to install from an incognito profile, which is what a test context is: this
// check runs in a profile on disk.
test('Chrome finds the app installable', async ({ playwright, baseURL }, testInfo) => {
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    watchForErrors(page);
    await openControlled(page, '/login');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
