import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { freelancerSignup, randomCnpj, randomCpf, signUp } from './support/accounts';
import { expectNoAxeViolations, isPhone, painted, toast } from './support/ui';

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

/** The section at the two phone widths most people have: nothing wider than the page; a picture of each to look at. */
async function lookAt(page: Page, testInfo: TestInfo, name: string, section: Locator): Promise<void> {
  const original = page.viewportSize();
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await painted(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: the page is wider than ${width} px`).toBeLessThanOrEqual(0);
    await section.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  if (original) await page.setViewportSize(original);
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

  test('receives as a MEI: the CNPJ of the MEI is asked for, checked and shown', async ({ page }, testInfo) => {
    await signUp(page.request, freelancerSignup({ full_name: 'Bruno Costa' }));
    await openProfile(page);
    const card = page.getByRole('region', { name: 'Recebimento' });
    await card.getByRole('button', { name: 'Cadastrar chave PIX' }).click();
    const form = card.getByRole('form', { name: 'Cadastrar chave PIX' });
    await form.getByLabel('Tipo de chave').selectOption({ label: 'E-mail' });
    await form.getByLabel('Chave PIX').fill('bruno.costa@exemplo.com.br');
    const how = form.getByRole('group', { name: 'Como você recebe' });
    await expect(how.getByRole('radio', { name: /Pessoa física \(CPF\)/ })).toBeChecked();
    await expect(form.getByLabel('NIT/PIS (opcional)')).toBeVisible();
    await lookAt(page, testInfo, 'recebimento-pessoa-fisica', card);

    await how.getByRole('radio', { name: /MEI \(CNPJ\)/ }).check();
    await expect(form.getByLabel('NIT/PIS (opcional)')).toBeHidden();
    const cnpj = form.getByLabel('CNPJ do MEI');
    await cnpj.fill('12345678000196');
    await expect(cnpj).toHaveValue('12.345.678/0001-96');
    await form.getByRole('button', { name: 'Salvar chave' }).click();
    await expect(form.getByText('CNPJ inválido.')).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, testInfo, 'recebimento-mei-erro', card);

    const valid = randomCnpj();
    await cnpj.fill(valid);
    await form.getByRole('button', { name: 'Salvar chave' }).click();
    await expect(toast(page, 'Chave PIX salva.')).toBeVisible();
    const formatted = valid.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    await expect(card.getByText('MEI (CNPJ)')).toBeVisible();
    await expect(card.getByText(`CNPJ do MEI: ${formatted}`)).toBeVisible();
    await lookAt(page, testInfo, 'recebimento-mei-salvo', card);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Recebimento' }).getByText('MEI (CNPJ)')).toBeVisible();
  });
});
