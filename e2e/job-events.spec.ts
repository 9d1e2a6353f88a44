import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appOrigin, contractorSignup, freelancerSignup, newApiContext, signUp, uniqueId } from './support/accounts';
import { applyToJob, approveOnlyApplication } from './support/marketplace';
import { expectNoAxeViolations, isoDate, toast } from './support/ui';

const SHOTS = '/tmp/shots-events';
const WIDTHS = [360, 390, 1280];

type EventView = {
  name: string;
  jobs: { id: string; title: string; approved_count: number; required_people: number; status: string }[];
};

/** The 'basico' plan, paid on the local PIX provider's page (30 credits), through the API. */
async function buyPlan(request: APIRequestContext): Promise<void> {
  const headers = { origin: appOrigin() };
  const charge = await request.post('/api/payments/plans', { headers, data: { plan_id: 'basico' } });
  expect(charge.status(), await charge.text()).toBe(201);
  const invoice = ((await charge.json()) as { invoice_url: string }).invoice_url;
  const paid = await request.post(`${new URL(invoice, appOrigin()).pathname}/confirm`, { headers, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

async function credits(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/contractor/jobs')).json()) as { credits: number }).credits;
}

/** Nothing wider than the screen, and a picture of it at each width. */
async function shoot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** One role of the event form, by its legend ('Função 2'). */
function role(page: Page, n: number) {
  return page.getByRole('group', { name: `Função ${n}`, exact: true });
}

/**
 * 'Publicar evento' (issue 26, decision 0038), as a person would: a contractor publishes a
 * three-role event from one form, sees each role's progress on the event's page and in the list,
 * approves a waiter (the progress becomes 'Garçom 1/2'), then cancels the whole event.
 */
test('a three-role event is published, shows each role’s progress, and is cancelled as a whole', async ({ page }) => {
  test.setTimeout(120_000);
  const company = `Buffet Evento ${uniqueId()}`;
  const name = `Casamento Silva ${uniqueId()}`;
  await signUp(page.request, contractorSignup({ company_name: company }));
  await buyPlan(page.request);
  const before = await credits(page.request);

  await page.goto('/contractor/jobs');
  await page.getByRole('link', { name: 'Publicar evento' }).click();
  await expect(page).toHaveURL(/\/contractor\/eventos\/novo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Publicar evento' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Novo evento' });
  await expect(form.getByLabel('Empresa')).toHaveValue(company);

  // Sent empty: the shared schema's messages, under each role's fields too; nothing published.
  await form.getByRole('button', { name: 'Publicar evento' }).click();
  await expect(role(page, 1).getByText('Seleção de segmento é obrigatória')).toBeVisible();
  await expect(form.getByText('Data do serviço é obrigatória')).toBeVisible();

  await form.getByLabel('Nome do evento (opcional)').fill(name);
  const fillRole = async (n: number, segment: string, people: string, value: string, dress: string) => {
    await role(page, n).getByLabel('Segmento').selectOption({ label: segment });
    await role(page, n).getByLabel('Número de pessoas').fill(people);
    await role(page, n).getByLabel('Orçamento').fill(value);
    await role(page, n).getByLabel('Vestimentas').fill(dress);
  };
  await fillRole(1, 'Garçom', '2', '15000', 'Camisa branca e calça preta');
  await fillRole(2, 'Cozinheiro', '1', '17000', 'Dólmã branca');
  await expect(form.getByRole('status')).toContainText('Serão publicadas 2 vagas e usados 2 créditos');
  await form.getByRole('button', { name: 'Adicionar função' }).click();
  await fillRole(3, 'Bartender', '1', '20000', 'Avental preto');
  await form.getByRole('button', { name: 'Adicionar função' }).click();
  await fillRole(4, 'Segurança', '1', '18000', 'Terno preto');
  await expect(form.getByRole('status')).toContainText('Serão publicadas 4 vagas e usados 4 créditos');
  // The cook is not needed after all: the roles after it move up with what was typed in them.
  await form.getByRole('button', { name: 'Remover função 2' }).click();
  await expect(role(page, 4)).toHaveCount(0);
  await expect(role(page, 2).getByLabel('Segmento')).toHaveValue('BARTENDER');
  await expect(role(page, 2).getByLabel('Orçamento')).toHaveValue('R$\u00a0200,00');
  await expect(role(page, 3).getByLabel('Segmento')).toHaveValue('SEGURANCA');
  await expect(role(page, 3).getByLabel('Vestimentas')).toHaveValue('Terno preto');
  await expect(form.getByRole('status')).toContainText('Serão publicadas 3 vagas e usados 3 créditos');

  await form.getByLabel('Data do serviço').fill(isoDate(5));
  await form.getByLabel('Início').fill('19:00');
  await form.getByLabel('Término').fill('23:30');
  await form.getByLabel('Data de pagamento').fill(isoDate(6));
  await form.getByLabel('CEP').pressSequentially('01310100');
  await expect(form.getByLabel('Número', { exact: true })).toBeFocused();
  await form.getByLabel('Número', { exact: true }).fill('1578');
  await expectNoAxeViolations(page);
  await shoot(page, 'publicar-evento');
  // Where the thumb is: the count and 'Publicar evento' above the bottom bar and the floating button.
  await form.getByRole('button', { name: 'Publicar evento' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/publicar-evento-botao-390.png` });

  await form.getByRole('button', { name: 'Publicar evento' }).click();
  await expect(toast(page, 'Evento publicado!')).toBeVisible();
  await expect(page).toHaveURL(/\/contractor\/eventos\/[0-9a-f-]+$/);
  const eventId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Garçom 0/2 · Bartender 0/1 · Segurança 0/1');
  expect(await credits(page.request)).toBe(before - 3);
  const published = (await (await page.request.get(`/api/contractor/events/${eventId}`)).json()) as EventView;
  expect(published.jobs.map((j) => [j.title, j.required_people, j.status])).toEqual([
    ['Garçom', 2, 'active'],
    ['Bartender', 1, 'active'],
    ['Segurança', 1, 'active'],
  ]);

  // A waiter applies; the contractor approves them from the role's page.
  const waiter = await newApiContext();
  const person = await signUp(waiter, freelancerSignup({ full_name: 'Marta Souza' }));
  await applyToJob(waiter, published.jobs[0]!.id);
  await waiter.dispose();
  await page.getByRole('link', { name: new RegExp(`^Ver Detalhes: Garçom`) }).click();
  const candidate = page.getByRole('listitem').filter({ hasText: person.full_name });
  await candidate.getByRole('button', { name: `Aprovar ${person.full_name}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: `Aprovar ${person.full_name}?` })
    .getByRole('button', { name: 'Aprovar' })
    .click();
  await expect(candidate.getByText('Aprovado', { exact: true })).toBeVisible();

  // The event's page and the list now say 'Garçom 1/2'.
  await page.goto(`/contractor/eventos/${eventId}`);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Garçom 1/2 · Bartender 0/1 · Segurança 0/1');
  await expectNoAxeViolations(page);
  await shoot(page, 'evento');
  await page.goto('/contractor/jobs');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Garçom 1/2 · Bartender 0/1 · Segurança 0/1');
  // The event's jobs are one card, not three.
  await expect(page.getByRole('article', { name: 'Garçom' })).toHaveCount(0);
  await shoot(page, 'minhas-vagas');
  const approved = (await (await page.request.get(`/api/contractor/events/${eventId}`)).json()) as EventView;
  expect(approved.jobs.map((j) => `${j.title} ${j.approved_count}/${j.required_people}`)).toEqual([
    'Garçom 1/2',
    'Bartender 0/1',
    'Segurança 0/1',
  ]);

  // 'Cancelar evento', confirmed: every role goes, the waiter gets their coins back.
  await card.getByRole('link', { name: `Ver evento: ${name}` }).click();
  await page.getByRole('button', { name: 'Cancelar evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar evento?' });
  await expect(dialog).toContainText('Serão canceladas as 3 vagas abertas');
  await expect(dialog).toContainText('O freelancer aprovado será avisado');
  await dialog.getByRole('button', { name: 'Cancelar evento' }).click();
  await expect(toast(page, 'Evento cancelado')).toBeVisible();
  await expect(page).toHaveURL(/\/contractor\/jobs$/);
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  expect((await page.request.get(`/api/contractor/events/${eventId}`)).status()).toBe(404);
});

/**
 * 'Pagamento garantido pelo Vamos Trabalhar' on an event (issue 27): one choice for every role, the
 * summary per role and for the event (looked at on small phones), every role's job guaranteed; while
 * a place awaits its PIX payment 'Cancelar evento' says which and cancels nothing.
 */
test('an event published with guaranteed pay: the summary, every job guaranteed, the cancel waits for a payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Festa Garantida ${uniqueId()}`;
  await signUp(page.request, contractorSignup());
  await buyPlan(page.request);

  await page.goto('/contractor/eventos/novo');
  const form = page.getByRole('form', { name: 'Novo evento' });
  await form.getByLabel('Nome do evento (opcional)').fill(name);
  await role(page, 1).getByLabel('Segmento').selectOption({ label: 'Garçom' });
  await role(page, 1).getByLabel('Número de pessoas').fill('6');
  await role(page, 1).getByLabel('Orçamento').fill('15000');
  await role(page, 1).getByLabel('Vestimentas').fill('Camisa branca');
  await role(page, 2).getByLabel('Segmento').selectOption({ label: 'Recepcionista' });
  await role(page, 2).getByLabel('Número de pessoas').fill('2');
  await role(page, 2).getByLabel('Orçamento').fill('123456');
  await role(page, 2).getByLabel('Vestimentas').fill('Terninho preto');
  await form.getByLabel('Data do serviço').fill(isoDate(5));
  await form.getByLabel('Início').fill('19:00');
  await form.getByLabel('Término').fill('23:30');
  await form.getByLabel('Data de pagamento').fill(isoDate(6));
  await form.getByLabel('CEP').pressSequentially('01310100');
  await expect(form.getByLabel('Número', { exact: true })).toBeFocused();
  await form.getByLabel('Número', { exact: true }).fill('1578');

  await form.getByRole('checkbox', { name: 'Pagamento garantido pelo Vamos Trabalhar' }).check();
  const perRole = form.getByRole('list', { name: 'Pagamento garantido por função' });
  await expect(perRole.getByRole('listitem')).toHaveCount(2);
  await expect(perRole.getByRole('listitem').nth(0)).toContainText('Garçom · 6 pessoas');
  await expect(perRole.getByRole('listitem').nth(0)).toContainText('Total para 6 pessoas');
  await expect(perRole.getByRole('listitem').nth(1)).toContainText('Taxa de serviço (10%)');
  await expect(form.getByText('Total do evento (8 pessoas)')).toBeVisible();
  await expectNoAxeViolations(page);
  // The summary on small phones: nothing wider than the screen or than its own boxes.
  const summary = perRole.locator('..');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const original = page.viewportSize();
  for (const width of [360, 390]) {
    // Tall enough that the bottom bar and the floating button are clear of the summary in the picture.
    await page.setViewportSize({ width, height: 1400 });
    await summary.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const box of await summary.locator('dl, li').all()) {
      expect(await box.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    }
    await summary.screenshot({ path: `${SHOTS}/evento-pagamento-garantido-${width}.png` });
  }
  if (original) await page.setViewportSize(original);

  await form.getByRole('button', { name: 'Publicar evento' }).click();
  await expect(toast(page, 'Evento publicado!')).toBeVisible();
  await expect(page).toHaveURL(/\/contractor\/eventos\/[0-9a-f-]+$/);
  const eventId = page.url().split('/').at(-1) ?? '';
  const event = (await (await page.request.get(`/api/contractor/events/${eventId}`)).json()) as EventView;
  for (const job of event.jobs) {
    const detail = await (await page.request.get(`/api/contractor/jobs/${job.id}`)).json();
    expect(detail).toMatchObject({ guaranteed_pay: true });
  }

  // A waiter approved: the place waits for its PIX payment; 'Cancelar evento' says so and cancels nothing.
  const waiter = await newApiContext();
  await signUp(waiter, freelancerSignup());
  await applyToJob(waiter, event.jobs[0]!.id);
  await waiter.dispose();
  await approveOnlyApplication(page.request, event.jobs[0]!.id);
  await page.reload();
  await page.getByRole('button', { name: 'Cancelar evento' }).click();
  await page.getByRole('dialog', { name: 'Cancelar evento?' }).getByRole('button', { name: 'Cancelar evento' }).click();
  await expect(toast(page, 'Erro ao cancelar evento')).toContainText(
    `A vaga de Garçom de ${isoDate(5).split('-').reverse().join('/')} tem um lugar aguardando pagamento. Pague ou cancele esse pagamento na página da vaga antes de cancelar o evento.`,
  );
  const after = (await (await page.request.get(`/api/contractor/events/${eventId}`)).json()) as EventView;
  expect(after.jobs.map((j) => j.status)).toEqual(['active', 'active']);
});

/** 'Repetir semanalmente' on the job form: the count before publishing, then the series at once. */
test('a job repeated weekly for 4 weeks publishes 4 jobs and says so first', async ({ page }) => {
  const company = `Bar Semanal ${uniqueId()}`;
  await signUp(page.request, contractorSignup({ company_name: company }));
  await buyPlan(page.request);
  const before = await credits(page.request);

  await page.goto('/contractor/jobs/create');
  const form = page.getByRole('form', { name: 'Nova vaga' });
  await form.getByLabel('Segmento').selectOption({ label: 'Garçom' });
  await form.getByLabel('Vestimentas').fill('Camisa preta');
  await form.getByLabel('Data do serviço').fill(isoDate(3));
  await form.getByLabel('Início').fill('18:00');
  await form.getByLabel('Término').fill('23:00');
  await form.getByLabel('Orçamento').fill('12000');
  await form.getByLabel('Data de pagamento').fill(isoDate(4));
  await form.getByLabel('CEP').pressSequentially('01310100');
  await expect(form.getByLabel('Número', { exact: true })).toBeFocused();
  await form.getByLabel('Número', { exact: true }).fill('10');
  await form.getByLabel('Repetir semanalmente').check();
  await form.getByLabel('Por quantas semanas').selectOption('4');
  await expect(form.getByRole('status')).toHaveText('Serão publicadas 4 vagas e usados 4 créditos.');
  await shoot(page, 'repetir-semanalmente');

  await form.getByRole('button', { name: 'Publicar 4 vagas' }).click();
  await expect(toast(page, '4 vagas publicadas!')).toBeVisible();
  await expect(page).toHaveURL(/\/contractor\/eventos\/[0-9a-f-]+$/);
  for (const week of [0, 1, 2, 3]) {
    const [y, m, d] = isoDate(3 + 7 * week).split('-');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${d}/${m}/${y}`) })).toContainText(
      'Garçom 0/1',
    );
  }
  expect(await credits(page.request)).toBe(before - 4);
  await expect(page.getByRole('paragraph').filter({ hasText: 'toda semana, por 4 semanas' })).toBeVisible();
  await shoot(page, 'serie-semanal');
});
