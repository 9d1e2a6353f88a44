import type { Page } from '@playwright/test';
import { appOrigin, contractorSignup, freelancerSignup, signUp, uniqueId } from './support/accounts';
import {
  applyToJob,
  approveOnlyApplication,
  boardJobCard,
  coinChip,
  contractorJobCard,
  newContractorApi,
  moveJobToYesterday,
  openBoardFilters,
  publishJob,
} from './support/marketplace';
import { expectNoReload, logIn, markWindow } from './support/session';
import { expect, test } from './support/two-people';
import { isoDate, toast } from './support/ui';

/**
 * Both sides of the marketplace at once, each person in a browser context of their own (issue 3):
 * the contractor publishes, the freelancer finds the job and applies, the contractor sees the
 * candidate arrive and approves, the freelancer sees it happen, and the service is concluded.
 * What one side does reaches the other through the event stream, never through a reload: each
 * window is marked once signed in and the mark must still be there at the end.
 */

const EMPTY_AGENDA = 'Parece que você ainda não possui nenhuma vaga confirmada na sua agenda!';
const NO_CONTACT = 'Dados de contato disponíveis após aprovação na vaga';

/** The side column of the freelancer's job detail: the 'Candidatura' and 'Contratante' cards. */
function applicationCard(page: Page) {
  return page.getByRole('complementary', { name: 'Candidatura e contratante' });
}

