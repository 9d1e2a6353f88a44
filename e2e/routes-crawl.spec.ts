import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Cookie, type Locator, type Page } from '@playwright/test';
import { freelancerSignup, newApiContext, signUp } from './support/accounts';
import { applyToJob, approveOnlyApplication, newContractorApi, publishJob } from './support/marketplace';
import { TOASTER } from './support/ui';
import { CONTRACTOR, FREELANCER, PUBLIC, resolve, type Ids, type Role, type Visit } from './support/routes';

/**
 * Every route of the spec's route tables (spec 01 §2.1, spec 02 §2) and DESIGN §2 "Route gaps",
 * signed out and signed in as each role, at phone sizes (390 and 360 px): each one lands on a real
 * screen or its stated redirect, never on 'Página não encontrada' (except the deliberately unknown
 * paths, which must show it), with no console error, no placeholder text, and no serious or
 * critical axe violation.
 */

const AREA: Record<Role, Visit[]> = { freelancer: FREELANCER, contractor: CONTRACTOR };
const HOME: Record<Role, string> = { freelancer: '/freelancer/jobs', contractor: '/contractor/jobs' };

/** Text that gives away an unfinished screen. ('Volte em breve!' is the board's empty state.) */
const PLACEHOLDER = [
  /\blorem\b/i,
  /\bTODO\b|\bFIXME\b/,
  /placeholder/i,
  /(?<!volte )\bem breve\b/i,
  /em constru[çc][ãa]o/i,
];
/** A screen that lost its data: the 404 or a not-found state of a page. */
const NOT_FOUND = /(Página|Vaga|Freelancer|Evento) não encontrad[ao]/;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

