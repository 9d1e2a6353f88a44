import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { appOrigin, DEMO_CONTRACTOR, freelancerSignup, signUp, uniqueId } from './support/accounts';
import {
  applyToJob,
  approveOnlyApplication,
  moveJobToYesterday,
  newContractorApi,
  publishJob,
} from './support/marketplace';
import { logIn } from './support/session';
import { scrollToEnd } from './support/ui';

/**
 * The floating WhatsApp button (bottom right, above the bottom bar on a phone) must never sit on
 * the end of a page: scrolled to the bottom, nothing of `<main>` that one reads or taps is under
 * it, at the phone widths and on a desktop.
 */

/** Two phones, a tablet, a small laptop and a desktop (the button moves down from 768 px). */
const WIDTHS = [390, 360, 768, 1024, 1280];

/** What `<main>` holds that a person reads or taps: links, buttons, fields, tabs, cards and rows. */
const CONTENT = 'a[href], button, input, select, textarea, [role="tab"], [tabindex]:not([tabindex="-1"]), article, li';

type ListPage = { name: string; url: string; open?: (page: Page) => Promise<void>; ready: (page: Page) => Locator };

/** The boxes of main's content that overlap the WhatsApp button, named for the failure message. */
async function contentUnderButton(page: Page, button: { x: number; y: number; width: number; height: number }) {
  return page.getByRole('main').evaluate(
    (main, { selector, b }) =>
      Array.from(main.querySelectorAll(selector))
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 1 && r.height > 1)
        .filter(({ r }) => r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y)
        .map(({ el }) => `<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 40)}`),
    { selector: CONTENT, b: button },
  );
}

/** The last thing of main one can tap, by where it ends on the screen. */
function lastInteractive(page: Page): Locator {
  return page
    .getByRole('main')
    .locator('a[href], button, input, select, textarea, [role="tab"]')
    .filter({ visible: true })
    .last();
}

/** Opens the list once, then at each width (as a turned phone or a resized window) scrolls to its end. */
async function expectButtonCoversNothing(page: Page, list: ListPage): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[0] ?? 390, height: 844 });
  await page.goto(list.url);
  await list.open?.(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await expect(list.ready(page).first()).toBeVisible();
    await scrollToEnd(page);

    const whatsapp = page.getByRole('link', { name: 'Falar com o suporte pelo WhatsApp' });
    await expect(whatsapp).toBeVisible();
    const button = await whatsapp.boundingBox();
    if (!button) throw new Error('the WhatsApp button has no box');
    const name = `${list.name} at ${width} px`;

    const last = await lastInteractive(page).boundingBox();
    expect(last, `${name}: main has something to tap`).not.toBeNull();
    if (last) {
      const overlaps =
        last.x < button.x + button.width &&
        last.x + last.width > button.x &&
        last.y < button.y + button.height &&
        last.y + last.height > button.y;
      expect(overlaps, `${name}: the last button of the page is under the WhatsApp button`).toBe(false);
    }
    expect(await contentUnderButton(page, button), `${name}: content under the WhatsApp button`).toEqual([]);
  }
}

/** The shift was yesterday, and the contractor concludes it: both sides have someone to rate. */
async function completeJob(contractor: APIRequestContext, jobId: string): Promise<void> {
  await moveJobToYesterday(contractor, jobId);
  const done = await contractor.post(`/api/contractor/jobs/${jobId}/complete`, { headers: { origin: appOrigin() } });
  expect(done.status(), await done.text()).toBe(200);
}

test('the WhatsApp button covers no list of the freelancer, scrolled to the end', async ({ page }) => {
  // Six lists at five widths, each scrolled to its end: ≈ 20 s here, twice that on a slow CI machine.
  test.slow();
  await signUp(page.request, freelancerSignup({ full_name: 'Paula Rolagem' }));
  // Two approvals (one service ahead in the agenda, one concluded and waiting to be rated) and
  // two pending applications: every list of the freelancer has rows, the board has the demo jobs too.
  const company = `Rolagem ${uniqueId()}`;
  const contractors = await Promise.all([0, 1, 2].map(() => newContractorApi({ company_name: company })));
  const [ahead, done, pending] = contractors.map((c) => c.api) as [
    APIRequestContext,
    APIRequestContext,
    APIRequestContext,
  ];
  const aheadJob = await publishJob(ahead, { company, segment: 'GARCOM', salaryCents: 6_000, inDays: 3 });
  const doneJob = await publishJob(done, { company, segment: 'CAIXA', salaryCents: 6_000, inDays: 1 });
  // Segments of no demo job: these stay on the shared board, where other specs count the demo
  // freelancer's 'Bartender' and 'Garçom' cards.
  const pendingJobs = [
    await publishJob(pending, { company, segment: 'ESTOQUISTA', salaryCents: 6_000, inDays: 4 }),
    await publishJob(pending, { company, segment: 'CONFEITEIRO', salaryCents: 6_000, inDays: 5 }),
  ];
  for (const jobId of [aheadJob, doneJob, ...pendingJobs]) await applyToJob(page.request, jobId);
  await approveOnlyApplication(ahead, aheadJob);
  await approveOnlyApplication(done, doneJob);
  await completeJob(done, doneJob);
  await Promise.all(contractors.map((c) => c.api.dispose()));

  const lists: ListPage[] = [
    { name: 'Todas as Vagas', url: '/freelancer/jobs', ready: (p) => p.getByRole('main').getByRole('article') },
    {
      name: 'Minhas Candidaturas tab',
      url: '/freelancer/jobs',
      open: (p) => p.getByRole('tab', { name: /^Minhas Candidaturas/ }).click(),
      ready: (p) => p.getByRole('tabpanel').getByText(company),
    },
    {
      name: 'Minhas Candidaturas',
      url: '/freelancer/applications',
      ready: (p) => p.getByRole('main').getByText(company),
    },
    { name: 'Minha Agenda', url: '/freelancer/agenda', ready: (p) => p.getByRole('main').getByText(company) },
    {
      name: 'Avaliar',
      url: '/freelancer/evaluation',
      open: (p) => p.getByRole('tab', { name: /^Avaliar/ }).click(),
      ready: (p) => p.getByRole('button', { name: /^Avaliar Contratante/ }),
    },
    {
      name: 'Extrato de moedas',
      url: '/freelancer/tokens',
      ready: (p) => p.getByRole('main').getByText(/Candidatura|Aprova/),
    },
  ];
  for (const list of lists) await expectButtonCoversNothing(page, list);
});

test('the WhatsApp button covers no list of the contractor, scrolled to the end', async ({ page }) => {
  test.slow(); // every list at five widths, as above
  // The demo contractor has a long list of jobs; this only reads.
  await logIn(page, DEMO_CONTRACTOR, 'contractor');
  const lists: ListPage[] = [
    { name: 'Minhas Vagas', url: '/contractor/jobs', ready: (p) => p.getByRole('main').getByRole('article') },
    { name: 'Agenda', url: '/contractor/agenda', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { name: 'Avaliações', url: '/contractor/evaluation', ready: (p) => p.getByRole('tab', { name: /^Avaliar/ }) },
    {
      name: 'Extrato de créditos',
      url: '/contractor/subscription',
      ready: (p) => p.getByRole('heading', { level: 1 }),
    },
  ];
  for (const list of lists) await expectButtonCoversNothing(page, list);
});
