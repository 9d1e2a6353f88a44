import { expect, test, type Page } from '@playwright/test';
import { ADDRESS, freelancerSignup, signUp, uniqueId } from './support/accounts';
import { applyToJob, approveOnlyApplication, newContractorApi, publishJob } from './support/marketplace';
import { logOut } from './support/session';
import { toast } from './support/ui';

/**
 * On the way to the shift with a weak signal (issue 24): the agenda read offline from the copy the
 * phone kept (decision 0031), and an action tried offline saying at once that it needs a connection.
 * The other specs block service workers (playwright.config.ts); this one needs one.
 */
test.use({ serviceWorkers: 'allow' });

/** Opens `path` under the service worker: waits for it to activate (precache stored) and to control the page. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** 'HH:MM' of now in São Paulo (the browser's time zone here). */
function clock(): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(
    new Date(),
  );
}

test('offline, the agenda shows the approved shift from the last copy, and an action says it needs a connection', async ({
  page,
  context,
}) => {
  const company = `Buffet Sem Sinal ${uniqueId()}`;
  await signUp(page.request, freelancerSignup());
  const contractor = await newContractorApi({ company_name: company });
  try {
    const jobId = await publishJob(contractor.api, { company, segment: 'GARCOM', salaryCents: 12_000, inDays: 3 });
    await applyToJob(page.request, jobId);
    await approveOnlyApplication(contractor.api, jobId);

    const before = clock();
    await openControlled(page, '/freelancer/agenda');
    const card = page.getByRole('article').filter({ hasText: company });
    await expect(card.getByText(`${ADDRESS.neighborhood}, ${ADDRESS.city} - ${ADDRESS.state}`)).toBeVisible();
    const after = clock();
    await expect(page.getByText(/^Sem conexão/)).toHaveCount(0);

    // No signal: the page is opened again from the phone alone.
    await context.setOffline(true);
    await page.reload();
    await expect(card.getByText(`${ADDRESS.neighborhood}, ${ADDRESS.city} - ${ADDRESS.state}`)).toBeVisible();
    await expect(card.getByRole('link', { name: /\(11\)/ })).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: /^Sem conexão · atualizado às \d\d:\d\d$/ });
    await expect(banner).toBeVisible();
    expect([`Sem conexão · atualizado às ${before}`, `Sem conexão · atualizado às ${after}`]).toContain(
      await banner.textContent(),
    );
    await expect(page.getByText('Carregando agenda...')).toHaveCount(0);

    // An action tried offline says so at once, and does not stay on "Cancelando...".
    await card.getByRole('button', { name: /^Desistir/ }).click();
    await page.getByRole('button', { name: 'Desistir do serviço' }).click();
    await expect(toast(page, 'Sem conexão. Tente de novo quando estiver online.')).toBeVisible({ timeout: 2_000 });
    await expect(page.getByRole('button', { name: 'Cancelando...' })).toHaveCount(0);
    await expect(card).toBeVisible();

    // The shift's details too: the whole address, kept with the agenda.
    await card.getByRole('link', { name: /^Detalhes/ }).click();
    await expect(page.getByText(new RegExp(`${ADDRESS.street}, ${ADDRESS.number}`))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Sem conexão · atualizado/ })).toBeVisible();

    // Nothing was sent: the shift is still booked.
    await context.setOffline(false);
    const detail = (await (await contractor.api.get(`/api/contractor/jobs/${jobId}`)).json()) as {
      applications: { status: string }[];
    };
    expect(detail.applications.map((application) => application.status)).toEqual(['approved']);

    // 'Sair' forgets the copy: the next person on this phone reads nothing of it, even offline.
    expect(await page.evaluate(() => localStorage.getItem('vt:offline-cache'))).toContain(company);
    await logOut(page);
    expect(await page.evaluate(() => localStorage.getItem('vt:offline-cache'))).toBeNull();
  } finally {
    await contractor.api.dispose();
  }
});
