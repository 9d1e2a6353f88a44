import { expect, type Page } from '@playwright/test';
import type { Credentials } from './accounts';

/** Where each role lands after signing in, and the heading that says it arrived. */
const HOME = {
  freelancer: { url: /\/freelancer\/jobs$/, heading: 'VAMOS TRABALHAR!' },
  contractor: { url: /\/contractor\/jobs$/, heading: 'Minhas Vagas' },
} as const;

export type Role = keyof typeof HOME;

/** Fills the login form and presses Entrar, nothing more (for the failing cases too). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs in through the login form and waits for the role's home page. */
export async function logIn(page: Page, account: Credentials, role: Role): Promise<void> {
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(HOME[role].url);
  await expect(page.getByRole('heading', { level: 1, name: HOME[role].heading })).toBeVisible();
}

/** Sair lives in the top bar on a desktop and in the 'Mais' sheet of the bottom bar on a phone. */
export async function logOut(page: Page): Promise<void> {
  const sair = page.getByRole('button', { name: 'Sair' });
  const more = page.getByRole('button', { name: 'Mais' });
  await expect(sair.or(more)).toBeVisible();
  if (!(await sair.isVisible())) await more.click();
  await sair.click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Marks the page's window: the mark survives client-side navigation and is lost on any reload or
 * full navigation, so `expectNoReload` later proves the screen changed by itself (realtime).
 */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __noReload?: boolean }).__noReload = true;
  });
}

export async function expectNoReload(page: Page): Promise<void> {
  const marked = await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
  expect(marked, 'the page was not reloaded since markWindow()').toBe(true);
}

/**
 * Counts the page's event streams that said 'ready' (call before the page loads). An action taken
 * through the API must wait for `waitForLiveUpdates`, or its event may go out before the page listens.
 */
export async function trackLiveUpdates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const marks = window as unknown as { __vtReadyStreams: number };
    marks.__vtReadyStreams = 0;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('ready', () => void (marks.__vtReadyStreams += 1));
      }
    };
  });
}

export async function waitForLiveUpdates(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __vtReadyStreams?: number }).__vtReadyStreams ?? 0))
    .toBeGreaterThan(0);
}
