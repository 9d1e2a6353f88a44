import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { contractorSignup, DEMO_CONTRACTOR, freelancerSignup, newApiContext, signUp } from './support/accounts';
import {
  applyToJob,
  approveOnlyApplication,
  contractorJobCard as jobCard,
  moveJobToYesterday,
  publishJob,
} from './support/marketplace';
import { logIn } from './support/session';
import { expectNoAxeViolations, isoDate, toast } from './support/ui';

/**
 * Contractor journeys of spec 02 (jobs list, create, details, approval, completion, cancel, edit,
 * agenda), driven by role and Portuguese label. Flows that spend credits or coins use fresh
 * accounts: both projects run against one database, and the demo accounts are shared by every spec.
 */

/** Signs a fresh contractor up through the API (in its own cookie jar) and logs in through the form. */
async function logInAsNewContractor(page: Page, request: APIRequestContext) {
  const account = await signUp(request, contractorSignup());
  await logIn(page, account, 'contractor');
  return account;
}

/** No axe violation on the page (toasts excluded: they come and go during the scan). */
async function expectAccessible(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
}

test.describe('Contratante: vagas', () => {
  test('publishes a job with the CEP lookup, approves a candidate and concludes the service', async ({
    page,
    request,
  }) => {
    await logInAsNewContractor(page, request);
    await expect(page.getByText('2 Vagas Disponíveis')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nenhuma vaga encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver Planos' })).toHaveAttribute('href', '/contractor/subscription');

    await page.getByRole('link', { name: 'Publicar Vaga' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Publicar Nova Vaga' })).toBeVisible();
    await expect(page.getByText('Você tem 2 créditos.')).toBeVisible();
    await expect(page.getByLabel('Empresa')).toHaveValue('Bar do João');

    // Validation first: nothing filled in.
    const publish = page.getByRole('button', { name: 'Publicar Vaga' });
    await publish.click();
    await expect(toast(page, 'Erro na validação')).toBeVisible();
    await expect(page.getByText('Seleção de segmento é obrigatória')).toBeVisible();
    await expect(page.getByText('CEP é obrigatório')).toBeVisible();
    await expect(page.getByText('Valor é obrigatório')).toBeVisible();
    await expectAccessible(page);

    const service = isoDate(7);
    await page.getByLabel('Segmento').selectOption({ label: 'Garçom' });
    await page.getByLabel('Número de pessoas').fill('1');
    await page
      .getByLabel('Descrição (opcional)')
      .fill('Atendimento às mesas em festa de aniversário para 80 convidados.');
    await page.getByLabel('Vestimentas').fill('Camisa preta e calça social');
    await page.getByLabel('Data do serviço').fill(service);
    await page.getByLabel('Início').fill('18:00');
    await page.getByLabel('Término').fill('23:30');
    await page.getByLabel('Orçamento').pressSequentially('099');
    await expect(page.getByLabel('Orçamento')).toHaveValue('R$\u00a00,99');
    await page.getByLabel('Data de pagamento').fill(isoDate(6));
    await page.getByLabel('CEP').pressSequentially('01310100');
    await expect(toast(page, 'Endereço encontrado!')).toBeVisible();
    await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
    await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
    await expect(page.getByLabel('Estado')).toHaveValue('SP');
    await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
    await expect(page.getByLabel('Número', { exact: true })).toBeFocused();
    await page.getByLabel('Número', { exact: true }).fill('1578');
    await publish.click();
    await expect(page.getByText('O valor deve ser maior que R$ 1,00')).toBeVisible();
    await expect(page.getByText('Data de pagamento não pode ser anterior à data do serviço')).toBeVisible();

    await page.getByLabel('Orçamento').fill('');
    await page.getByLabel('Orçamento').pressSequentially('15000');
    await expect(page.getByLabel('Orçamento')).toHaveValue('R$\u00a0150,00');
    await page.getByLabel('Data de pagamento').fill(isoDate(8));
    await expect(page.getByText('O valor deve ser maior que R$ 1,00')).toHaveCount(0);
    await publish.click();
    await expect(toast(page, 'Vaga criada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/contractor\/jobs$/);
    await expect(page.getByText('1 Vagas Disponíveis')).toBeVisible();
    const card = jobCard(page, 'Garçom');
    await expect(card).toContainText('Bar do João');
    await expect(card).toContainText('Bela Vista, São Paulo - SP');
    await expect(card).toContainText('1 vaga');
    await expect(card).toContainText('R$\u00a0150,00');
    await expect(card.getByText('Ativo', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The details page is open when a freelancer applies (second browser context, through the API).
    await card.getByRole('link', { name: /^Ver Detalhes/ }).click();
    await expect(page).toHaveURL(/\/contractor\/jobs\/[0-9a-f-]+\/details$/);
    const jobId = page.url().split('/').at(-2) ?? '';
    await expect(page.getByRole('heading', { level: 1, name: 'Garçom' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Candidatos (0)' })).toBeVisible();

    const other = await newApiContext();
    const person = await signUp(other, freelancerSignup());
    await applyToJob(other, jobId);
    await other.dispose();

    // Live: the candidate appears without a reload (realtime invalidation).
    await expect(page.getByRole('heading', { name: 'Candidatos (1)' })).toBeVisible({ timeout: 15_000 });
    const candidate = page.getByRole('listitem').filter({ hasText: person.full_name });
    await expect(candidate.getByText('Pendente')).toBeVisible();
    await expectAccessible(page);

    await candidate.getByRole('link', { name: `Ver perfil de ${person.full_name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/contractor/freelancer/[0-9a-f-]+\\?jobId=${jobId}$`));
    await expect(page.getByRole('heading', { level: 1, name: person.full_name })).toBeVisible();
    await expect(page.getByText('Dados de contato disponíveis após a aprovação do freelancer.')).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para a vaga' }).click();

    await candidate.getByRole('button', { name: `Aprovar ${person.full_name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Aprovar ${person.full_name}?` });
    await expect(dialog).toContainText('1 crédito');
    await dialog.getByRole('button', { name: 'Aprovar' }).click();
    await expect(
      toast(page, 'Todos os 1 freelancer(s) necessário(s) foram aprovados! A vaga está preenchida.'),
    ).toBeVisible();
    await expect(candidate.getByText('Aprovado', { exact: true })).toBeVisible();
    await expect(page.getByText('Preenchido', { exact: true })).toBeVisible();

    // Approved: the contact data is now shown.
    await candidate.getByRole('link', { name: `Ver perfil de ${person.full_name}` }).click();
    await expect(page.getByText(person.email)).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para a vaga' }).click();

    await page.getByRole('link', { name: 'Voltar', exact: true }).click();
    await expect(page.getByText('0 Vagas Disponíveis')).toBeVisible();
    await expect(card.getByText('Preenchido', { exact: true })).toBeVisible();
    await expect(card).toContainText(`Aprovado: ${person.full_name}`);
    // 'Concluir Serviço' opens at the shift's start: until then the card does not offer it.
    await expect(card.getByRole('button', { name: 'Concluir Serviço' })).toHaveCount(0);
    await moveJobToYesterday(page.request, jobId);
    await card.getByRole('button', { name: 'Concluir Serviço' }).click();
    const confirm = page.getByRole('dialog', { name: 'Concluir Serviço?' });
    await confirm.getByRole('button', { name: 'Concluir Serviço' }).click();
    await expect(toast(page, 'Serviço concluído!')).toBeVisible();
    await expect(card.getByText('Concluído', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Concluir Serviço' })).toHaveCount(0);
  });

  test('edits a job, then cancels the event and sees it leave the list', async ({ page, request }) => {
    await logInAsNewContractor(page, request);
    await publishJob(
      page.request,
      { company: 'Bar do João', segment: 'BARTENDER', salaryCents: 20000, inDays: 10 },
      {
        number: '1578',
        requirements: 'Roupa preta',
        description: 'Drinks clássicos em festa de casamento.',
        required_people: 2,
      },
    );
    await page.reload();
    const card = jobCard(page, 'Bartender');
    await expect(card).toContainText('2 vagas');

    await card.getByRole('link', { name: /^Ver Detalhes/ }).click();
    await expect(page.getByText('Sim', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Vaga' })).toBeVisible();
    await expect(page.getByLabel('Orçamento')).toHaveValue('R$\u00a0200,00');
    await page.getByLabel('Descrição').fill('');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Descrição é obrigatória')).toBeVisible();
    await page.getByLabel('Descrição').fill('Drinks autorais em festa de casamento na praia.');
    await page.getByLabel('Segmento').selectOption({ label: 'Barman' });
    await page.getByLabel('Número de pessoas').fill('3');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(toast(page, 'Vaga atualizada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Barman' })).toBeVisible();
    await expect(page.getByText('Drinks autorais em festa de casamento na praia.')).toBeVisible();
    await expect(page.getByText('0 de 3 vagas preenchidas')).toBeVisible();

    await page.getByRole('button', { name: 'Cancelar evento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar evento?' });
    await expect(dialog).toContainText('moedas');
    await dialog.getByRole('button', { name: 'Cancelar evento' }).click();
    await expect(toast(page, 'Evento cancelado')).toBeVisible();
    await expect(page).toHaveURL(/\/contractor\/jobs$/);
    await expect(page.getByRole('heading', { name: 'Nenhuma vaga encontrada' })).toBeVisible();
    await expect(jobCard(page, 'Barman')).toHaveCount(0);
  });
});

test.describe('Contratante: turno de aprovados', () => {
  test('changing the time of a job with an approved freelancer asks first, then moves their agenda', async ({
    page,
    request,
  }) => {
    await logInAsNewContractor(page, request);
    const jobId = await publishJob(page.request, {
      company: 'Bar da Praia',
      segment: 'GARCOM',
      salaryCents: 15_000,
      inDays: 12,
    });
    const freelancer = await newApiContext();
    await signUp(freelancer, freelancerSignup());
    await applyToJob(freelancer, jobId);
    await approveOnlyApplication(page.request, jobId);

    await page.goto(`/contractor/jobs/${jobId}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Vaga' })).toBeVisible();
    await page.getByLabel('Início').fill('20:30');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar data, horário ou valor?' });
    await expect(dialog).toContainText(
      'Esta vaga tem 1 freelancer aprovado. Confirme a alteração de data, horário ou valor: ele será avisado.',
    );
    // 'Voltar' keeps the form as typed and saves nothing.
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Início')).toHaveValue('20:30');
    const agendaOf = async () =>
      (
        (await (await freelancer.get('/api/freelancer/agenda')).json()) as {
          items: { job_id: string; start_time: string }[];
        }
      ).items.find((item) => item.job_id === jobId);
    expect(await agendaOf()).toMatchObject({ start_time: '19:00' });

    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await dialog.getByRole('button', { name: 'Confirmar alteração' }).click();
    await expect(toast(page, 'Vaga atualizada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/details$/);
    await expect(page.getByText('20:30', { exact: false }).first()).toBeVisible();
    expect(await agendaOf()).toMatchObject({ start_time: '20:30' });
    await freelancer.dispose();
  });
});

test.describe('Contratante: agenda', () => {
  test('the demo contractor creates, edits and deletes an event', async ({ page }) => {
    await logIn(page, DEMO_CONTRACTOR, 'contractor');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('link', { name: 'Minha Agenda' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Minha Agenda' })).toBeVisible();
    await page.getByRole('link', { name: 'Novo Evento' }).click();
    await expect(page).toHaveURL(/\/contractor\/agenda\/create$/);

    await page.getByLabel('Tipo').selectOption('');
    await page.getByRole('button', { name: 'Criar Evento' }).click();
    for (const message of [
      'Título é obrigatório',
      'Data é obrigatória',
      'Horário de início é obrigatório',
      'Horário de término é obrigatório',
      'Tipo é obrigatório',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Data').fill(isoDate(-1));
    await expect(page.getByText('Data não pode ser no passado')).toBeVisible();

    const title = `Reunião com o buffet ${Math.random().toString(36).slice(2, 7)}`;
    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Descrição (opcional)').fill('Definir o cardápio do evento.');
    await page.getByLabel('Data').fill(isoDate(3));
    await page.getByLabel('Início').fill('10:00');
    await page.getByLabel('Término').fill('11:00');
    await page.getByLabel('Tipo').selectOption({ label: 'Reunião' });
    await page.getByLabel('Status').selectOption({ label: 'Confirmado' });
    await page.getByRole('button', { name: 'Criar Evento' }).click();
    await expect(toast(page, 'Evento criado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/contractor\/agenda$/);
    const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(event).toContainText('10:00 – 11:00');
    await expect(event).toContainText('Reunião');
    await expect(event).toContainText('Confirmado');
    await expectAccessible(page);

    await event.getByRole('link', { name: `Editar ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Evento' })).toBeVisible();
    await expect(page.getByLabel('Título')).toHaveValue(title);
    await page.getByLabel('Término').fill('12:30');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(toast(page, 'Evento atualizado com sucesso!')).toBeVisible();
    await expect(event).toContainText('10:00 – 12:30');

    await event.getByRole('button', { name: `Excluir ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir evento' });
    await expect(dialog).toContainText('Tem certeza que deseja excluir este evento?');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Evento excluído com sucesso!')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });
});
