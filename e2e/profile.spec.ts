import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { contractorSignup, freelancerSignup, signUp } from './support/accounts';

/** A 1×1 transparent PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const dir = mkdtempSync(join(tmpdir(), 'vt-profile-e2e-'));

function tempFile(name: string, content: Buffer | string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** A new freelancer ('Maria da Silva') or contractor ('Bar do João', CNPJ 11.222.333/0001-81), signed in. */
async function signUpFreelancer(page: Page): Promise<void> {
  await signUp(page.request, freelancerSignup({ description: 'Experiência de cinco anos em eventos e restaurantes.' }));
}

async function signUpContractor(page: Page): Promise<void> {
  await signUp(page.request, contractorSignup({ cnpj: '11.222.333/0001-81' }));
}

test.describe('Perfil', () => {
  test('freelancer edits the personal data, with a validation error first', async ({ page }) => {
    await signUpFreelancer(page);
    await page.goto('/freelancer/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Dados Pessoais' });
    const name = form.getByLabel('Nome completo');
    await expect(name).toHaveValue('Maria da Silva');
    await expect(form.getByLabel('E-mail', { exact: true })).not.toBeEditable();
    await expect(form.getByLabel('CEP')).toHaveValue('01310-100');

    await name.fill('');
    await form.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(form.getByText('Nome completo é obrigatório')).toBeVisible();
    await name.fill('Maria Aparecida Souza');
    await expect(form.getByText('Nome completo é obrigatório')).toBeHidden();

    await form.getByLabel('Telefone', { exact: true }).fill('21988887777');
    await expect(form.getByLabel('Telefone', { exact: true })).toHaveValue('(21) 98888-7777');
    await form.getByLabel('Descrição').fill('Bartender com experiência em casamentos e festas.');
    await expect(form.getByText('49/500')).toBeVisible();
    await form.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Dados Pessoais' });
    await expect(reloaded.getByLabel('Nome completo')).toHaveValue('Maria Aparecida Souza');
    await expect(reloaded.getByLabel('Telefone', { exact: true })).toHaveValue('(21) 98888-7777');
    await expect(reloaded.getByLabel('Descrição')).toHaveValue('Bartender com experiência em casamentos e festas.');
  });

  test('freelancer uploads and removes a photo; a disguised text file is refused', async ({ page }) => {
    await signUpFreelancer(page);
    await page.goto('/freelancer/profile');
    const photo = page.getByRole('img', { name: 'Foto de perfil' });
    await expect(page.getByLabel('Alterar foto')).toBeAttached();
    await expect(photo).toHaveCount(0);

    await page.getByLabel('Alterar foto').setInputFiles(tempFile('foto.png', PNG_1X1));
    await expect(page.getByText('Upload realizado com sucesso!')).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^\/uploads\/|^https?:/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.reload();
    await expect(photo).toBeVisible();
    await page.getByRole('button', { name: 'Remover foto' }).click();
    await expect(photo).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remover foto' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Nome completo')).toBeVisible();
    await expect(photo).toHaveCount(0);

    await page.getByLabel('Alterar foto').setInputFiles(tempFile('texto.png', 'isto não é uma imagem'));
    await expect(page.getByText('Erro no upload')).toBeVisible();
    await expect(page.getByText('Formato não suportado. Tipos aceitos: JPEG, JPG, PNG, GIF')).toBeVisible();
    await expect(photo).toHaveCount(0);
  });

  test('contractor saves the company data and uploads a logo', async ({ page }) => {
    await signUpContractor(page);
    await page.goto('/contractor/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Dados Pessoais' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dados Empresariais' })).toBeVisible();
    const company = page.getByRole('form', { name: 'Dados Empresariais' });
    await expect(company.getByLabel('Nome fantasia')).toHaveValue('Bar do João');
    await expect(company.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');

    await company.getByLabel('Nome fantasia').fill('Bar e Eventos do João');
    await company.getByLabel('Razão social').fill('');
    await company.getByLabel('Setor').selectOption('Casa de Eventos');
    await company.getByLabel('E-mail da empresa').fill('contato@');
    await company.getByRole('button', { name: 'Salvar Dados Empresariais' }).click();
    await expect(company.getByText('E-mail inválido')).toBeVisible();
    await company.getByLabel('E-mail da empresa').fill('contato@bardojoao.com.br');
    await expect(company.getByText('E-mail inválido')).toBeHidden();
    await company.getByRole('button', { name: 'Salvar Dados Empresariais' }).click();
    await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();

    const logo = page.getByRole('img', { name: 'Logo da empresa' });
    await page.getByLabel('Alterar logo').setInputFiles(tempFile('logo.png', PNG_1X1));
    await expect(page.getByText('Upload realizado com sucesso!')).toBeVisible();
    await expect(logo).toHaveAttribute('src', /^\/uploads\/|^https?:/);
    // The logo and the photo are independent.
    await expect(page.getByRole('img', { name: 'Foto de perfil' })).toHaveCount(0);

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Dados Empresariais' });
    await expect(reloaded.getByLabel('Nome fantasia')).toHaveValue('Bar e Eventos do João');
    await expect(reloaded.getByLabel('Razão social')).toHaveValue('');
    await expect(reloaded.getByLabel('Setor')).toHaveValue('Casa de Eventos');
    await expect(reloaded.getByLabel('E-mail da empresa')).toHaveValue('contato@bardojoao.com.br');
    await expect(logo).toBeVisible();
    await page.getByRole('button', { name: 'Remover logo' }).click();
    await expect(logo).toHaveCount(0);
  });

  test('profile edit page saves and returns to the profile; Cancelar goes back too', async ({ page }) => {
    await signUpContractor(page);
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Perfil' })).toBeVisible();
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/contractor\/profile$/);

    await page.goto('/profile/edit');
    await page.getByLabel('Cargo').fill('Gerente');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page).toHaveURL(/\/contractor\/profile$/);
    await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Dados Pessoais' }).getByLabel('Cargo')).toHaveValue('Gerente');
  });
});
