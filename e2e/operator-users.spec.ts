import { appOrigin, freelancerSignup, newApiContext, PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { signedInOperator } from './support/operator';
import { expect, test } from './support/two-people';
import { expectNoAxeViolations, expectNoSidewaysOverflow, toast } from './support/ui';

const REASON = 'Recebemos três denúncias de golpe contra esta conta.';
const SUSPENDED = 'Sua conta está suspensa. Fale com o suporte: suporte@vamostrabalhar.com.br';

/**
 * 'Usuários' (issue 28, decision 0050), at 390 px: an operator already past the second factor finds a
 * freelancer by e-mail, opens the user's page and suspends the account with a reason; the freelancer's
 * open session ends and the login refuses them with the support e-mail; the audit entry shows on the
 * user's page.
 */
test('an operator suspends a freelancer found by e-mail, who is then refused at login; the audit shows on their page', async ({
  browser,
}) => {
  const freelancerApi = await newApiContext();
  const email = uniqueEmail('suspensa');
  await signUp(freelancerApi, freelancerSignup({ full_name: 'Sofia Suspensa', email }));
  expect((await freelancerApi.get('/api/auth/me')).status()).toBe(200);

  const operator = await signedInOperator(browser);
  const { page } = operator;
  await page.goto('/operador');
  await page.getByRole('navigation', { name: 'Operação' }).getByRole('link', { name: 'Usuários' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await page.getByLabel('Buscar por nome, e-mail, CPF ou CNPJ').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('1 usuário')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Freelancer');
  await expect(row).toContainText('Ativa');
  await expectNoAxeViolations(page);
  await expectNoSidewaysOverflow(page);

  await row.getByRole('link', { name: 'Sofia Suspensa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Suspensa' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Candidaturas e turnos' })).toBeVisible();
  await expect(page.getByText('Bônus de boas-vindas')).toBeVisible();

  // The reason is checked before anything is sent.
  await page.getByLabel('Motivo').fill('curto');
  await page.getByRole('button', { name: 'Suspender conta' }).click();
  await expect(page.getByRole('alert')).toHaveText('Explique o motivo em pelo menos 10 caracteres.');
  await page.getByLabel('Motivo').fill(REASON);
  await page.getByRole('button', { name: 'Suspender conta' }).click();
  await expect(toast(page, 'Conta suspensa.')).toBeVisible();
  await expect(page.getByText(`Motivo: ${REASON}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reativar conta' })).toBeVisible();
  const entry = page.getByRole('article', { name: /^Conta suspensa em/ });
  await expect(entry).toContainText(REASON);
  await expect(entry).toContainText(operator.email);
  await expect(entry).toContainText('Ativa');
  await expect(entry).toContainText('Suspensa · 1 sessão(ões) encerrada(s)');
  await expectNoAxeViolations(page);
  await expectNoSidewaysOverflow(page);
  await operator.context.close();

  // The freelancer's open session ended; the login refuses them with the support address.
  expect((await freelancerApi.get('/api/auth/me')).status()).toBe(401);
  await freelancerApi.dispose();
  const person = await browser.newContext({
    baseURL: appOrigin(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const personPage = await person.newPage();
  await personPage.goto('/login');
  await personPage.getByLabel('E-mail', { exact: true }).fill(email);
  await personPage.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await personPage.getByRole('button', { name: 'Entrar' }).click();
  await expect(personPage.getByText(SUSPENDED)).toBeVisible();
  await expect(personPage).toHaveURL(/\/login/);
  await person.close();
});
