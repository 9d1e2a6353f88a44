import type { Locator, Page, TestInfo } from '@playwright/test';
import { contractorSignup, freelancerSignup, newApiContext, signUp, uniqueId } from './support/accounts';
import { applyToJob } from './support/marketplace';
import { logIn } from './support/session';
import { expect, test } from './support/two-people';
import { isoDate, painted, toast, TOASTER } from './support/ui';

/**
 * 'Pagar todas as vagas agora' (issue 27, decision 0056): the contractor publishes a guaranteed-pay
 * job paying all of its places at once, pays that one PIX on the local provider's page (it plays the
 * bank), approves a freelancer without a new PIX, and the job's details show the places used of
 * those paid. The form and the panel are looked at on a small phone and a desktop.
 */

async function lookAt(page: Page, testInfo: TestInfo, name: string, subject: Locator): Promise<void> {
  const original = page.viewportSize();
  await expect(page.locator(TOASTER).locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await subject.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await painted(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: the page is wider than ${width} px`).toBeLessThanOrEqual(0);
    // Nothing floating (the bottom bar) covers it.
    const box = await subject.boundingBox();
    const covered = await page.evaluate(
      ([x, y]) => {
        const hit = document.elementFromPoint(x ?? 0, y ?? 0);
        return hit?.closest('nav') !== null && hit?.closest('nav') !== undefined;
      },
      [(box?.x ?? 0) + 4, (box?.y ?? 0) + (box?.height ?? 0) / 2],
    );
    expect(covered, `${name}: covered at ${width} px`).toBe(false);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

test('a guaranteed-pay job with all its places paid at once: published, paid by one PIX, a freelancer approved from the pool', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const company = `Bar Pago ${uniqueId()}`;
  const contractor = await signUp(request, contractorSignup({ company_name: company }));
  await logIn(page, contractor, 'contractor');
  await page.getByRole('link', { name: 'Publicar Vaga', exact: true }).click();
  await page.getByLabel('Segmento', { exact: true }).selectOption({ label: 'Garçom' });
  await page.getByLabel('Número de pessoas', { exact: true }).fill('2');
  await page.getByLabel('Vestimentas', { exact: true }).fill('Camisa preta e calça social');
  await page.getByLabel('Data do serviço', { exact: true }).fill(isoDate(9));
  await page.getByLabel('Início', { exact: true }).fill('19:00');
  await page.getByLabel('Término', { exact: true }).fill('23:00');
  await page.getByLabel('Orçamento', { exact: true }).pressSequentially('10000');
  await page.getByLabel('Data de pagamento', { exact: true }).fill(isoDate(10));
  await page.getByLabel('CEP', { exact: true }).pressSequentially('01310100');
  await expect(page.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número', { exact: true }).fill('1578');
  await page.getByRole('checkbox', { name: 'Pagamento garantido pelo Vamos Trabalhar', exact: true }).check();
  const payAll = page.getByRole('checkbox', { name: 'Pagar todas as vagas agora', exact: true });
  await payAll.check();
  await expect(page.getByText(/^Você paga todas as vagas por PIX ao publicar/)).toBeVisible();
  await expect(page.getByText(/^Um único PIX de R\$\s220,00 para 2 vagas/)).toBeVisible();
  await lookAt(page, testInfo, 'publish-form', payAll);

  await page.getByRole('button', { name: 'Publicar Vaga', exact: true }).click();
  await expect(toast(page, 'Vaga criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/contractor\/jobs\/[^/]+\/details$/);
  const jobId = new URL(page.url()).pathname.split('/').at(-2) ?? '';

  // The PIX of all places opens at once; the bank (the local PIX page) confirms it.
  const pay = page.getByRole('dialog', { name: 'Pagar todas as vagas por PIX', exact: true });
  await expect(pay.getByRole('img', { name: 'QR Code PIX', exact: true })).toBeVisible();
  await expect(pay).toContainText('R$\u00a0220,00');
  await expect(pay.getByRole('button', { name: 'Cancelar pagamento', exact: true })).toBeEnabled();
  const invoiceUrl = await pay.getByRole('link', { name: /^Abrir página de pagamento/ }).getAttribute('href');
  const bank = await page.context().newPage();
  await bank.goto(invoiceUrl ?? '');
  await bank.getByRole('button', { name: 'Confirmar pagamento', exact: true }).click();
  await expect(bank.getByText('Pago', { exact: true })).toBeVisible();
  await bank.close();
  const confirmed = page.getByRole('dialog', { name: 'Pagamento confirmado', exact: true });
  await expect(confirmed).toBeVisible({ timeout: 15_000 });
  await confirmed.getByRole('button', { name: 'Fechar', exact: true }).first().click();

  const panel = page.getByRole('region', { name: 'Pagamento de todas as vagas', exact: true });
  await expect(panel.getByText('Pago', { exact: true })).toBeVisible();
  await expect(panel.getByText('R$\u00a0220,00 · 0 de 2 vagas usadas', { exact: true })).toBeVisible();

  // A freelancer applies; 'Aprovar' takes a paid place: no PIX of its own.
  const freelancerApi = await newApiContext();
  const freelancer = await signUp(freelancerApi, freelancerSignup());
  await applyToJob(freelancerApi, jobId);
  await freelancerApi.dispose();
  await expect(page.getByRole('heading', { name: 'Candidatos (1)', exact: true })).toBeVisible({ timeout: 15_000 });
  const candidate = page.getByRole('listitem', { name: freelancer.full_name, exact: true });
  await candidate.getByRole('button', { name: `Aprovar ${freelancer.full_name}`, exact: true }).click();
  const approval = page.getByRole('dialog', { name: `Aprovar ${freelancer.full_name}?`, exact: true });
  await expect(approval).toContainText('a vaga sai das vagas já pagas, sem novo PIX');
  await approval.getByRole('button', { name: 'Aprovar', exact: true }).click();
  await expect(candidate.getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(candidate.getByText('Pago (retido)', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pagar vaga por PIX', exact: true })).toHaveCount(0);
  await expect(panel.getByText('R$\u00a0220,00 · 1 de 2 vagas usadas', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await lookAt(page, testInfo, 'funding-panel', panel);

  // 'Pagamentos' lists the job's charge of the month, with the freelancer approved from it.
  await page.goto('/contractor/pagamentos');
  const charge = page.getByRole('listitem').filter({ hasText: 'Pagamento de todas as vagas · 2 vagas' });
  await expect(charge).toBeVisible({ timeout: 15_000 });
  await expect(charge).toContainText('R$\u00a0220,00');
  await expect(charge.getByText('1 de 2 vagas usadas', { exact: true })).toBeVisible();
  await expect(charge.getByText(freelancer.full_name, { exact: true })).toBeVisible();
  await expect(charge.getByText('Pago (retido)', { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('R$\u00a0220,00');
  await lookAt(page, testInfo, 'payments-page', charge);
});
