import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Below this width the app shows the phone layout (bottom bar, folded filters). */
export const DESKTOP_MIN_WIDTH = 768;

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < DESKTOP_MIN_WIDTH;
}

/** A sonner toast with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** `YYYY-MM-DD`, `days` from today in São Paulo (where "today" is decided). */
export function isoDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * No axe violation (WCAG 2.1 A/AA and best practices) outside the `exclude` selectors and the
 * toaster: a toast scanned while it fades in or out has a contrast of its opacity of the moment (a
 * CI run failed so), and routes-crawl scans a settled toast on its own.
 */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude(TOASTER);
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Where the toasts are shown. */
export const TOASTER = '[data-sonner-toaster]';

/** Two frames: the browser has laid out and painted what the last change asked for. */
export function painted(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Scrolls to the end of the page, again while it grows: a list asks for its next page near its end
 * ('Carregando...' until it has arrived) and draws what arrives a few cards at a time (busy,
 * `aria-busy`, until all are drawn). Settled is: nothing loading or busy, and two painted frames in
 * which the page did not change; done when, settled, the page is as high as when it was scrolled,
 * and scrolled to its end.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    const loading = () =>
      document.querySelector('[aria-busy="true"]') !== null || /(^|\n)\s*Carregando/.test(document.body.innerText);
    let changed = false;
    const changes = new MutationObserver(() => {
      changed = true;
    });
    changes.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    const settled = async () => {
      for (let calm = 0, frames = 0; calm < 2 || loading(); frames += 1) {
        if (frames === 1200) throw new Error(`${location.pathname} never settled`);
        changed = false;
        await frame();
        calm = changed ? 0 : calm + 1;
      }
    };
    try {
      for (let round = 0; round < 30; round += 1) {
        const before = document.documentElement.scrollHeight;
        window.scrollTo(0, before);
        await settled();
        const height = document.documentElement.scrollHeight;
        if (height === before && window.scrollY + window.innerHeight >= height - 1) return;
      }
      throw new Error(`${location.pathname} never stopped growing`);
    } finally {
      changes.disconnect();
    }
  });
}

/** No element reaches past the viewport's right edge (nothing overflows sideways). */
export async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
