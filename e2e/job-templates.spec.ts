import { test, expect, type Page } from '@playwright/test';
import { contractorSignup, signUp, uniqueId } from './support/accounts';
import { publishJob } from './support/marketplace';
import { isoDate, toast } from './support/ui';

/** My jobs as the API lists them: each one's company, segment, value and dates. */
async function myJobs(page: Page) {
  const answer = await page.request.get('/api/contractor/jobs');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { jobs: { company: string; service_date: string; salary_cents: number }[] }).jobs;
}

/** Nothing wider than the phone's screen. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/**
 * 'Repetir vaga' and 'Salvar como modelo' (issue 26, decision 0035): a contractor repeats a
 * published job with a new date and publishes it; saves the form as a template, then fills a new
 * job from it through 'Usar modelo' and deletes the template.
 */
test('a contractor repeats a job with a new date, saves a template and fills a new job from it', async ({ page }) => {
  const company = `Buffet Repete ${uniqueId()}`;
  await signUp(page.request, contractorSignup({ company_name: company }));
  const sourceId = await publishJob(page.request, { company, segment: 'BARTENDER', salaryCents: 12_345, inDays: 2 });

  // 'Repetir vaga' on the job's page: the form holds its data, the dates are empty.
  await page.goto(`/contractor/jobs/${sourceId}/details`);
  await page.getByRole('link', { name: 'Repetir vaga' }).click();
  await expect(page).toHaveURL(new RegExp(`/contractor/jobs/create\\?repetir=${sourceId}$`));
  const form = page.getByRole('form', { name: 'Nova vaga' });
  await expect(form.getByLabel('Empresa')).toHaveValue(company);
  await expect(form.getByLabel('Segmento')).toHaveValue('BARTENDER');
  await expect(form.getByLabel('Orçamento')).toHaveValue('R$\u00a0123,45');
  await expect(form.getByLabel('Vestimentas')).toHaveValue('Camisa social preta.');
  await expect(form.getByLabel('Data do serviço')).toHaveValue('');
  await expect(form.getByLabel('Data de pagamento')).toHaveValue('');
  await expectNoOverflow(page);

  // Saved as a template, from this form.
  await form.getByRole('button', { name: 'Salvar como modelo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salvar como modelo' });
  await dialog.getByLabel('Nome do modelo').fill('Bartender de sábado');
  await dialog.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(toast(page, 'Modelo salvo')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A new date, and published: 1 credit, a second job like the first.
  await form.getByLabel('Data do serviço').fill(isoDate(9));
  await form.getByLabel('Data de pagamento').fill(isoDate(10));
  await form.getByRole('button', { name: 'Publicar Vaga' }).click();
  await expect(toast(page, 'Vaga criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/contractor\/jobs$/);
  await expect(page.getByRole('article', { name: 'Bartender' })).toHaveCount(2);
  expect((await myJobs(page)).map((j) => [j.company, j.service_date, j.salary_cents]).sort()).toEqual(
    [
      [company, isoDate(2), 12_345],
      [company, isoDate(9), 12_345],
    ].sort(),
  );

  // A new job from the template: 'Usar modelo' fills the form, the dates stay empty.
  await page.goto('/contractor/jobs/create');
  await page.getByLabel('Usar modelo').selectOption({ label: 'Bartender de sábado' });
  await expect(form.getByLabel('Segmento')).toHaveValue('BARTENDER');
  await expect(form.getByLabel('Orçamento')).toHaveValue('R$\u00a0123,45');
  await expect(form.getByLabel('Data do serviço')).toHaveValue('');
  await expectNoOverflow(page);

  // The template is deleted, once confirmed; the form keeps what it was filled with.
  await page.getByRole('button', { name: 'Excluir modelo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir modelo?' });
  await confirm.getByRole('button', { name: 'Excluir modelo' }).click();
  await expect(toast(page, 'Modelo excluído')).toBeVisible();
  await expect(page.getByLabel('Usar modelo')).toBeHidden();

  // Both of the new account's credits are spent: the filled form waits for a plan to be published.
  await expect(form.getByLabel('Empresa')).toHaveValue(company);
  await expect(form.getByRole('button', { name: 'Publicar Vaga' })).toBeDisabled();
});
