import { expect, test } from '@playwright/test';
import { freelancerSignup, PASSWORD } from './support/accounts';
import { newContractorApi, publishJob } from './support/marketplace';
import { toast } from './support/ui';

/**
 * Issue 25: a job's public page, opened without a session as from a link in WhatsApp, shows the
 * job; 'Candidatar-se' leads to the signup, and the new freelancer lands back on the job with the
 * apply dialog open, and applies; 'Compartilhar' offers WhatsApp. (Its HTML, tags and JSON-LD, and
 * the listing pages, are checked by the server's tests.)
 */
test('a visitor opens a shared job, signs up from "Candidatar-se", comes back to it and applies', async ({ page }) => {
  test.slow(); // the signup's three steps, then the application
  const { api: contractor } = await newContractorApi();
  const jobId = await publishJob(
    contractor,
    { company: 'Buffet Compartilhado', segment: 'BARTENDER', salaryCents: 14_000, inDays: 4 },
    { neighborhood: 'Pinheiros' },
  );
  await contractor.dispose();

  // The link as shared: any words before the id lead to the job's own address.
  await page.goto(`/vagas/vaga-${jobId}`);
  await expect(page).toHaveURL(new RegExp(`/vagas/bartender-pinheiros-sao-paulo-${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bartender' })).toBeVisible();
  await expect(page.getByText('Pinheiros, São Paulo - SP', { exact: true })).toBeVisible();
  await expect(page.getByText('R$\u00a0140,00', { exact: true })).toBeVisible();
  await expect(page.getByText('Buffet Compartilhado', { exact: true })).toBeVisible();
  await expect(page.getByText('Avenida Paulista')).toHaveCount(0);
  // A path that is no page is a real 404.
  expect((await page.request.get('/vagas-que-nao-existem')).status()).toBe(404);

  // 'Compartilhar': this browser has no share sheet, so WhatsApp (with the job's text and link) and 'Copiar link'.
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  const whatsapp = page.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsapp).toBeVisible();
  const shared = decodeURIComponent((await whatsapp.getAttribute('href'))?.replace('https://wa.me/?text=', '') ?? '');
  expect(shared).toContain('Vaga de Bartender em Pinheiros, São Paulo - SP');
  expect(shared.endsWith(page.url())).toBe(true);
  await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible();

  await page.getByRole('link', { name: 'Candidatar-se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  await page.getByRole('button', { name: /Cadastro Freelancer/ }).click();

  const person = freelancerSignup();
  await page.getByLabel('Nome completo').fill(person.full_name);
  await page.getByLabel('CPF').pressSequentially(person.cpf);
  await page.getByLabel('Telefone', { exact: true }).pressSequentially(person.phone);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('checkbox', { name: 'Garçom' }).check();
  await page.getByLabel('Descrição').fill('Garçom e bartender em casamentos e festas há quatro anos.');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número').fill('1578');
  await page.getByRole('checkbox', { name: /Li e aceito os Termos de uso/ }).check();
  await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();
  await expect(toast(page, 'Conta criada com sucesso!')).toBeVisible();

  // Back on the job, the apply dialog open.
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  const dialog = page.getByRole('dialog', { name: 'Confirmar candidatura' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar candidatura' }).click();
  await expect(page.getByText('Candidatura enviada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar candidatura' })).toBeVisible();
});
