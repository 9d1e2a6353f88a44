import { test as base, type Page } from '@playwright/test';

/**
 * `page` is one person; `otherPage` is a second person in a browser context of their own (own
 * cookies, own event stream), with the same project options (viewport, locale, base URL).
 */
export const test = base.extend<{ otherPage: Page }>({
  otherPage: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect } from '@playwright/test';
