import { expect, test, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import { freelancerSignup, newApiContext, signUp } from './support/accounts';
import { applyToJob, approveOnlyApplication, newContractorApi, publishJob } from './support/marketplace';
import { CONTRACTOR, FREELANCER, PUBLIC, resolve, type Ids, type Role, type Visit } from './support/routes';
import { painted, scrollToEnd } from './support/ui';

/**
 * Nothing a person taps hides under what floats over the page (issue 23): on every route of the
 * app, signed out and for each role, at 360, 390 and 1280 px, no visible control (link, button,
 * field, tab) lies under the WhatsApp button, as the page opens and scrolled to its end, nor under
 * the phone's bottom bar at the end, nor under the top bar at the top; and a toast shown over a
 * dialog covers neither the dialog's title nor the bell. One page per role, resized, not reloaded.
 */

const WIDTHS = [360, 390, 1280] as const;
const HEIGHT = 800;
const PHONE_MAX = 767;
const WHATSAPP = 'a[aria-label="Falar com o suporte pelo WhatsApp"]';

/**
 * The controls under the floating things at this scroll position, named for the failure message. A
 * control counts when its box meets a floating thing's, that one is on top there and the control
 * right below it (the skip link drawn over the top bar, or a field passing under a form's sticky
 * bar, do not). The WhatsApp button is checked at the top and at the end; the top bar (sticky from
 * 768 px) at the top; the fixed bottom bar at the end (in between, content passes under both bars,
 * as it should).
 */
function coveredControls(page: Page, where: 'top' | 'end'): Promise<string[]> {
  return page.evaluate((where) => {
    const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="tab"]';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      // Tailwind's sr-only clips the whole box (the skip link until it is focused).
      if (getComputedStyle(el).clipPath === 'inset(50%)') return false;
      return (
        r.width > 1 &&
        r.height > 1 &&
        r.bottom > 0 &&
        r.top < window.innerHeight &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    };
    /** Where `a` and `b` meet, when they do (by more than half a pixel, on the screen). */
    const meet = (a: DOMRect, b: DOMRect) => {
      const left = Math.max(a.left, b.left);
      const right = Math.min(a.right, b.right);
      const top = Math.max(a.top, b.top, 0);
      const bottom = Math.min(a.bottom, b.bottom, window.innerHeight);
      return right - left > 0.5 && bottom - top > 0.5 ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
    };
    const floating: { name: string; el: Element }[] = [];
    const found: string[] = [];
    // The WhatsApp button decides at once where it goes (whatsapp-button-content.tsx): 'aside' while a
    // control lies under it, else 'shown', or 'returning' (it shows a moment later, fading in). It is
    // measured where it decided to be, as it looks there once shown: opaque, tappable, on top.
    const whatsapp = document.querySelector<HTMLElement>('a[aria-label="Falar com o suporte pelo WhatsApp"]');
    const place = whatsapp?.getAttribute('data-state');
    const button = place === 'aside' ? null : whatsapp;
    if (button) floating.push({ name: 'the WhatsApp button', el: button });
    // The end of every page has room for it: there it shows.
    if (whatsapp && place === 'aside' && where === 'end') found.push('the WhatsApp button steps aside at the end');
    for (const el of Array.from(document.querySelectorAll('nav, header'))) {
      const position = getComputedStyle(el).position;
      if (where === 'end' && el.tagName === 'NAV' && position === 'fixed')
        floating.push({ name: 'the bottom bar', el });
      if (where === 'top' && el.tagName === 'HEADER' && (position === 'sticky' || position === 'fixed'))
        floating.push({ name: 'the top bar', el });
    }
    const measure = () => {
      for (const { name, el: over } of floating) {
        if (!visible(over)) continue;
        const box = over.getBoundingClientRect();
        for (const control of Array.from(document.querySelectorAll(CONTROLS))) {
          if (floating.some((f) => f.el.contains(control)) || control.closest('[data-sonner-toaster]')) continue;
          const point = visible(control) ? meet(control.getBoundingClientRect(), box) : null;
          if (!point) continue;
          const stack = document.elementsFromPoint(point.x, point.y);
          if (!over.contains(stack[0] ?? null)) continue;
          const below = stack.find((el) => !over.contains(el));
          if (!below || !control.contains(below)) continue;
          const label = control.getAttribute('aria-label') ?? control.textContent ?? '';
          found.push(`<${control.tagName.toLowerCase()}> "${label.trim().slice(0, 40)}" under ${name}`);
        }
      }
    };
    const shown = { opacity: '1', 'pointer-events': 'auto', transition: 'none' };
    for (const [property, value] of Object.entries(shown)) button?.style.setProperty(property, value);
    try {
      measure();
    } finally {
      for (const property of Object.keys(shown)) button?.style.removeProperty(property);
    }
    return found;
  }, where);
}

