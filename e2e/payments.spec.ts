import { expect, test, type Page } from '@playwright/test';
import { contractorSignup, freelancerSignup, signUp } from './support/accounts';
import { expectNoReload, markWindow } from './support/session';
import { expectNoAxeViolations, isoDate, toast } from './support/ui';

/**
 * Coins and plans paid by PIX (spec 02 "Coin packages", "Subscription"; DESIGN §2), with the
 * local PIX provider: its dev page (/dev/pix/{id}) plays the payer's bank in a second tab.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Pays the charge on the dev page, in another tab of the same browser context. */
async function payOnDevPage(page: Page, invoiceUrl: string): Promise<void> {
  expect(invoiceUrl).toMatch(/\/dev\/pix\//);
  const bank = await page.context().newPage();
  await bank.goto(invoiceUrl);
  await bank.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(bank.getByText('Pago', { exact: true })).toBeVisible();
  await bank.close();
}

function packageCard(page: Page, name: 'START' | 'PRO' | 'MAX') {
  return page.getByRole('group', { name, exact: true });
}

function planCard(page: Page, name: 'Starter' | 'Pro' | 'Enterprise') {
  return page.getByRole('group', { name, exact: true });
}

test.describe('coins', () => {
  test('a freelancer buys PRO by PIX, pays it and sees 50 more coins and the purchase in the statement, without reloading', async ({
    page,
  }) => {
    await signUp(page.request, freelancerSignup());
    await page.goto('/freelancer/tokens');
    await expect(page.getByRole('heading', { level: 1, name: 'Pacotes de Moedas' })).toBeVisible();
    await expect(page.getByText('Candidatura de vagas')).toBeVisible();
    await expect(page.getByTestId('coin-balance')).toHaveText('15');
    await expect(packageCard(page, 'MAX').getByText('Melhor Escolha')).toBeVisible();
    // What START pays for follows the application cost rule (a R$ 100 job costs 10 coins; decision 0025).
    await expect(packageCard(page, 'START')).toContainText('1 candidatura em vagas de R$ 100, e sobram 5 moedas');
    const statement = page.getByRole('list', { name: 'Movimentações' });
    await expect(statement.getByRole('listitem')).toHaveCount(1);
    await expect(statement.getByRole('listitem').first()).toContainText('Bônus de boas-vindas');
    await expectNoAxeViolations(page);
    await markWindow(page);

    // The purchase dialog comes filled from the profile.
    await packageCard(page, 'PRO').getByRole('button', { name: 'Comprar' }).click();
    const purchase = page.getByRole('dialog', { name: 'Comprar pacote PRO' });
    await expect(purchase.getByLabel('Nome completo')).toHaveValue('Maria da Silva');
    await expect(purchase.getByLabel('CPF')).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await expectNoAxeViolations(page);
    await purchase.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(toast(page, 'Pagamento criado!')).toHaveAttribute('data-type', 'info');

    // The charge: QR code, copy-and-paste code, time left.
    const pix = page.getByRole('dialog', { name: 'Pagamento via PIX' });
    await expect(pix.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    await expect(pix.getByText(/Expira em 2[34]h \d+min/)).toBeVisible();
    const payload = await pix.getByLabel('PIX copia e cola').inputValue();
    expect(payload).toMatch(/^000201/);
    await pix.getByRole('button', { name: 'Copiar código PIX' }).click();
    await expect(toast(page, 'Código PIX copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payload);
    await expectNoAxeViolations(page);

    // The payer's bank confirms; this tab hears it by itself.
    const invoiceUrl = await pix.getByRole('link', { name: /Abrir página da cobrança/ }).getAttribute('href');
    await payOnDevPage(page, invoiceUrl ?? '');
    const confirmed = page.getByRole('dialog', { name: 'Pagamento Confirmado!' });
    await expect(confirmed).toContainText('50 moedas foram adicionadas ao seu saldo.');
    await confirmed.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(confirmed).toBeHidden();

    await expect(page.getByTestId('coin-balance')).toHaveText('65');
    await expect(page.getByTestId('pending-payment')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Verificar' })).toBeVisible();
    const newest = statement.getByRole('listitem').first();
    await expect(newest).toContainText('Compra de moedas');
    await expect(newest).toContainText('+50');
    await expect(newest).toContainText('Saldo: 65 moedas');
    await expectNoReload(page);
  });

  test('a pending purchase blocks the other packages until it is cancelled', async ({ page }) => {
    await signUp(page.request, freelancerSignup());
    await page.goto('/freelancer/tokens');
    await expect(page.getByRole('button', { name: 'Verificar' })).toBeVisible();

    await packageCard(page, 'START').getByRole('button', { name: 'Comprar' }).click();
    await page.getByRole('dialog', { name: 'Comprar pacote START' }).getByRole('button', { name: 'Gerar PIX' }).click();
    const pix = page.getByRole('dialog', { name: 'Pagamento via PIX' });
    await expect(pix.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pix).toBeHidden();

    const pending = page.getByTestId('pending-payment');
    await expect(pending).toContainText('Pacote START');
    await expect(pending).toContainText(/Expira em 2[34]h/);
    await expect(packageCard(page, 'START').getByRole('button', { name: 'Ver Cobrança' })).toBeEnabled();
    await expect(packageCard(page, 'PRO').getByRole('button', { name: 'Comprar' })).toBeDisabled();
    await expect(packageCard(page, 'MAX').getByRole('button', { name: 'Comprar' })).toBeDisabled();
    await expectNoAxeViolations(page);

    // 'Ver' shows the same charge again.
    await pending.getByRole('button', { name: 'Ver' }).click();
    await expect(pix.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible();
    await page.keyboard.press('Escape');

    // 'Cancelar' asks first; 'Voltar' keeps the charge.
    await pending.getByRole('button', { name: 'Cancelar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar pagamento?' });
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await expect(confirm).toBeHidden();
    await expect(pending).toBeVisible();
    await pending.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.getByRole('button', { name: 'Cancelar pagamento' }).click();
    await expect(toast(page, 'Pagamento de token cancelado!')).toBeVisible();

    await expect(pending).toHaveCount(0);
    for (const name of ['START', 'PRO', 'MAX'] as const) {
      await expect(packageCard(page, name).getByRole('button', { name: 'Comprar' })).toBeEnabled();
    }
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(toast(page, 'Verificação Concluída')).toBeVisible();
    await expect(page.getByTestId('coin-balance')).toHaveText('15');
  });

  test('/freelancer/subscription and /subscription take a freelancer to the coins', async ({ page }) => {
    await signUp(page.request, freelancerSignup());
    await page.goto('/freelancer/subscription');
    await expect(page).toHaveURL(/\/freelancer\/tokens$/);
    await page.goto('/subscription');
    await expect(page).toHaveURL(/\/freelancer\/tokens$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pacotes de Moedas' })).toBeVisible();
  });
});

test.describe('plans', () => {
  test('a contractor subscribes to Starter, pays it and gets the plan and 30 credits; switching plans makes a new charge', async ({
    page,
  }) => {
    await signUp(page.request, contractorSignup());
    await page.goto('/contractor/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Planos de Assinatura' })).toBeVisible();
    await expect(page.getByTestId('current-plan')).toHaveText('Free');
    await expect(page.getByTestId('credit-balance')).toHaveText('2 créditos');
    // The free plan's monthly top-up: the first day of next month, in São Paulo.
    const [year, month] = isoDate(0).split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(year, month, 1));
    const nextText = `01/${String(next.getUTCMonth() + 1).padStart(2, '0')}/${next.getUTCFullYear()}`;
    await expect(page.getByText(`Recarga para 2 créditos em ${nextText}`)).toBeVisible();
    await expect(planCard(page, 'Pro').getByText('Mais Vantajoso')).toBeVisible();
    const sales = planCard(page, 'Enterprise').getByRole('link', { name: /Falar com Vendas/ });
    await expect(sales).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expectNoAxeViolations(page);
    await markWindow(page);

    await planCard(page, 'Starter').getByRole('button', { name: 'Assinar' }).click();
    // Nothing is paid yet: the toast says so, and is no success.
    const started = toast(page, 'Pagamento em processamento. Aguarde a confirmação.');
    await expect(started).toHaveAttribute('data-type', 'info');
    await expect(toast(page, 'Pagamento processado!')).toHaveCount(0);
    const status = page.getByRole('dialog', { name: 'Pagamento em Processamento' });
    await expect(status.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    await expect(status.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible();
    await expect(status.getByRole('button', { name: 'Ver Status da Cobrança' })).toBeVisible();
    await expectNoAxeViolations(page);
    const invoiceUrl = await status.getByRole('link', { name: /Abrir página da cobrança/ }).getAttribute('href');
    await page.keyboard.press('Escape');

    // While the charge is pending: 'Ver Cobrança' on its plan, the other plan disabled, the banner.
    await expect(planCard(page, 'Starter').getByRole('button', { name: 'Ver Cobrança' })).toBeEnabled();
    await expect(planCard(page, 'Pro').getByRole('button', { name: 'Assinar' })).toBeDisabled();
    const banner = page.getByTestId('pending-payment');
    await expect(banner).toContainText('Plano Starter');
    await banner.getByRole('button', { name: 'Verificar' }).click();
    await expect(toast(page, 'Pagamento ainda pendente')).toBeVisible();

    await planCard(page, 'Starter').getByRole('button', { name: 'Ver Cobrança' }).click();
    await expect(status).toBeVisible();
    await payOnDevPage(page, invoiceUrl ?? '');
    await expect(page.getByRole('dialog', { name: 'Pagamento Aprovado!' })).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Pagamento Aprovado!' })
      .getByRole('button', { name: 'Fechar' })
      .first()
      .click();

    await expect(page.getByTestId('current-plan')).toHaveText('Starter');
    await expect(page.getByTestId('credit-balance')).toHaveText('32 créditos');
    await expect(page.getByText(/^Recarga para 2 créditos/)).toHaveCount(0);
    await expect(planCard(page, 'Starter').getByRole('button', { name: 'Plano Assinado' })).toBeDisabled();
    await expect(banner).toHaveCount(0);
    const newest = page.getByRole('list', { name: 'Movimentações' }).getByRole('listitem').first();
    await expect(newest).toContainText('+30');
    await expect(newest).toContainText('Saldo: 32 créditos');
    await expectNoReload(page);

    // 'Trocar de Plano' makes a new charge; cancelling it (after confirming) leaves Starter in place.
    await planCard(page, 'Pro').getByRole('button', { name: 'Trocar de Plano' }).click();
    await expect(page.getByRole('dialog', { name: 'Pagamento em Processamento' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(banner).toContainText('Plano Pro');
    await expect(planCard(page, 'Pro').getByRole('button', { name: 'Ver Cobrança' })).toBeEnabled();
    await expect(planCard(page, 'Starter').getByRole('button', { name: 'Plano Assinado' })).toBeDisabled();
    await banner.getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('dialog', { name: 'Cancelar cobrança?' })
      .getByRole('button', { name: 'Cancelar cobrança' })
      .click();
    await expect(banner).toHaveCount(0);
    await expect(planCard(page, 'Pro').getByRole('button', { name: 'Trocar de Plano' })).toBeEnabled();
    await expect(page.getByTestId('current-plan')).toHaveText('Starter');
  });

  test('a visitor sees the real plans at /subscription; a contractor is taken to their plans page', async ({
    page,
  }) => {
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Planos de Assinatura' })).toBeVisible();
    for (const name of ['Free', 'Starter', 'Pro', 'Enterprise']) {
      await expect(page.getByRole('group', { name, exact: true })).toBeVisible();
    }
    await expect(planCard(page, 'Starter').getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcontractor%2Fsubscription',
    );
    await expectNoAxeViolations(page);

    await signUp(page.request, contractorSignup());
    await page.goto('/subscription');
    await expect(page).toHaveURL(/\/contractor\/subscription$/);
    await expect(page.getByTestId('current-plan')).toHaveText('Free');
  });
});
