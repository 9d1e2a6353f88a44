import { appOrigin, freelancerSignup, signUp } from './support/accounts';
import { signedInOperator } from './support/operator';
import { expect, test } from './support/two-people';
import { expectNoAxeViolations, expectNoSidewaysOverflow, toast } from './support/ui';

/**
 * 'Pagamentos' (issue 28, decision 0053): a freelancer's purchase paid by PIX (through the API and the
 * local provider's dev confirmation), refunded by an operator on the screen; the freelancer's balance
 * and statement, and the purchase's status, show it.
 */
test('an operator refunds a freelancer’s coin purchase on Pagamentos; the freelancer sees the coins taken back', async ({
  page,
  browser,
}) => {
  const freelancer = await signUp(page.request, freelancerSignup());
  const headers = { origin: appOrigin() };
  const bought = await page.request.post('/api/payments/coins', {
    headers,
    data: { package_id: 'pro', customer: { name: 'Maria da Silva', email: freelancer.email, cpf: freelancer.cpf } },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const invoiceUrl = ((await bought.json()) as { invoice_url: string }).invoice_url;
  const paid = await page.request.post(`${new URL(invoiceUrl, appOrigin()).pathname}/confirm`, {
    headers,
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await page.goto('/freelancer/tokens');
  await expect(page.getByTestId('coin-balance')).toHaveText('65');

  const operator = await signedInOperator(browser, 'Paula Pagamentos');
  const op = operator.page;
  await op.goto('/operador');
  await op.getByRole('navigation', { name: 'Operação' }).getByRole('link', { name: 'Pagamentos' }).click();
  await expect(op.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
  await op.getByLabel('E-mail ou id da cobrança').fill(freelancer.email);
  await op.getByRole('button', { name: 'Buscar' }).click();
  await expect(op.getByText('1 cobrança, das mais novas para as mais antigas.')).toBeVisible();
  const charge = op.getByRole('article', { name: /Pacote PRO \(50 moedas\)/ });
  await expect(charge).toContainText('Confirmado');
  await expect(charge).toContainText('Saldo atual 65 moedas');

  await charge.getByRole('button', { name: 'Estornar' }).click();
  await expect(charge).toContainText('Devolve R$ 45,00 por PIX para quem pagou e retira 50 moedas do saldo.');
  await charge.getByRole('button', { name: 'Confirmar estorno' }).click();
  await expect(charge.getByRole('alert')).toHaveText('Escreva o motivo da decisão.');
  await charge.getByLabel('Motivo do estorno').fill('Compra feita por engano, cliente pediu pelo suporte.');
  await expectNoAxeViolations(op);
  await expectNoSidewaysOverflow(op);
  await charge.getByRole('button', { name: 'Confirmar estorno' }).click();
  await expect(toast(op, 'Estorno feito.')).toBeVisible();
  await expect(charge).toContainText('Estornado');
  await expect(charge).toContainText('Saldo atual 15 moedas');
  await expect(charge.getByRole('button', { name: 'Estornar' })).toHaveCount(0);
  await operator.context.close();

  await page.reload();
  await expect(page.getByTestId('coin-balance')).toHaveText('15');
  const newest = page.getByRole('list', { name: 'Movimentações' }).getByRole('listitem').first();
  await expect(newest).toContainText('Estorno de pagamento');
  await expect(newest).toContainText('Saída de 50 moedas');
  await expect(newest).toContainText('Saldo: 15 moedas');
});
