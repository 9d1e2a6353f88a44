import { expect, test, type Page } from '@playwright/test';
import { freelancerSignup, randomCpf, signUp } from './support/accounts';
import { expectNoAxeViolations, isPhone, toast } from './support/ui';

/** Opens 'Perfil' from the navigation, as a person would (on a phone it is under 'Mais'). */
async function openProfile(page: Page): Promise<void> {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Navegação principal' });
  if (isPhone(page)) {
    await bar.getByRole('button', { name: 'Mais' }).click();
    await page.getByRole('dialog', { name: 'Mais opções' }).getByRole('link', { name: 'Perfil', exact: true }).click();
  } else {
    await bar.getByRole('link', { name: 'Perfil', exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
}

test.describe("Recebimento: the freelancer's PIX key (issue 27)", () => {
  test('saves an e-mail key and sees it masked; a CPF that is not theirs is refused', async ({ page }) => {
    const me = await signUp(page.request, freelancerSignup({ full_name: 'Ana Paula Souza' }));
    let otherCpf = randomCpf();
    while (otherCpf === me.cpf) otherCpf = randomCpf();
    await openProfile(page);

    const card = page.getByRole('region', { name: 'Recebimento' });
    await expect(card.getByText('Sua chave PIX para receber o valor das vagas com pagamento garantido.')).toBeVisible();
    await expect(card.getByText('Nenhuma chave PIX cadastrada.')).toBeVisible();
    await card.getByRole('button', { name: 'Cadastrar chave PIX' }).click();

    const form = card.getByRole('form', { name: 'Cadastrar chave PIX' });
    await form.getByLabel('Tipo de chave').selectOption({ label: 'E-mail' });
    await form.getByLabel('Chave PIX').fill('Ana.Paula@Exemplo.com.br');
    await form.getByRole('button', { name: 'Salvar chave' }).click();
    await expect(toast(page, 'Chave PIX salva.')).toBeVisible();
    await expect(card.getByText('an***@exemplo.com.br')).toBeVisible();
    await expect(card.getByText('Em nome de Ana Paula Souza')).toBeVisible();
    await expectNoAxeViolations(page);

    // Another person's CPF: the server refuses it and the saved key stays.
    await card.getByRole('button', { name: 'Alterar chave' }).click();
    const change = card.getByRole('form', { name: 'Alterar chave PIX' });
    await change.getByLabel('Tipo de chave').selectOption({ label: 'CPF' });
    await change.getByLabel('Chave PIX').fill(otherCpf);
    await change.getByRole('button', { name: 'Salvar chave' }).click();
    await expect(change.getByText('A chave CPF precisa ser o seu próprio CPF.')).toBeVisible();
    await expect(change.getByLabel('Chave PIX')).toHaveAttribute('aria-invalid', 'true');

    await page.reload();
    await expect(page.getByRole('region', { name: 'Recebimento' }).getByText('an***@exemplo.com.br')).toBeVisible();
  });
});
