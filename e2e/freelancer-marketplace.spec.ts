import { expect, test } from '@playwright/test';
import { appOrigin, DEMO_FREELANCER, freelancerSignup, newApiContext, signUp, uniqueId } from './support/accounts';
import {
  applyToJob,
  approveOnlyApplication,
  boardJobCard as jobCard,
  coinChip,
  moveJobToYesterday,
  newContractorApi,
  openBoardFilters as openFilters,
  publishJob,
} from './support/marketplace';
import { logIn } from './support/session';
import { expectNoAxeViolations } from './support/ui';

/**
 * The freelancer's marketplace (spec 01 §2.4–2.7) on the demo data: find a job by text (with
 * and without accents) and by city, open it, apply, follow the application and cancel it; a new
 * freelancer, with the 15 welcome coins, cannot apply to a job that costs more; an approved job
 * shows the contact, sits in the agenda and can be given up ('Desistir') or closed ('Encerrar turno', the check-out).
 */

test.describe('Vagas do freelancer', () => {
  // The cards' icons are masks loaded from files of the build (decision 0058), not data URLs that
  // Chrome turns into SVG documents inside one style recalculation of the first screen.
  test('the job cards draw their icons from SVG files of the build', async ({ page }) => {
    await logIn(page, DEMO_FREELANCER, 'freelancer');
    const card = jobCard(page, 'Bartender');
    await expect(card).toBeVisible();
    const calendar = card.locator('[class*="icon-[lucide--calendar-days]"]').first();
    const mask = await calendar.evaluate((icon) => getComputedStyle(icon).maskImage);
    const file = /^url\("(.+\/assets\/lucide-calendar-days-[\w-]+\.svg)"\)$/.exec(mask)?.[1];
    expect(file, mask).toBeDefined();
    const response = await page.request.get(file!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(await response.text()).toContain('viewBox');
    // No icon is left in the CSS as a data URL.
    const dataIcons = await page.evaluate(
      () =>
        Array.from(document.styleSheets).flatMap((sheet) =>
          Array.from(sheet.cssRules).filter(
            (rule) => rule.cssText.includes('lucide--') && rule.cssText.includes('data:image'),
          ),
        ).length,
    );
    expect(dataIcons).toBe(0);
  });

  test('finds a job by text and city, applies, sees it in the tab and cancels it', async ({ page }) => {
    test.slow(); // one long journey through four screens
    await logIn(page, DEMO_FREELANCER, 'freelancer');
    await expect(page.getByRole('heading', { level: 1, name: 'VAMOS TRABALHAR!' })).toBeVisible();
    await expect(coinChip(page, 15)).toBeVisible();
    await expect(jobCard(page, 'Bartender')).toBeVisible();

    // Text search, accent- and case-insensitive, kept in the URL.
    const search = page.getByLabel('Buscar por cidade ou título');
    await search.fill('garcom');
    await expect(page).toHaveURL(/[?&]q=garcom/);
    await expect(jobCard(page, 'Garçom')).toBeVisible();
    await expect(jobCard(page, 'Bartender')).toHaveCount(0);
    await search.fill('GARÇOM');
    await expect(page).toHaveURL(/[?&]q=GAR%C3%87OM/);
    await expect(jobCard(page, 'Garçom')).toBeVisible();
    await search.fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(jobCard(page, 'Bartender')).toBeVisible();

    // City filter; back undoes it.
    await openFilters(page);
    const city = page.getByLabel('Cidade', { exact: true });
    await expect(city.getByRole('option', { name: 'Rio de Janeiro' })).toBeAttached();
    await city.selectOption('Rio de Janeiro');
    await expect(page).toHaveURL(/[?&]city=Rio/);
    await expect(jobCard(page, 'Bartender')).toBeVisible();
    await expect(jobCard(page, 'Garçom')).toHaveCount(0);
    await page.goBack();
    await expect(jobCard(page, 'Garçom')).toBeVisible();
    await openFilters(page);
    await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('');

    // A filter that matches nothing.
    await page.getByLabel('Buscar por cidade ou título').fill('nenhuma vaga assim');
    await expect(page.getByText('Opa!')).toBeVisible();
    await expect(page.getByText('Nenhuma vaga encontrada com os filtros aplicados.')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtros' }).filter({ visible: true }).first().click();

    // Open the job: no contact before approval.
    await page.getByLabel('Cidade', { exact: true }).selectOption('São Paulo');
    await page.getByLabel('Buscar por cidade ou título').fill('garcom');
    await jobCard(page, 'Garçom').getByRole('link', { name: 'Garçom', exact: true }).click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Garçom' })).toBeVisible();
    await expect(page.getByText('Dados de contato disponíveis após aprovação na vaga')).toBeVisible();

    // Apply, after the confirmation.
    await page.getByRole('button', { name: 'Candidatar-se' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar candidatura' });
    await expect(dialog).toContainText('As moedas só serão descontadas se você for aprovado.');
    await dialog.getByRole('button', { name: 'Confirmar candidatura' }).click();
    await expect(page.getByText('Candidatura enviada', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar candidatura' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0);
    // The toast slides in over the top of a phone's screen, where the back link is: close it as a
    // person would (a click during its entrance lands on the toast, not on the link).
    const toast = page.getByRole('listitem').filter({ hasText: 'Candidatura enviada!' });
    await toast.getByRole('button', { name: 'Fechar notificação' }).click();
    await expect(toast).toHaveCount(0);

    // The list blocks a second application; the tab counts it.
    await page.getByRole('link', { name: 'Voltar para vagas' }).click();
    const card = jobCard(page, 'Garçom');
    await expect(card.getByText('Candidato', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Candidatura enviada' })).toBeDisabled();
    const tab = page.getByRole('tab', { name: 'Minhas Candidaturas (1)' });
    await tab.click();
    await expect(page).toHaveURL(/[?&]tab=candidaturas/);
    await expect(page.getByRole('tabpanel')).toContainText('Garçom');
    await expect(page.getByRole('tabpanel')).toContainText('Pendente');

    // Cancel it from 'Minhas Candidaturas'.
    await page.goto('/freelancer/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Minhas Candidaturas' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar candidatura à vaga de Garçom' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar candidatura' }).click();
    await expect(page.getByText('Candidatura cancelada')).toBeVisible();
    await expect(page.getByText('Nenhuma candidatura ainda')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver Vagas Disponíveis' })).toHaveAttribute('href', '/jobs');
  });

  test("an application to a job that filled with someone else reads 'Vaga preenchida', out of the pending count", async ({
    page,
  }) => {
    const company = `Bar Lotado ${uniqueId()}`;
    await signUp(page.request, freelancerSignup());
    const contractor = await newContractorApi({ company_name: company });
    const jobId = await publishJob(contractor.api, { company, segment: 'BARMAN', salaryCents: 10_000, inDays: 6 });
    await applyToJob(page.request, jobId);

    // Someone else applies too and is the one approved for the only place.
    const chosen = await newApiContext();
    await signUp(chosen, freelancerSignup());
    await applyToJob(chosen, jobId);
    const mine = (await (await chosen.get('/api/freelancer/applications')).json()) as {
      applications: { id: string }[];
    };
    const chosenId = mine.applications[0]?.id;
    const approved = await contractor.api.post(`/api/contractor/applications/${chosenId}/approve`, {
      headers: { origin: appOrigin() },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    await Promise.all([chosen.dispose(), contractor.api.dispose()]);

    await page.goto('/freelancer/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Minhas Candidaturas' })).toBeVisible();
    await expect(page.getByText('Pendentes', { exact: true }).locator('..')).toHaveText(/^Pendentes\s*0$/);
    await expect(page.getByText('Rejeitadas', { exact: true }).locator('..')).toHaveText(/^Rejeitadas\s*1$/);
    const card = page.getByRole('article').filter({ hasText: company });
    await expect(card.getByText('Vaga preenchida', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /Cancelar candidatura/ })).toHaveCount(0);

    await card.getByRole('link', { name: /Ver Detalhes/ }).click();
    await expect(page.getByRole('status').getByText('Vaga preenchida', { exact: true })).toBeVisible();
    await expect(page.getByText(/^As vagas foram ocupadas\. Se uma reabrir/)).toBeVisible();
  });

  test('a new freelancer sees "Moedas insuficientes" on a job that costs more than 15 coins', async ({ page }) => {
    const company = `Adega Teste ${uniqueId()}`;

    // A R$ 500,00 job costs 50 coins; a new freelancer has 15.
    const contractor = await newContractorApi({ company_name: company });
    await publishJob(contractor.api, { company, segment: 'SOMMELIER', salaryCents: 50_000, inDays: 20 });
    await contractor.api.dispose();
    await signUp(page.request, freelancerSignup());

    await page.goto('/freelancer/jobs');
    await expect(coinChip(page, 15)).toBeVisible();
    await page.getByLabel('Buscar por cidade ou título').fill('sommelier');
    const card = page.getByRole('article').filter({ hasText: company });
    await expect(card.getByRole('button', { name: 'Moedas insuficientes' })).toBeDisabled();
    await expect(card).toContainText('50 moedas');
    // A job within the balance can still be applied to.
    await page.getByLabel('Buscar por cidade ou título').fill('garcom');
    await expect(jobCard(page, 'Garçom').getByRole('button', { name: 'Candidatar-se' })).toBeEnabled();

    // The detail says the same and points to the coin store.
    await page.getByLabel('Buscar por cidade ou título').fill('sommelier');
    await card.getByRole('link', { name: 'Sommelier', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sommelier' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Moedas insuficientes' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Comprar moedas' })).toHaveAttribute('href', '/freelancer/tokens');
  });

  test('an unknown job shows "Vaga não encontrada" with a way back', async ({ page }) => {
    await logIn(page, DEMO_FREELANCER, 'freelancer');
    await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para vagas' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'VAMOS TRABALHAR!' })).toBeVisible();
  });

  test('screens with applications and an agenda pass an accessibility scan; "Desistir" frees the job', async ({
    page,
  }) => {
    test.slow();
    const company = `Buffet Teste ${uniqueId()}`;
    await signUp(page.request, freelancerSignup());

    // A pending application (demo Garçom, 15 coins) and an approved one (R$ 100,00: 10 coins).
    const contractor = await newContractorApi({ company_name: company });
    const jobId = await publishJob(contractor.api, { company, segment: 'MAITRE', salaryCents: 10_000, inDays: 9 });
    for (const id of ['5d0c6a9e-2f1b-4c3d-9a51-0e7b8d2c4f01', jobId]) await applyToJob(page.request, id);
    await approveOnlyApplication(contractor.api, jobId);
    await contractor.api.dispose();

    await page.goto('/freelancer/jobs');
    await expect(coinChip(page, 5)).toBeVisible();
    await expect(jobCard(page, 'Garçom').getByRole('button', { name: 'Candidatura enviada' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Minhas Candidaturas (2)' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Aprovado');
    await expectNoAxeViolations(page);

    // Approved: the contractor's contact is shown.
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Maître' })).toBeVisible();
    await expect(page.getByText('Você foi aprovado para esta vaga!')).toBeVisible();
    await expect(page.getByText('Confirmado', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: contractor.account.email })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/jobs/5d0c6a9e-2f1b-4c3d-9a51-0e7b8d2c4f02');
    await expect(page.getByRole('button', { name: 'Moedas insuficientes' })).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.goto('/freelancer/applications');
    await expect(page.getByRole('button', { name: 'Cancelar candidatura à vaga de Garçom' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desistir da vaga de Maître' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The agenda: 'Encerrar turno' waits for the shift's start; 'Desistir' says the coins stay spent.
    await page.goto('/freelancer/agenda');
    await expect(page.getByRole('heading', { level: 1, name: 'Minha Agenda' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Encerrar turno de Maître' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Desistir de Maître' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desistir deste serviço?' });
    await expect(dialog).toContainText('As moedas descontadas na aprovação não são devolvidas.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Desistir do serviço' }).click();
    await expect(page.getByText('Serviço cancelado!')).toBeVisible();
    await expect(
      page.getByText('Parece que você ainda não possui nenhuma vaga confirmada na sua agenda!'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver Vagas' })).toHaveAttribute('href', '/freelancer/jobs');

    await page.goto('/freelancer/applications');
    await expect(page.getByRole('article').filter({ hasText: 'Maître' })).toContainText('Desistiu');

    // Back on the board (the place reopened): the card says I gave up, not that I am a candidate.
    await page.goto('/freelancer/jobs');
    const given = jobCard(page, 'Maître');
    await expect(given.getByRole('button', { name: 'Você desistiu' })).toBeDisabled();
    await expect(given.getByText('Desistiu', { exact: true })).toBeVisible();
    await expect(given.getByText('Candidato', { exact: true })).toHaveCount(0);
  });

  test('once the shift has ended "Encerrar turno" checks out and offers the evaluation', async ({ page }) => {
    const company = `Buffet Hoje ${uniqueId()}`;
    await signUp(page.request, freelancerSignup());
    const contractor = await newContractorApi({ company_name: company });
    const jobId = await publishJob(contractor.api, { company, segment: 'CAIXA', salaryCents: 9_000, inDays: 0 });
    await applyToJob(page.request, jobId);
    await approveOnlyApplication(contractor.api, jobId);
    await moveJobToYesterday(contractor.api, jobId);
    await contractor.api.dispose();

    await page.goto('/freelancer/agenda');
    await page.getByRole('button', { name: 'Encerrar turno de Caixa' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Encerrar turno' }).click();
    await expect(page.getByText('Turno encerrado!')).toBeVisible();
    await expect(page.getByText('Avaliação disponível!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Avaliar Agora' })).toBeVisible();
    await expect(
      page.getByText('Parece que você ainda não possui nenhuma vaga confirmada na sua agenda!'),
    ).toBeVisible();
  });
});
