import { expect, test, type Page } from '@playwright/test';
import { DEMO_CONTRACTOR, DEMO_FREELANCER } from './support/accounts';
import { logIn } from './support/session';

/**
 * The API requests the page makes from now on. The live event stream (`/api/events?since=…`) is
 * held unanswered: once connected, it may refresh what the page drew from its first answers
 * (lib/realtime.ts), which would hide whether the first screen came from them.
 */
async function apiReads(page: Page): Promise<string[]> {
  await page.route('**/api/events*', () => undefined);
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events') reads.push(url.pathname + url.search);
  });
  return reads;
}

/**
 * A signed-in first-load page comes with the answers to its first reads in its HTML (decision
 * 0033): the phone draws the jobs without asking for them after the JavaScript, and a later change
 * is still asked for.
 */
test('the board opens with its jobs already in the page, without asking the API for them', async ({ page }) => {
  await logIn(page, DEMO_FREELANCER, 'freelancer');
  const reads = await apiReads(page);
  await page.goto('/freelancer/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'VAMOS TRABALHAR!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Garçom' }).first()).toBeVisible();
  expect(reads).toEqual([]);

  // A filter is a new read: asked for, as always.
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByLabel('Cidade', { exact: true }).selectOption({ label: 'Rio de Janeiro' });
  await expect.poll(() => reads.some((read) => read.startsWith('/api/jobs?'))).toBe(true);
});

/**
 * The JavaScript a first load runs (the entry's, and what the server preloads for the route) starts
 * with V8's compile hint (decision 0059): Chrome compiles it while it downloads, off the main thread.
 */
test('the board’s first-load scripts ask the browser to compile them as they arrive', async ({ page }) => {
  await logIn(page, DEMO_FREELANCER, 'freelancer');
  const html = await page.request.get('/freelancer/jobs');
  const preloaded = (html.headers()['link'] ?? '').match(/(?<=<)\/assets\/[^>]+\.js(?=>)/g) ?? [];
  const inPage = (await html.text()).match(/(?<=(?:src|href)=")\/assets\/[^"]+\.js(?=")/g) ?? [];
  expect(preloaded.some((file) => file.includes('/jobs-page-'))).toBe(true);
  expect(inPage.some((file) => file.includes('/app-'))).toBe(true);
  for (const file of [...preloaded, ...inPage]) {
    const script = await page.request.get(file, { headers: { 'accept-encoding': 'br' } });
    expect((await script.text()).startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  }
});

test('the contractor’s jobs open already in the page', async ({ page }) => {
  await logIn(page, DEMO_CONTRACTOR, 'contractor');
  const reads = await apiReads(page);
  await page.goto('/contractor/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Vagas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Garçom' }).first()).toBeVisible();
  expect(reads).toEqual([]);
});

test('once the live updates connect, the page asks again only if something happened since its answers', async ({
  page,
}) => {
  await logIn(page, DEMO_CONTRACTOR, 'contractor');
  // Off the signed-in page first: its own stream must not be the one awaited below.
  await page.goto('about:blank');
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events') reads.push(url.pathname + url.search);
  });
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto('/contractor/jobs');
  await expect(page.getByRole('heading', { level: 2, name: 'Garçom' }).first()).toBeVisible();
  // The stream starts from the moment the answers were asked, and its `ready` says nothing was missed.
  expect(new URL((await stream).url()).searchParams.get('since')).toMatch(/^\d+$/);
  await page.waitForTimeout(1_000);
  expect(reads).toEqual([]);
});
