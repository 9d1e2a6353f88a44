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

/** No axe violation (WCAG 2.1 A/AA and best practices) outside the `exclude` selectors. */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The toasts come and go during a scan: keep them out of it. */
export const TOASTER = '[data-sonner-toaster]';