/** At the current width: what is covered at the top of the page, and at its end. */
async function inspect(page: Page): Promise<{ top: string[]; end: string[] }> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await painted(page);
  const top = await coveredControls(page, 'top');
  await scrollToEnd(page);
  return { top, end: await coveredControls(page, 'end') };
}

/** The page settled: its heading is there and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
}

/**
 * At this width the signed-in shell shows its own bar: the fixed bottom bar on a phone, the sticky
 * top bar from 768 px (by CSS: behind an open dialog the page is out of the accessibility tree).
 */
async function shellFor(page: Page, width: number, inShell: boolean): Promise<void> {
  if (inShell) {
    const bar = width <= PHONE_MAX ? 'nav.fixed[aria-label="Navegação principal"]' : 'header.sticky';
    await expect(page.locator(bar)).toBeVisible();
  }
  await painted(page);
}

/**
 * Opens `path` as a link of the app would (the router, no reload: the assets and the session stay
 * as they are for a person moving through the app); the first page of a run is loaded.
 */
async function open(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The router has taken it (its progress bar shows while the page's code or data is on its way).
  await painted(page);
  await expect(page.locator('div.origin-left.scale-x-0')).toHaveCount(1);
}

/**
 * Every route of `visits` (redirects aside: their page has its own entry), at each width: one page,
 * resized, the widths taken back and forth.
 */
async function expectNothingCovered(page: Page, visits: Visit[], ids: Ids): Promise<void> {
  const problems: string[] = [];
  let widths: readonly number[] = WIDTHS;
  for (const visit of visits.filter((v) => !v.lands)) {
    const path = resolve(visit.path, ids);
    await test.step(path, async () => {
      await open(page, path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await settled(page);
      const inShell = (await page.getByRole('navigation', { name: 'Navegação principal' }).count()) > 0;
      // The signed-in pages and the landing page have the WhatsApp button (its code comes when idle).
      if (inShell || path === '/') await expect(page.locator(WHATSAPP)).toBeAttached();
      for (const width of widths) {
        await page.setViewportSize({ width, height: HEIGHT });
        await shellFor(page, width, inShell);
        const { top, end } = await inspect(page);
        problems.push(...top.map((found) => `${path} at ${width} px, top: ${found}`));
        problems.push(...end.map((found) => `${path} at ${width} px, end: ${found}`));
      }
      widths = [...widths].reverse();
    });
  }
  expect(problems).toEqual([]);
}

let ids: Ids;
const cookies: Partial<Record<Role, Cookie[]>> = {};
const contexts: APIRequestContext[] = [];

test.beforeAll(async () => {
  // A contractor with a job, and a freelancer approved on it: every page has something to show.
  const { api: contractor } = await newContractorApi({ company_name: 'Buffet Sem Sobreposição' });
  const freelancer = await newApiContext();
  contexts.push(contractor, freelancer);
  await signUp(freelancer, freelancerSignup({ full_name: 'Rita Sem Sobreposição' }));
  const jobId = await publishJob(contractor, {
    company: 'Buffet Sem Sobreposição',
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

test('signed out: no control under the WhatsApp button or a bar, on every public route', async ({ page }) => {
  await expectNothingCovered(page, PUBLIC, ids);
});

for (const [role, visits] of [
  ['freelancer', FREELANCER],
  ['contractor', CONTRACTOR],
] as const) {
  test(`as a ${role}: no control under the WhatsApp button or a bar, on every route`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.context().addCookies(cookies[role] ?? []);
    await expectNothingCovered(page, visits, ids);
  });
}

/** The boxes of the toast, the dialog's title and the bell (and the bars), at this width. */
async function expectToastClear(page: Page, toastText: string | RegExp, dialogName: string): Promise<void> {
  // The toast in front; the one it replaces leaves (one at a time).
  const shown = page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: toastText });
  await expect(shown).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-removed="false"]')).toHaveCount(1);
  // Sonner slides a new toast in: measure where it comes to rest (its slide is over, and it stays put).
  // A transition Sonner restarts (the toast moves again as the one it replaces leaves) is cancelled,
  // and a cancelled animation's `finished` rejects (AbortError): the poll below waits for the rest.
  await shown.evaluate((el) =>
    Promise.all(el.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  await expect
    .poll(async () => {
      const before = await shown.boundingBox();
      await painted(page);
      const after = await shown.boundingBox();
      return before !== null && after !== null && before.y === after.y && before.x === after.x;
    })
    .toBe(true);
  const width = page.viewportSize()?.width ?? 0;
  const toastBox = await shown.boundingBox();
  const dialog = page.getByRole('dialog', { name: dialogName });
  const title = await dialog.getByRole('heading', { name: dialogName }).boundingBox();
  // Behind a modal dialog the page is hidden from the accessibility tree: found by their labels.
  const bell = await page.locator('a[aria-label^="Notificações"]').filter({ visible: true }).boundingBox();
  const whatsapp = await page.locator(WHATSAPP).boundingBox();
  const bottomBar =
    width <= PHONE_MAX
      ? await page.locator('nav[aria-label="Navegação principal"]').filter({ visible: true }).boundingBox()
      : null;
  if (!toastBox || !title || !bell) throw new Error(`no toast, title or bell at ${width} px`);
  const meets = (a: { x: number; y: number; width: number; height: number } | null) =>
    a !== null &&
    toastBox.x < a.x + a.width &&
    toastBox.x + toastBox.width > a.x &&
    toastBox.y < a.y + a.height &&
    toastBox.y + toastBox.height > a.y;
  expect(
    { title: meets(title), bell: meets(bell), whatsapp: meets(whatsapp), bottomBar: meets(bottomBar) },
    `the toast "${String(toastText)}" at ${width} px`,
  ).toEqual({ title: false, bell: false, whatsapp: false, bottomBar: false });
  expect(toastBox.y + toastBox.height, `the toast is on the screen at ${width} px`).toBeLessThanOrEqual(HEIGHT);
}

test('a toast over an open dialog covers neither its title nor the bell, nor the bars', async ({ page }) => {
  await page.context().addCookies(cookies.contractor ?? []);
  // 'Cancelar evento' refused by the server: the error toast shows while the dialog stays open.
  await page.route(`**/api/contractor/jobs/${ids.jobId}/cancel`, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erro interno. Tente novamente.' } } }),
  );
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto(`/contractor/jobs/${ids.jobId}/details`);
  await settled(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await shellFor(page, width, true);
    const dialog = page.getByRole('dialog', { name: 'Cancelar evento?' });
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Cancelar evento' }).click();
    // The page behind at its top: on a phone the header, with the bell, is in view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await dialog.getByRole('button', { name: 'Cancelar evento' }).click();
    await expectToastClear(page, 'Erro ao cancelar evento', 'Cancelar evento?');
  }
});

test('a toast over a tall dialog (the PIX charge) covers neither its title nor the bell', async ({ page }) => {
  await page.context().addCookies(cookies.freelancer ?? []);
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto('/freelancer/tokens');
  await settled(page);
  await page.getByRole('group', { name: 'START' }).getByRole('button', { name: 'Comprar' }).click();
  await page.getByRole('dialog', { name: 'Comprar pacote START' }).getByRole('button', { name: 'Gerar PIX' }).click();
  await expectToastClear(page, 'Pagamento criado!', 'Pagamento via PIX');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await shellFor(page, width, true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('dialog', { name: 'Pagamento via PIX' })
      .getByRole('button', { name: 'Copiar código PIX' })
      .click();
    await expectToastClear(page, /Código PIX copiado!|Não foi possível copiar/, 'Pagamento via PIX');
  }
});
