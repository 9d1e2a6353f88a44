import { readFileSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { contractorSignup, freelancerSignup, signUp, uniqueId } from './support/accounts';
import { boardJobCard, openBoardFilters, startJobIn } from './support/marketplace';
import { expectNoReload, logIn, markWindow } from './support/session';
import { expect, test } from './support/two-people';
import { expectNoAxeViolations, isoDate, isPhone, painted, toast, TOASTER } from './support/ui';

/**
 * 'Pagamento garantido pelo Vamos Trabalhar' (issue 27, decision 0042), both sides at once: the
 * contractor publishes a job paid through the platform and sees its fee; the freelancer finds it by
 * the board's filter, reads how they are paid and applies; the contractor approves, pays the place
 * by PIX on the local provider's page (it plays the bank), and the dialog and the candidate say it is
 * paid, heard through the event stream, never a reload. The freelancer saves the PIX key they are
 * paid on and opens 'Meus ganhos'; once the shift has begun the contractor concludes the service, the
 * pay is released and sent by PIX, and the open page shows it paid with the transfer's id (decision
 * 0044); its receipt opens from there, with both parties and the values, and downloads as a PDF
 * (decision 0046). The e2e server runs with GUARANTEED_PAY on and a 10% fee (scripts/e2e-server.mjs).
 */

/** The widths the form's summary, the payment dialog and 'Meus ganhos' are looked at: small and common phones, a desktop. */
const WIDTHS = [360, 390, 1280] as const;

/**
 * At each width, `subject` in the middle of the screen: nothing wider than the screen (the page, and
 * `box` when given), an image of it in the test's output to look at, then the project's size again.
 */
async function lookAtWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { subject, box }: { subject: Locator; box?: Locator },
): Promise<void> {
  const original = page.viewportSize();
  await expect(page.locator(TOASTER).locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await subject.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await painted(page);
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(pageOverflow, `${name}: the page is wider than ${width} px`).toBeLessThanOrEqual(0);
    if (box) {
      const boxOverflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(boxOverflow, `${name}: its content is wider than itself at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

/** Opens 'Perfil' from the navigation, as a person would (on a phone it is under 'Mais'); no reload. */
async function openProfile(page: Page): Promise<void> {
  const bar = page.getByRole('navigation', { name: 'Navegação principal' });
  if (isPhone(page)) {
    await bar.getByRole('button', { name: 'Mais', exact: true }).click();
    await page.getByRole('dialog', { name: 'Mais opções' }).getByRole('link', { name: 'Perfil', exact: true }).click();
  } else {
    await bar.getByRole('link', { name: 'Perfil', exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil', exact: true })).toBeVisible();
}

/** A CPF or CNPJ's digits as a receipt shows them: '529.982.247-25', '11.222.333/0001-81'. */
function asShown(digits: string): string {
  return digits.length === 11
    ? digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')
    : digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/** The guaranteed-pay summary's line (a term and its amount) by its name. */
function summaryAmount(scope: Page | Locator, term: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('a guaranteed-pay job: published with its fee, found and applied to, approved and paid by PIX, then paid out', async ({
  page: contractorPage,
  otherPage: freelancerPage,
  request,
}, testInfo) => {
  test.slow(); // two people, a payment in a third tab
  const company = `Bar Garantido ${uniqueId()}`;
  const contractor = await signUp(request, contractorSignup({ company_name: company }));
  const freelancer = await signUp(request, freelancerSignup());

  // ------------------------------------------------ contractor: publishes, sees the fee and the total
  await logIn(contractorPage, contractor, 'contractor');
  await markWindow(contractorPage);
  await contractorPage.getByRole('link', { name: 'Publicar Vaga', exact: true }).click();
  await expect(
    contractorPage.getByRole('heading', { level: 1, name: 'Publicar Nova Vaga', exact: true }),
  ).toBeVisible();
  await contractorPage.getByLabel('Segmento', { exact: true }).selectOption({ label: 'Garçom' });
  await contractorPage.getByLabel('Número de pessoas', { exact: true }).fill('2');
  await contractorPage.getByLabel('Vestimentas', { exact: true }).fill('Camisa preta e calça social');
  await contractorPage.getByLabel('Data do serviço', { exact: true }).fill(isoDate(9));
  await contractorPage.getByLabel('Início', { exact: true }).fill('19:00');
  await contractorPage.getByLabel('Término', { exact: true }).fill('23:00');
  await contractorPage.getByLabel('Orçamento', { exact: true }).pressSequentially('10000');
  await contractorPage.getByLabel('Data de pagamento', { exact: true }).fill(isoDate(10));
  await contractorPage.getByLabel('CEP', { exact: true }).pressSequentially('01310100');
  await expect(contractorPage.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
  await contractorPage.getByLabel('Número', { exact: true }).fill('1578');

  const guaranteed = contractorPage.getByRole('checkbox', {
    name: 'Pagamento garantido pelo Vamos Trabalhar',
    exact: true,
  });
  await expect(guaranteed).not.toBeChecked();
  await guaranteed.check();
  await expect(contractorPage.getByLabel('Orçamento', { exact: true })).toHaveAccessibleDescription(
    'Valor pago a cada freelancer, por PIX pelo Vamos Trabalhar.',
  );
  await expect(summaryAmount(contractorPage, 'Valor por pessoa')).toHaveText('R$\u00a0100,00');
  await expect(summaryAmount(contractorPage, 'Taxa de serviço (10%)')).toHaveText('R$\u00a010,00');
  await expect(summaryAmount(contractorPage, 'Total por pessoa')).toHaveText('R$\u00a0110,00');
  await expect(summaryAmount(contractorPage, 'Total para 2 pessoas')).toHaveText('R$\u00a0220,00');
  await expectNoAxeViolations(contractorPage);
  await lookAtWidths(contractorPage, testInfo, 'form-summary', {
    subject: summaryAmount(contractorPage, 'Taxa de serviço (10%)'),
  });

  await contractorPage.getByRole('button', { name: 'Publicar Vaga', exact: true }).click();
  await expect(toast(contractorPage, 'Vaga criada com sucesso!')).toBeVisible();
  await expect(contractorPage).toHaveURL(/\/contractor\/jobs$/);
  await contractorPage
    .getByRole('article', { name: 'Garçom', exact: true })
    .getByRole('link', { name: /^Ver Detalhes/ })
    .click();
  await expect(contractorPage.getByRole('heading', { level: 1, name: 'Garçom', exact: true })).toBeVisible();
  await expect(contractorPage.getByText(/^Pagamento garantido pelo Vamos Trabalhar: R\$\s100,00/)).toBeVisible();
  await expect(contractorPage.getByRole('heading', { name: 'Candidatos (0)', exact: true })).toBeVisible();

  // ------------------------------------------------ freelancer: finds it by the filter, applies
  const line = 'Pagamento garantido · R$\u00a0100,00 via PIX até 24 h após o turno';
  await logIn(freelancerPage, freelancer, 'freelancer');
  await markWindow(freelancerPage);
  await openBoardFilters(freelancerPage);
  await freelancerPage.getByRole('checkbox', { name: 'Pagamento garantido', exact: true }).check();
  await expect(freelancerPage).toHaveURL(/[?&]guaranteed=1/);
  const card = boardJobCard(freelancerPage, 'Garçom').filter({ hasText: company });
  await expect(card.getByText(line, { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Garçom', exact: true }).click();
  await expect(freelancerPage.getByRole('heading', { level: 1, name: 'Garçom', exact: true })).toBeVisible();
  await expect(freelancerPage.getByText(line, { exact: true })).toBeVisible();
  const applicationCard = freelancerPage.getByRole('complementary', { name: 'Candidatura e contratante' });
  await applicationCard.getByRole('button', { name: 'Candidatar-se', exact: true }).click();
  const confirmApply = freelancerPage.getByRole('dialog', { name: 'Confirmar candidatura', exact: true });
  await confirmApply.getByRole('button', { name: 'Confirmar candidatura', exact: true }).click();
  await expect(toast(freelancerPage, 'Candidatura enviada!')).toBeVisible();

  // ------------------------------------------------ contractor: approves and gets the PIX charge
  await expect(contractorPage.getByRole('heading', { name: 'Candidatos (1)', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const candidate = contractorPage.getByRole('listitem', { name: freelancer.full_name, exact: true });
  await candidate.getByRole('button', { name: `Aprovar ${freelancer.full_name}`, exact: true }).click();
  const approval = contractorPage.getByRole('dialog', { name: `Aprovar ${freelancer.full_name}?`, exact: true });
  await expect(approval).toContainText('em seguida você paga R$\u00a0110,00 por PIX');
  await approval.getByRole('button', { name: 'Aprovar e pagar R$\u00a0110,00 por PIX', exact: true }).click();

  const pay = contractorPage.getByRole('dialog', { name: 'Pagar vaga por PIX', exact: true });
  await expect(pay.getByRole('img', { name: 'QR Code PIX', exact: true })).toBeVisible();
  await expect(pay).toContainText('O lugar fica reservado por 30 minutos');
  await expect(summaryAmount(pay, 'Freelancer')).toHaveText(freelancer.full_name);
  await expect(summaryAmount(pay, 'Valor')).toHaveText('R$\u00a0100,00');
  await expect(summaryAmount(pay, 'Taxa de serviço')).toHaveText('R$\u00a010,00');
  await expect(summaryAmount(pay, 'Total')).toHaveText('R$\u00a0110,00');
  await expect(pay.getByText(/^Expira em (29|30)min$/)).toBeVisible();
  expect(await pay.getByLabel('PIX copia e cola', { exact: true }).inputValue()).toMatch(/^000201/);
  await expect(pay.getByRole('button', { name: 'Já paguei', exact: true })).toBeEnabled();
  await expect(pay.getByRole('button', { name: 'Cancelar pagamento', exact: true })).toBeEnabled();
  await expectNoAxeViolations(contractorPage);
  await lookAtWidths(contractorPage, testInfo, 'payment-dialog', {
    subject: pay.getByRole('button', { name: 'Já paguei', exact: true }),
    box: pay,
  });

  // ------------------------------------------------ the bank (the local PIX page) confirms the payment
  const invoiceUrl = await pay.getByRole('link', { name: /^Abrir página de pagamento/ }).getAttribute('href');
  expect(invoiceUrl).toMatch(/\/dev\/pix\//);
  const bank = await contractorPage.context().newPage();
  await bank.goto(invoiceUrl ?? '');
  await bank.getByRole('button', { name: 'Confirmar pagamento', exact: true }).click();
  await expect(bank.getByText('Pago', { exact: true })).toBeVisible();
  await bank.close();

  // ------------------------------------------------ contractor: the dialog and the candidate say it is paid
  const confirmed = contractorPage.getByRole('dialog', { name: 'Pagamento confirmado', exact: true });
  await expect(confirmed).toContainText(`A aprovação de ${freelancer.full_name} está confirmada.`, {
    timeout: 15_000,
  });
  await confirmed.getByRole('button', { name: 'Fechar', exact: true }).first().click();
  await expect(confirmed).toBeHidden();
  await expect(candidate.getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(candidate.getByText('Pago (retido)', { exact: true })).toBeVisible();
  await expect(candidate.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);

  // ------------------------------------------------ freelancer: a PIX key in 'Recebimento', then 'Meus ganhos'
  await openProfile(freelancerPage);
  const receiving = freelancerPage.getByRole('region', { name: 'Recebimento', exact: true });
  await receiving.getByRole('button', { name: 'Cadastrar chave PIX', exact: true }).click();
  const keyForm = receiving.getByRole('form', { name: 'Cadastrar chave PIX', exact: true });
  await keyForm.getByLabel('Tipo de chave', { exact: true }).selectOption({ label: 'E-mail' });
  await keyForm.getByLabel('Chave PIX', { exact: true }).fill(freelancer.email);
  await keyForm.getByRole('button', { name: 'Salvar chave', exact: true }).click();
  await expect(toast(freelancerPage, 'Chave PIX salva.')).toBeVisible();
  await freelancerPage.getByRole('link', { name: /^Meus ganhos/ }).click();
  await expect(freelancerPage).toHaveURL(/\/freelancer\/ganhos$/);
  await expect(freelancerPage.getByRole('heading', { level: 1, name: 'Meus ganhos', exact: true })).toBeVisible();
  // Nothing yet: the place is paid by the contractor, held until the service is done.
  const thisMonth = new Intl.DateTimeFormat('pt-BR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date());
  await expect(freelancerPage.getByRole('heading', { level: 2, name: thisMonth, exact: true })).toBeVisible();
  await expect(freelancerPage.getByText('Nenhum pagamento neste mês.', { exact: true })).toBeVisible();
  await expect(freelancerPage.getByRole('button', { name: 'Próximo mês', exact: true })).toBeDisabled();

  // ------------------------------------------------ contractor: the shift has begun; 'Concluir Serviço'
  const jobId = new URL(contractorPage.url()).pathname.split('/').at(-2) ?? '';
  await startJobIn(contractorPage.request, jobId, -60);
  await contractorPage.getByRole('button', { name: 'Concluir Serviço', exact: true }).click();
  const conclude = contractorPage.getByRole('dialog', { name: 'Concluir Serviço?', exact: true });
  await conclude.getByRole('button', { name: 'Concluir Serviço', exact: true }).click();
  await expect(toast(contractorPage, 'Serviço concluído!')).toBeVisible();
  await expect(candidate.getByText('Liberado', { exact: true })).toBeVisible({ timeout: 15_000 });

  // ------------------------------------------------ freelancer: the PIX arrives on the open page, by itself
  const payouts = freelancerPage.getByRole('list', { name: `Pagamentos de ${thisMonth}`, exact: true });
  const payout = payouts.getByRole('listitem').filter({ has: freelancerPage.getByRole('link', { name: 'Garçom' }) });
  await expect(payout.getByText('Pago', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(payout.getByText('R$\u00a0100,00', { exact: true })).toBeVisible();
  await expect(payout.getByText(/^Enviado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();
  await expect(payout.getByRole('definition')).toHaveText(/^E\d{20}[A-Za-z0-9]{11}$/);
  await expect(payout.getByRole('term')).toHaveText('ID da transação PIX');
  await expect(summaryAmount(freelancerPage, `Recebido em ${thisMonth}`)).toHaveText('R$\u00a0100,00');
  await expect(freelancerPage.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(freelancerPage);
  await lookAtWidths(freelancerPage, testInfo, 'earnings', { subject: payout, box: payout });

  // ------------------------------------------------ freelancer: the receipt of that PIX, its page and its PDF (0046)
  const endToEndId = (await payout.getByRole('definition').textContent()) ?? '';
  await payout.getByRole('link', { name: /^Ver recibo de Garçom/ }).click();
  await expect(freelancerPage).toHaveURL(/\/recibos\/[0-9a-f-]{36}$/);
  const receipt = freelancerPage.getByRole('article', { name: 'Recibo de pagamento', exact: true });
  await expect(receipt.getByText(/^Pagamento do turno · Nº VT-[0-9A-F]{8}$/)).toBeVisible();
  const party = (name: string) => receipt.getByRole('region', { name, exact: true });
  await expect(party('Contratante').getByText(company, { exact: true })).toBeVisible();
  await expect(party('Contratante').getByText(asShown(contractor.cnpj ?? ''), { exact: true })).toBeVisible();
  await expect(party('Freelancer').getByText('Maria da Silva', { exact: true })).toBeVisible();
  await expect(party('Freelancer').getByText(asShown(freelancer.cpf), { exact: true })).toBeVisible();
  await expect(party('Serviço').getByText('Garçom', { exact: true })).toBeVisible();
  await expect(summaryAmount(receipt, 'Valor bruto devido ao freelancer')).toHaveText('R$\u00a0100,00');
  await expect(summaryAmount(receipt, 'Valor líquido pago ao freelancer')).toHaveText('R$\u00a0100,00');
  await expect(summaryAmount(receipt, 'Taxa de serviço (paga pelo contratante)')).toHaveText('R$\u00a010,00');
  await expect(summaryAmount(receipt, 'Total pago pelo contratante')).toHaveText('R$\u00a0110,00');
  await expect(summaryAmount(party('PIX'), 'ID da transação (end-to-end)')).toHaveText(endToEndId);
  await expectNoAxeViolations(freelancerPage);
  await lookAtWidths(freelancerPage, testInfo, 'receipt', { subject: receipt, box: receipt });
  const download = freelancerPage.waitForEvent('download');
  await freelancerPage.getByRole('link', { name: 'Baixar PDF', exact: true }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^recibo-VT-[0-9A-F]{8}\.pdf$/);
  const bytes = readFileSync(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await expectNoReload(contractorPage);
  await expectNoReload(freelancerPage);
});