function pathOnly(value: string): RegExp {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^[^?#]*//[^/]+${escaped}(?:\\?.*)?$`);
}

/** Console errors and uncaught exceptions of the page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The page settled: its heading is there and no loading indicator is left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
}

/**
 * Serious and critical violations fail; the milder ones are attached to the report. Axe runs in the
 * page (its legacy mode): otherwise each scan opens a blank page of its own to put together what
 * the frames found, half of this spec's time, and our pages have no frame (checked first).
 */
async function expectAccessible(page: Page): Promise<void> {
  expect(page.frames().map((frame) => frame.url())).toEqual([page.url()]);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const describe = (v: (typeof violations)[number]) =>
    `${v.impact ?? 'unknown'} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
  const mild = violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  for (const violation of mild)
    test.info().annotations.push({ type: 'axe (minor/moderate)', description: describe(violation) });
  expect(violations.filter((v) => !mild.includes(v)).map(describe)).toEqual([]);
}

async function crawl(page: Page, visit: Visit, ids: Ids): Promise<void> {
  const errors = collectErrors(page);
  const path = resolve(visit.path, ids);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await expect(page).toHaveURL(pathOnly(visit.lands ? resolve(visit.lands, ids) : path));
  await settled(page);

  const notFound = page.getByRole('heading', { level: 1, name: 'Página não encontrada' });
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  if (visit.notFound) {
    await expect(notFound).toBeVisible();
    if (visit.notFound === 'shell') await expect(nav).toHaveCount(1);
  } else {
    await expect(notFound).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toHaveCount(0);
    expect(await page.locator('body').innerText()).not.toMatch(NOT_FOUND);
  }
  const text = await page.locator('body').innerText();
  for (const pattern of PLACEHOLDER) expect(text, `placeholder text ${pattern}`).not.toMatch(pattern);

  if (!visit.lands) {
    await visit.prepare?.(page);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  }
  // A path that is no page answers HTTP 404 (the 404 page), which the browser logs as a failed load.
  const notFoundLoad = 'console: Failed to load resource: the server responded with a status of 404 (Not Found)';
  expect(errors.filter((error) => !(visit.notFound && error === notFoundLoad))).toEqual([]);
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
}

/**
 * Every visit of a list, one step each, on one page: the assets load once and stay cached, as
 * they do for a person moving through the app (a fresh browser per route made this spec the
 * slowest of the suite).
 */
async function crawlAll(page: Page, visits: Visit[]): Promise<void> {
  test.setTimeout(visits.length * 20_000);
  for (const visit of visits) await test.step(label(visit), () => crawl(page, visit, ids));
}

/** Nothing is wider than the phone: no page scrolls sideways at 390 or 360 px. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
}

/** A contractor with a job, and a freelancer approved on it (one credit each, 12 coins). */
let ids: Ids;
const cookies: Partial<Record<Role, Cookie[]>> = {};
const contexts: APIRequestContext[] = [];

test.beforeAll(async () => {
  const { api: contractor } = await newContractorApi({ company_name: 'Buffet Rota Certa', company_sector: 'Buffet' });
  const freelancer = await newApiContext();
  contexts.push(contractor, freelancer);
  await signUp(freelancer, freelancerSignup({ full_name: 'Carla Nunes Rocha' }));
  const jobId = await publishJob(contractor, {
    company: 'Buffet Rota Certa',
    segment: 'GARCOM',
    salaryCents: 12_000,
    inDays: 5,
  });
  await applyToJob(freelancer, jobId);
  await approveOnlyApplication(contractor, jobId);
  const session = (await (await freelancer.get('/api/auth/session')).json()) as { user: { id: string } };
  ids = { jobId, freelancerId: session.user.id };
  cookies.contractor = (await contractor.storageState()).cookies;
  cookies.freelancer = (await freelancer.storageState()).cookies;
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()));
});

function label(visit: Visit): string {
  return typeof visit.path === 'string' ? visit.path : visit.path({ jobId: '{jobId}', freelancerId: '{freelancerId}' });
}

test.describe('signed out', () => {
  test('every public route', async ({ page }) => crawlAll(page, PUBLIC));

  test('error and success toasts are readable (rich colours with AA contrast)', async ({ page }) => {
    const scanToasts = async (shown: Locator) => {
      // The toaster is in the page only while a toast shows: on a slow machine the toast's time can
      // run out before the scan ends ("No elements found for include"). A pointer over it pauses its
      // timer, as it does for a person reading it.
      await shown.hover();
      // A toast fading in has the contrast of its opacity of the moment: scan it at rest.
      await page.waitForFunction(
        (toaster) =>
          document
            .querySelector(toaster)
            ?.getAnimations({ subtree: true })
            .every((a) => a.playState !== 'running') ?? false,
        TOASTER,
      );
      const { violations } = await new AxeBuilder({ page }).include(TOASTER).withTags(WCAG_TAGS).analyze();
      expect(violations.map((v) => `${v.impact ?? ''} ${v.id}`)).toEqual([]);
    };
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const error = page.locator('[data-sonner-toast][data-type="error"]');
    await expect(error).toBeVisible();
    await scanToasts(error);
    // A success toast where the page stays (the login's shows while the app navigates to the board,
    // which remounts the toaster: on a slow machine its time ran out before the scan).
    await page.goto('/esqueci-senha');
    await page.getByLabel('E-mail').fill('ninguem@example.com');
    await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
    const success = page.locator('[data-sonner-toast][data-type="success"]');
    await expect(success).toBeVisible();
    await scanToasts(success);
  });

  test('every signed-in route asks for the login, to come back after it', async ({ page }) => {
    const errors = collectErrors(page);
    const guarded = new Map<string, string>();
    for (const visit of [...FREELANCER, ...CONTRACTOR]) {
      if (visit.notFound || PUBLIC.some((p) => p.path === visit.path)) continue;
      // A redirect of the area (/freelancer/subscription → /freelancer/tokens) may run before the guard.
      guarded.set(resolve(visit.path, ids), resolve(visit.lands ?? visit.path, ids));
    }
    for (const [path, lands] of guarded) {
      await page.goto(path);
      const next = new Set([path, lands].map((p) => pathOnly(`/login?next=${encodeURIComponent(p)}`).source));
      await expect(page, path).toHaveURL(new RegExp([...next].join('|')));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

for (const role of ['freelancer', 'contractor'] as const) {
  test.describe(`as a ${role}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.context().addCookies(cookies[role] ?? []);
    });

    test(`every route of the ${role}`, async ({ page }) => crawlAll(page, AREA[role]));

    test("the other role's pages lead home, never to a 404", async ({ page }) => {
      const errors = collectErrors(page);
      const other = AREA[role === 'freelancer' ? 'contractor' : 'freelancer'];
      const own = new Set(AREA[role].map((visit) => resolve(visit.path, ids)));
      const foreign = other.filter((visit) => !visit.notFound && !own.has(resolve(visit.path, ids)));
      for (const path of new Set(foreign.map((visit) => resolve(visit.path, ids)))) {
        await page.goto(path);
        await expect(page, path).toHaveURL(pathOnly(HOME[role]));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toHaveCount(0);
      }
      expect(errors).toEqual([]);
    });
  });
}

test.describe('a router failure', () => {
  const STACK = /Unexpected Application Error|Failed to fetch dynamically|TypeError|\n\s+at /;

  test('inside an area shows the friendly error page with the navigation, not a stack', async ({ page }) => {
    await page.context().addCookies(cookies.freelancer ?? []);
    await page.route(/\/assets\/help-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/freelancer/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recarregar página' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(1);
    expect(await page.locator('body').innerText()).not.toMatch(STACK);
    await expectAccessible(page);
  });

  test('of a public page shows the friendly error page, not a stack', async ({ page }) => {
    await page.route(/\/assets\/terms-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/termos-de-uso');
    await expect(page.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para o início' })).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(STACK);
    await expectAccessible(page);
  });
});
