import { expect, test, type Locator, type Page } from '@playwright/test';
import { freelancerSignup, PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { logOut, submitLogin as logIn } from './support/session';
import { toast } from './support/ui';

/** Journeys of spec 01 §2.2 and §2.9, driven as a person would: by role and Portuguese label. */

const NEW_PASSWORD = 'NovaSenha2';

/** The inline messages of the form on screen, in page order (toasts are not inside the form). */
function formAlerts(page: Page): Locator {
  return page.locator('form').getByRole('alert');
}

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Próximo' }).click();
}

async function expectStep(page: Page, step: 1 | 2 | 3, title: string): Promise<void> {
  await expect(page.getByRole('progressbar', { name: `Etapa ${step} de 3` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function fillPersonalStep(page: Page, person: { name: string; cpf: string; phone: string; email: string }) {
  await page.getByLabel('Nome completo').fill(person.name);
  await page.getByLabel('CPF').pressSequentially(person.cpf);
  await page.getByLabel('Telefone', { exact: true }).pressSequentially(person.phone);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
}

/** Types the CEP and waits for the lookup to fill the address; then the number and the terms. */
async function fillAddressStep(page: Page): Promise<void> {
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
  await expect(toast(page, 'Endereço encontrado!')).toBeVisible();
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
  await expect(page.getByLabel('Estado')).toHaveValue('SP');
  await expect(page.getByLabel('Número')).toBeFocused();
  await page.getByLabel('Número').fill('1578');
  await page.getByRole('checkbox', { name: /Li e aceito os Termos de uso/ }).check();
}

test.describe('Cadastro, login e senha', () => {
  test('freelancer signs up through the 3 steps, logs out and in, and resets the password', async ({ page }) => {
    test.slow(); // one long journey: signup, logout, login, forgot and reset
    const email = uniqueEmail('freelancer');

    // ---------------------------------------------------------------- signup: type chooser
    await page.goto('/cadastro');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await page.getByRole('button', { name: /Cadastro Freelancer/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastro Freelancer' })).toBeVisible();

    // ---------------------------------------------------------------- step 1
    await expectStep(page, 1, 'Dados pessoais');
    await next(page);
    await expect(formAlerts(page)).toHaveText([
      'Nome obrigatório',
      'CPF inválido',
      'Telefone inválido',
      'E-mail obrigatório',
      'Senha obrigatória',
      'Senhas não coincidem',
    ]);
    await expect(page.getByLabel('Nome completo')).toBeFocused();

    await page.getByLabel('Nome completo').fill('Maria');
    await page.getByLabel('CPF').pressSequentially('11111111111');
    await page.getByLabel('Telefone', { exact: true }).pressSequentially('1199');
    await page.getByLabel('E-mail', { exact: true }).fill('maria.teste.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('senha');
    await page.getByLabel('Confirmar senha').fill('senhas');
    await next(page);
    await expect(formAlerts(page)).toHaveText([
      'Nome incompleto',
      'CPF inválido',
      'Telefone inválido',
      'E-mail inválido',
      /Senha não atende aos critérios\s*Faltam: 8 caracteres, 1 letra maiúscula, 1 número/,
      'Senhas não coincidem',
    ]);
    await expectStep(page, 1, 'Dados pessoais');

    await page.getByLabel('CPF').clear();
    await page.getByLabel('Telefone', { exact: true }).clear();
    await fillPersonalStep(page, { name: 'Maria da Silva', cpf: '52998224725', phone: '11987654321', email });
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(11) 98765-4321');
    await next(page);

    // ---------------------------------------------------------------- step 2
    await expectStep(page, 2, 'Perfil profissional');
    await next(page);
    await expect(formAlerts(page)).toHaveText(['Cargo obrigatório', 'Descrição muito curta']);
    await page.getByRole('checkbox', { name: 'Garçom' }).check();
    await page.getByRole('checkbox', { name: 'Segurança' }).check();
    await page.getByLabel('Descrição').fill('Curto demais');
    await next(page);
    await expect(formAlerts(page)).toHaveText(['Descrição muito curta']);
    const description = 'Garçom há cinco anos em buffets, casamentos e eventos corporativos.';
    await page.getByLabel('Descrição').fill(description);
    await expect(page.getByText(`${description.length}/500`)).toBeVisible();

    // Anterior keeps what was typed, both ways.
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expectStep(page, 1, 'Dados pessoais');
    await expect(page.getByLabel('Nome completo')).toHaveValue('Maria da Silva');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await next(page);
    await expectStep(page, 2, 'Perfil profissional');
    await expect(page.getByRole('checkbox', { name: 'Garçom' })).toBeChecked();
    await expect(page.getByLabel('Descrição')).toHaveValue(description);
    await next(page);

    // ---------------------------------------------------------------- step 3
    await expectStep(page, 3, 'Endereço');
    await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();
    await expect(formAlerts(page)).toHaveText([
      'CEP inválido',
      'Estado obrigatório',
      'Cidade obrigatória',
      'Bairro obrigatório',
      'Rua obrigatória',
      'Número obrigatório',
      'Termos de uso obrigatórios',
    ]);
    await expect(page.getByLabel('CEP')).toBeFocused();
    await fillAddressStep(page);
    await expect(formAlerts(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();

    await expect(toast(page, 'Conta criada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/freelancer\/jobs$/);

    // ---------------------------------------------------------------- log out, log in again
    await logOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(toast(page, 'Campos obrigatórios')).toContainText('Por favor, preencha todos os campos.');
    await page.getByLabel('E-mail', { exact: true }).fill('maria');
    await page.getByLabel('Senha', { exact: true }).fill('qualquer');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(formAlerts(page)).toHaveText(['E-mail inválido']);

    await logIn(page, email, 'SenhaErrada1');
    await expect(formAlerts(page)).toHaveText(['E-mail ou senha incorretos.']);
    await logIn(page, email, PASSWORD);
    await expect(toast(page, 'Login realizado!')).toContainText('Redirecionando para sua área...');
    await expect(page).toHaveURL(/\/freelancer\/jobs$/);
    await logOut(page);

    // ---------------------------------------------------------------- forgot password
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Esqueceu a senha?' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Enviar link de redefinição' });
    await send.click();
    await expect(formAlerts(page)).toHaveText(['E-mail obrigatório']);
    await page.getByLabel('E-mail', { exact: true }).fill('maria');
    await send.click();
    await expect(formAlerts(page)).toHaveText(['E-mail inválido']);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await send.click();
    await expect(toast(page, 'E-mail enviado!')).toBeVisible();
    await expect(page.getByText(`Se o e-mail ${email} estiver cadastrado`)).toBeVisible();
    await expect(page.getByText(/pasta de spam/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao login' })).toBeVisible();

    // ---------------------------------------------------------------- reset from the e-mailed link
    // The e-mail is sent just after the answer: wait for it in the outbox.
    const readOutbox = async () => {
      const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      expect(outbox.ok()).toBe(true);
      return ((await outbox.json()) as { messages: { text: string }[] }).messages;
    };
    await expect.poll(async () => (await readOutbox()).length).toBeGreaterThan(0);
    const messages = await readOutbox();
    const link = messages[0]?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link, 'reset link in the e-mail').toBeTruthy();
    const resetPath = new URL(link ?? '').pathname + new URL(link ?? '').search;

    await page.goto(resetPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Redefinir senha' });
    await save.click();
    await expect(formAlerts(page)).toHaveText(['Senha obrigatória', 'Confirmação de senha obrigatória']);
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar nova senha').fill('NovaSenha3');
    await save.click();
    await expect(formAlerts(page)).toHaveText(['Senhas não coincidem']);
    await page.getByRole('button', { name: 'Mostrar senha' }).first().click();
    await expect(page.getByLabel('Nova senha', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
    await save.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Senha Redefinida!' })).toBeVisible();
    // After 2 s: the freelancer area when the reset signed the user in, else the login page.
    await expect(page).toHaveURL(/\/(freelancer\/jobs|login)/);
    if (/\/freelancer\/jobs$/.test(page.url())) await logOut(page);

    // The link works once.
    await page.goto(resetPath);
    await page.getByLabel('Nova senha', { exact: true }).fill('OutraSenha4');
    await page.getByLabel('Confirmar nova senha').fill('OutraSenha4');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByText('Link de redefinição inválido ou expirado. Solicite um novo.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Solicitar novo link' })).toBeVisible();

    await logIn(page, email, PASSWORD);
    await expect(formAlerts(page)).toHaveText(['E-mail ou senha incorretos.']);
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/freelancer\/jobs$/);
  });

  test('contractor signs up with the CEP lookup and lands in the contractor area', async ({ page }) => {
    const email = uniqueEmail('contratante');
    await page.goto('/cadastro');
    await page.getByRole('button', { name: /Cadastro Contratante/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastro Contratante' })).toBeVisible();

    await fillPersonalStep(page, { name: 'João Pereira', cpf: '11144477735', phone: '1133334444', email });
    await next(page);

    await expectStep(page, 2, 'Dados da empresa');
    await next(page);
    await expect(formAlerts(page)).toHaveText([
      'Nome fantasia obrigatório',
      'Razão social obrigatória',
      'Setor obrigatório',
      'CNPJ inválido',
      'Telefone inválido',
      'E-mail obrigatório',
    ]);
    await page.getByLabel('Nome fantasia').fill('Bar do João');
    await page.getByLabel('Razão social').fill('João Pereira Bar e Eventos Ltda');
    await page.getByLabel('Setor').selectOption('Bar');
    await page.getByLabel('CNPJ').pressSequentially('11222333000180');
    await page.getByLabel('Telefone da empresa').pressSequentially('1122223333');
    await page.getByLabel('E-mail da empresa').fill(email.toUpperCase());
    await next(page);
    await expect(formAlerts(page)).toHaveText(['CNPJ inválido', 'E-mails iguais']);
    await page.getByLabel('CNPJ').fill('');
    await page.getByLabel('CNPJ').pressSequentially('11222333000181');
    await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
    await page.getByLabel('E-mail da empresa').fill(uniqueEmail('empresa'));
    await next(page);

    await expectStep(page, 3, 'Endereço');
    await page.getByLabel('CEP').pressSequentially('99999999');
    await expect(toast(page, 'CEP não encontrado')).toContainText('Por favor, verifique o CEP digitado.');
    await page.getByLabel('CEP').fill('');
    await fillAddressStep(page);
    await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();

    await expect(toast(page, 'Conta criada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/contractor\/jobs$/);
  });

  test('a registered e-mail sends the signup back to step 1 with the message', async ({ page, request }) => {
    const email = uniqueEmail('repetido');
    // The existing account is created out of the page's browser context: the page stays signed out.
    await signUp(
      request,
      freelancerSignup({
        full_name: 'Ana Souza',
        cpf: '111.444.777-35',
        phone: '(21) 99876-5432',
        email,
        positions: ['Atendente'],
        description: 'Atendente com experiência em bares e restaurantes.',
      }),
    );

    await page.goto('/cadastro');
    await page.getByRole('button', { name: /Cadastro Freelancer/ }).click();
    await fillPersonalStep(page, { name: 'Ana Souza', cpf: '11144477735', phone: '21998765432', email });
    await next(page);
    await page.getByRole('checkbox', { name: 'Atendente' }).check();
    await page.getByLabel('Descrição').fill('Atendente com experiência em bares e restaurantes.');
    await next(page);
    await fillAddressStep(page);
    await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();

    const message = 'Este e-mail já está cadastrado. Tente fazer login ou use outro e-mail.';
    await expect(toast(page, 'Erro no cadastro')).toContainText(message);
    await expectStep(page, 1, 'Dados pessoais');
    await expect(formAlerts(page)).toHaveText([message]);
    await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/cadastro$/);
  });
});