test.describe('Jornada do marketplace', () => {
  test('publish with the CEP lookup → find by filter and apply → live candidate, approval → live approval, contact and agenda → conclusion', async ({
    page: contractorPage,
    otherPage: freelancerPage,
    request,
  }, testInfo) => {
    test.slow(); // two people, six screens each
    const company = `Churrascaria Jornada ${uniqueId()}`;
    const contractor = await signUp(request, contractorSignup({ company_name: company }));
    const freelancer = await signUp(request, freelancerSignup({ positions: ['Churrasqueiro'] }));
    expect(freelancerPage.viewportSize()).toEqual(contractorPage.viewportSize()); // both at the project's size

    // ------------------------------------------------ contractor: publishes with the CEP lookup
    await logIn(contractorPage, contractor, 'contractor');
    await markWindow(contractorPage);
    await contractorPage.getByRole('link', { name: 'Publicar Vaga' }).click();
    await expect(contractorPage.getByRole('heading', { level: 1, name: 'Publicar Nova Vaga' })).toBeVisible();
    await expect(contractorPage.getByLabel('Empresa')).toHaveValue(company);
    await contractorPage.getByLabel('Segmento').selectOption({ label: 'Churrasqueiro' });
    await contractorPage.getByLabel('Número de pessoas').fill('1');
    await contractorPage.getByLabel('Descrição (opcional)').fill('Churrasco para 60 convidados em confraternização.');
    await contractorPage.getByLabel('Vestimentas').fill('Avental e calça preta');
    await contractorPage.getByLabel('Data do serviço').fill(isoDate(12));
    await contractorPage.getByLabel('Início').fill('12:00');
    await contractorPage.getByLabel('Término').fill('18:00');
    await contractorPage.getByLabel('Orçamento').pressSequentially('8000');
    await expect(contractorPage.getByLabel('Orçamento')).toHaveValue('R$\u00a080,00');
    await contractorPage.getByLabel('Data de pagamento').fill(isoDate(13));
    await contractorPage.getByLabel('CEP').pressSequentially('88010400');
    await expect(toast(contractorPage, 'Endereço encontrado!')).toBeVisible();
    await expect(contractorPage.getByLabel('Rua')).toHaveValue('Rua Felipe Schmidt');
    await expect(contractorPage.getByLabel('Bairro')).toHaveValue('Centro');
    await expect(contractorPage.getByLabel('Estado')).toHaveValue('SC');
    await expect(contractorPage.getByLabel('Cidade')).toHaveValue('Florianópolis');
    await contractorPage.getByLabel('Número', { exact: true }).fill('321');
    await contractorPage.getByRole('button', { name: 'Publicar Vaga' }).click();
    await expect(toast(contractorPage, 'Vaga criada com sucesso!')).toBeVisible();
    await expect(contractorPage).toHaveURL(/\/contractor\/jobs$/);
    const listed = contractorJobCard(contractorPage, 'Churrasqueiro');
    await expect(listed).toContainText('Centro, Florianópolis - SC');

    // The contractor waits on the job's page.
    await listed.getByRole('link', { name: /^Ver Detalhes/ }).click();
    await expect(contractorPage.getByRole('heading', { level: 1, name: 'Churrasqueiro' })).toBeVisible();
    await expect(contractorPage.getByRole('heading', { name: 'Candidatos (0)' })).toBeVisible();

    // ------------------------------------------------ freelancer: finds it by text and city, applies
    await logIn(freelancerPage, freelancer, 'freelancer');
    await markWindow(freelancerPage);
    await expect(coinChip(freelancerPage, 15)).toBeVisible();
    await freelancerPage.getByLabel('Buscar por cidade ou título').fill('churrasqueiro');
    await expect(freelancerPage).toHaveURL(/[?&]q=churrasqueiro/);
    await openBoardFilters(freelancerPage);
    await freelancerPage.getByLabel('Cidade', { exact: true }).selectOption('Florianópolis');
    await expect(freelancerPage).toHaveURL(/[?&]city=Florian/);
    const card = boardJobCard(freelancerPage, 'Churrasqueiro').filter({ hasText: company });
    await expect(card).toContainText('R$\u00a080,00');
    await expect(card).toContainText('8 moedas');
    await expect(card.getByText('Disponível', { exact: true })).toBeVisible();

    await card.getByRole('link', { name: 'Churrasqueiro', exact: true }).click();
    await expect(freelancerPage.getByRole('heading', { level: 1, name: 'Churrasqueiro' })).toBeVisible();
    await expect(freelancerPage.getByText('Rua Felipe Schmidt')).toBeVisible();
    // No contact before approval: the server does not send it.
    await expect(freelancerPage.getByText(NO_CONTACT)).toBeVisible();
    await expect(freelancerPage.getByRole('link', { name: contractor.email })).toHaveCount(0);
    await expect(freelancerPage.getByText(contractor.full_name)).toHaveCount(0);

    await applicationCard(freelancerPage).getByRole('button', { name: 'Candidatar-se' }).click();
    const confirmApply = freelancerPage.getByRole('dialog', { name: 'Confirmar candidatura' });
    await expect(confirmApply).toContainText('8 moedas');
    await confirmApply.getByRole('button', { name: 'Confirmar candidatura' }).click();
    await expect(toast(freelancerPage, 'Candidatura enviada!')).toBeVisible();
    await expect(applicationCard(freelancerPage).getByText('Candidatura enviada', { exact: true })).toBeVisible();

    // Back on the board: the balance is unchanged (coins are charged on approval); 'Pendente' in the tab.
    await freelancerPage.getByRole('link', { name: 'Voltar para vagas' }).click();
    await expect(coinChip(freelancerPage, 15)).toBeVisible();
    await freelancerPage.getByRole('tab', { name: 'Minhas Candidaturas (1)' }).click();
    const row = freelancerPage.getByRole('tabpanel').getByRole('article').filter({ hasText: company });
    await expect(row.getByText('Pendente', { exact: true })).toBeVisible();

    // ------------------------------------------------ contractor: the candidate appears by itself
    await expect(contractorPage.getByRole('heading', { name: 'Candidatos (1)' })).toBeVisible({ timeout: 15_000 });
    const candidate = contractorPage.getByRole('listitem').filter({ hasText: freelancer.full_name });
    await expect(candidate.getByText('Pendente', { exact: true })).toBeVisible();
    await candidate.getByRole('button', { name: `Aprovar ${freelancer.full_name}`, exact: true }).click();
    const confirmApproval = contractorPage.getByRole('dialog', { name: `Aprovar ${freelancer.full_name}?` });
    await expect(confirmApproval).toContainText('1 crédito');
    await confirmApproval.getByRole('button', { name: 'Aprovar' }).click();
    await expect(
      toast(contractorPage, 'Todos os 1 freelancer(s) necessário(s) foram aprovados! A vaga está preenchida.'),
    ).toBeVisible();
    await expect(candidate.getByText('Aprovado', { exact: true })).toBeVisible();
    await expect(contractorPage.getByText('Preenchido', { exact: true })).toBeVisible();

    // ------------------------------------------------ freelancer: the approval arrives by itself
    await expect(row.getByText('Aprovado', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(coinChip(freelancerPage, 7)).toBeVisible();
    await expect(freelancerPage.getByRole('tab', { name: 'Minhas Candidaturas (1)' })).toBeVisible();

    // The job detail now carries the contractor's contact.
    await row.getByRole('link', { name: 'Churrasqueiro' }).click();
    await expect(freelancerPage.getByRole('heading', { level: 1, name: 'Churrasqueiro' })).toBeVisible();
    await expect(freelancerPage.getByText('Você foi aprovado para esta vaga!')).toBeVisible();
    await expect(freelancerPage.getByText('Confirmado', { exact: true })).toBeVisible();
    await expect(freelancerPage.getByText(NO_CONTACT)).toHaveCount(0);
    const contact = applicationCard(freelancerPage);
    await expect(contact.getByText(contractor.full_name)).toBeVisible();
    await expect(contact.getByRole('link', { name: contractor.email })).toHaveAttribute(
      'href',
      `mailto:${contractor.email}`,
    );
    await expect(contact.getByRole('link', { name: '(11) 3333-4444' })).toHaveAttribute('href', 'tel:+551133334444');
    await expect(freelancerPage.locator('[data-sonner-toast]')).toHaveCount(0); // a clean picture
    await freelancerPage.screenshot({ path: testInfo.outputPath('approved-job-detail.png'), fullPage: true });

    // And the agenda has it.
    await applicationCard(freelancerPage).getByRole('link', { name: 'Ver na agenda' }).click();
    await expect(freelancerPage.getByRole('heading', { level: 1, name: 'Minha Agenda' })).toBeVisible();
    const agendaItem = freelancerPage.getByRole('article').filter({ hasText: company });
    await expect(agendaItem.getByRole('heading', { name: 'Churrasqueiro' })).toBeVisible();
    await expect(agendaItem).toContainText('12:00 às 18:00');
    await expect(agendaItem.getByText('Confirmado', { exact: true })).toBeVisible();
    await expect(agendaItem).toContainText(contractor.full_name);

    // ------------------------------------------------ contractor: concludes the service
    // It opens at the shift's start: the day comes (the development tools move the job to yesterday).
    await expect(contractorPage.getByRole('button', { name: 'Concluir Serviço' })).toHaveCount(0);
    const jobId = new URL(contractorPage.url()).pathname.split('/').at(-2) ?? '';
    await moveJobToYesterday(contractorPage.request, jobId);
    await contractorPage.getByRole('button', { name: 'Concluir Serviço' }).click();
    const confirmDone = contractorPage.getByRole('dialog', { name: 'Concluir Serviço?' });
    await confirmDone.getByRole('button', { name: 'Concluir Serviço' }).click();
    await expect(toast(contractorPage, 'Serviço concluído!')).toBeVisible();
    await expect(contractorPage.getByText('Concluído', { exact: true })).toBeVisible();
    await expect(contractorPage.getByRole('button', { name: 'Concluir Serviço' })).toHaveCount(0);

    // ------------------------------------------------ freelancer: the agenda lets it go by itself
    await expect(freelancerPage.getByText(EMPTY_AGENDA)).toBeVisible({ timeout: 15_000 });
    await freelancerPage.getByRole('link', { name: 'Ver Vagas' }).click();
    await freelancerPage.getByRole('tab', { name: 'Minhas Candidaturas (1)' }).click();
    await row.getByRole('link', { name: 'Churrasqueiro' }).click();
    await expect(freelancerPage.getByText('Finalizado', { exact: true })).toBeVisible();
    await expect(applicationCard(freelancerPage).getByRole('link', { name: 'Avaliar Contratante' })).toHaveAttribute(
      'href',
      /\/freelancer\/evaluation\?jobId=[0-9a-f-]{36}$/,
    );

    await expectNoReload(contractorPage);
    await expectNoReload(freelancerPage);
  });
});

test.describe('Casos do marketplace', () => {
  test("applying twice is impossible: a stale tab gets the server's answer and catches up", async ({ page }) => {
    const company = `Copa Dupla ${uniqueId()}`;
    const contractor = await newContractorApi({ company_name: company });
    const jobId = await publishJob(contractor.api, { company, segment: 'COPEIRO', salaryCents: 6_000, inDays: 6 });
    await contractor.api.dispose();
    await signUp(page.request, freelancerSignup());

    // Two tabs of the same person; the second has lost its event stream, so nothing updates it.
    const stale = await page.context().newPage();
    await stale.route('**/api/events*', (route) => route.abort());
    await stale.goto(`/jobs/${jobId}`);
    await stale.getByRole('button', { name: 'Candidatar-se' }).click();
    const staleDialog = stale.getByRole('dialog', { name: 'Confirmar candidatura' });
    await expect(staleDialog).toBeVisible();

    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Candidatar-se' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar candidatura' })
      .getByRole('button', { name: 'Confirmar candidatura' })
      .click();
    await expect(toast(page, 'Candidatura enviada!')).toBeVisible();
    await expect(page.getByText('Candidatura enviada', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0);

    // The stale tab still offers it; confirming gets the server's refusal, then shows the truth.
    await staleDialog.getByRole('button', { name: 'Confirmar candidatura' }).click();
    await expect(toast(stale, 'Erro ao se candidatar')).toContainText('Você já se candidatou a esta vaga.');
    await expect(stale.getByText('Candidatura enviada', { exact: true })).toBeVisible();
    await expect(stale.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0);

    // The API says the same to anyone who tries; still one application, and no coin spent.
    const again = await page.request.post(`/api/jobs/${jobId}/apply`, { headers: { origin: appOrigin() } });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { code: 'ALREADY_APPLIED', message: 'Você já se candidatou a esta vaga.' },
    });
    // Back on the first tab, as the person switches to it: its toast, paused while the tab was hidden,
    // runs out; until then it covers the top of the page, where 'Voltar para vagas' is.
    await page.bringToFront();
    await expect(toast(page, 'Candidatura enviada!')).toBeHidden();
    await page.getByRole('link', { name: 'Voltar para vagas' }).click();
    await expect(coinChip(page, 15)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Minhas Candidaturas (1)' })).toBeVisible();
    await stale.close();
  });

  test('"Cancelar evento" refunds the approved freelancer live and the job leaves their lists', async ({
    page: contractorPage,
    otherPage: freelancerPage,
  }) => {
    const company = `Buffet Cancelado ${uniqueId()}`;
    const contractor = await newContractorApi({ company_name: company });
    // R$ 120,00: 12 coins, charged on approval (15 → 3).
    const jobId = await publishJob(contractor.api, {
      company,
      segment: 'RECEPCIONISTA',
      salaryCents: 12_000,
      inDays: 8,
    });
    await signUp(freelancerPage.request, freelancerSignup());
    await applyToJob(freelancerPage.request, jobId);
    await approveOnlyApplication(contractor.api, jobId);
    await contractor.api.dispose();

    // The freelancer: coins debited, the job in the agenda, which stays open.
    await freelancerPage.goto('/freelancer/jobs');
    await expect(coinChip(freelancerPage, 3)).toBeVisible();
    await freelancerPage
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Agenda' })
      .click();
    const agendaItem = freelancerPage.getByRole('article').filter({ hasText: company });
    await expect(agendaItem.getByRole('heading', { name: 'Recepcionista' })).toBeVisible();
    await markWindow(freelancerPage);

    // The contractor cancels the event from its page, after the confirmation.
    await logIn(contractorPage, contractor.account, 'contractor');
    await contractorJobCard(contractorPage, 'Recepcionista')
      .getByRole('link', { name: /^Ver Detalhes/ })
      .click();
    await expect(contractorPage).toHaveURL(new RegExp(`/contractor/jobs/${jobId}/details$`));
    await contractorPage.getByRole('button', { name: 'Cancelar evento' }).click();
    const dialog = contractorPage.getByRole('dialog', { name: 'Cancelar evento?' });
    await expect(dialog).toContainText(
      'O freelancer aprovado será avisado e recebe de volta as moedas pagas pela candidatura.',
    );
    await dialog.getByRole('button', { name: 'Cancelar evento' }).click();
    await expect(toast(contractorPage, 'Evento cancelado')).toBeVisible();
    await expect(contractorPage).toHaveURL(/\/contractor\/jobs$/);
    await expect(contractorJobCard(contractorPage, 'Recepcionista')).toHaveCount(0);

    // The freelancer's agenda lets it go by itself, and the coins are back.
    await expect(freelancerPage.getByText(EMPTY_AGENDA)).toBeVisible({ timeout: 15_000 });
    await freelancerPage.getByRole('link', { name: 'Ver Vagas' }).click();
    await expect(coinChip(freelancerPage, 15)).toBeVisible();
    await freelancerPage.getByLabel('Buscar por cidade ou título').fill('recepcionista');
    await expect(freelancerPage).toHaveURL(/[?&]q=recepcionista/);
    await expect(freelancerPage.getByRole('article').filter({ hasText: company })).toHaveCount(0);

    // Its history says what happened, and 'Desistir' is gone with the event.
    await freelancerPage.getByRole('tab', { name: 'Minhas Candidaturas (1)' }).click();
    const row = freelancerPage.getByRole('tabpanel').getByRole('article').filter({ hasText: company });
    await expect(row.getByText('Evento cancelado', { exact: true })).toBeVisible();
    await freelancerPage.getByRole('link', { name: 'Gerenciar candidaturas' }).click();
    const managed = freelancerPage.getByRole('article').filter({ hasText: company });
    await expect(managed.getByText('Evento cancelado', { exact: true })).toBeVisible();
    await expect(managed.getByRole('button', { name: /Desistir/ })).toHaveCount(0);
    await managed.getByRole('link', { name: 'Ver Detalhes da vaga de Recepcionista' }).click();
    await expect(freelancerPage.getByText('Este evento foi cancelado pelo contratante.')).toBeVisible();
    await expect(freelancerPage.getByText('As moedas da candidatura foram devolvidas ao seu saldo.')).toBeVisible();
    await expect(freelancerPage.getByText('Cancelado', { exact: true })).toBeVisible();
    await expect(freelancerPage.getByRole('link', { name: 'Ver na agenda' })).toHaveCount(0);
    await expectNoReload(freelancerPage);
  });
});
