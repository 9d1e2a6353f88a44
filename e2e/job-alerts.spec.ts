import { test, expect } from '@playwright/test';
import { freelancerSignup, signUp, uniqueId } from './support/accounts';
import { newContractorApi, openBoardFilters, publishJob } from './support/marketplace';
import { expectNoAxeViolations, isoDate } from './support/ui';

/**
 * 'Alertas de vagas' (issue 25): a freelancer creates an alert from the board's filters; when a
 * contractor publishes a matching job, the bell rises and the notification opens the job.
 */
test('an alert created from the board’s filters brings a notification when a matching job is published', async ({
  page,
}) => {
  const city = `Cidade Alerta ${uniqueId()}`;
  const { api: contractor } = await newContractorApi({ company_name: `Bar Alerta ${uniqueId()}` });
  // A job already open there puts the city in the board's 'Cidade' list.
  await publishJob(
    contractor,
    { company: 'Bar Alerta', segment: 'BARTENDER', salaryCents: 9_000, inDays: 2 },
    { city },
  );
  await signUp(page.request, freelancerSignup());

  await page.goto('/freelancer/jobs');
  await openBoardFilters(page);
  await page.getByLabel('Cidade', { exact: true }).selectOption(city);
  await page.getByRole('link', { name: 'Criar alerta com estes filtros' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Alertas de vagas' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Novo alerta' });
  await expect(form.getByLabel('Cidade', { exact: true })).toHaveValue(city);
  await expect(form.getByRole('radio', { name: /Na hora/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Salvar alerta' }).click();
  const alerts = page.getByRole('list', { name: 'Meus alertas' });
  await expect(alerts.getByRole('heading', { name: `Alerta: ${city}` })).toBeVisible();
  await expect(alerts).toContainText('Todas as funções');

  const jobId = await publishJob(
    contractor,
    { company: 'Bar Alerta', segment: 'GARCOM', salaryCents: 18_000, inDays: 3 },
    { city },
  );
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName(/^Notificações, \d+ não lidas?$/, { timeout: 20_000 });
  await bell.click();
  const [, month, day] = isoDate(3).split('-');
  const told = page.getByRole('link', {
    name: new RegExp(`Não lida: Nova vaga: Garçom — ${day}/${month} em Bela Vista`),
  });
  await expect(told).toContainText(city);
  await expect(told).toContainText('R$ 180,00');
  await told.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await contractor.dispose();
});
