import { freelancerSignup, signUp, uniqueId } from './support/accounts';
import { newContractorApi, publishJob } from './support/marketplace';
import { signedInOperator } from './support/operator';
import { expect, test } from './support/two-people';
import { expectNoAxeViolations, expectNoSidewaysOverflow, toast } from './support/ui';

/**
 * 'Denunciar' and 'Denúncias' (issue 28, decision 0054), at 390 px: a freelancer reports a job from
 * its page; an operator (past the second factor through the API: e2e/operator.spec.ts walks those
 * screens) finds the report in the queue with the job's content and resolves it with 'Ocultar vaga'
 * and a reason; the job is gone for the freelancer, and the reporter's notifications say the outcome.
 */
test("a freelancer reports a job, an operator hides it from 'Denúncias', and the reporter is told", async ({
  page,
  browser,
}) => {
  const company = `Buffet Suspeito ${uniqueId()}`;
  const { api: contractor } = await newContractorApi({ company_name: company });
  const jobId = await publishJob(contractor, { company, segment: 'GARCOM', salaryCents: 12_000, inDays: 4 });
  await signUp(page.request, freelancerSignup({ full_name: 'Rita Relatora' }));

  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Garçom' })).toBeVisible();
  await page.getByRole('button', { name: 'Denunciar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar' });
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByText('Escolha o motivo da denúncia.')).toBeVisible();
  await dialog.getByLabel('Motivo').selectOption({ label: 'Golpe ou fraude' });
  await dialog.getByLabel('O que aconteceu?').fill('Pediram um depósito por PIX para garantir a vaga.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(toast(page, 'Denúncia enviada.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const operator = await signedInOperator(browser);
  const op = operator.page;
  await op.goto('/operador/denuncias');
  await expect(op.getByRole('heading', { level: 1, name: 'Denúncias' })).toBeVisible();
  // The nav's whole list is operator.spec.ts's to check; here, that 'Denúncias' is the page shown.
  await expect(
    op.getByRole('navigation', { name: 'Operação' }).getByRole('link', { name: 'Denúncias' }),
  ).toHaveAttribute('aria-current', 'page');
  const card = op.getByRole('article').filter({ hasText: company });
  await expect(card.getByRole('heading', { name: 'Vaga: Golpe ou fraude' })).toBeVisible();
  await expect(card).toContainText('Pediram um depósito por PIX para garantir a vaga.');
  await expect(card).toContainText('Rita Relatora');
  await expectNoSidewaysOverflow(op);
  await expectNoAxeViolations(op);
  await card.getByRole('button', { name: 'Ocultar vaga' }).click();
  await expect(card.getByText('Escreva o motivo da decisão.')).toBeVisible();
  await card.getByLabel('Motivo da decisão').fill('Vaga falsa: cobra depósito dos candidatos.');
  await card.getByRole('button', { name: 'Ocultar vaga' }).click();
  await expect(toast(op, 'Vaga ocultada e denúncia resolvida.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await operator.context.close();

  // The job is gone for the freelancer, and the notification says what became of the report.
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeVisible();
  await page.goto('/notificacoes');
  await expect(page.getByText('Sua denúncia foi analisada: a vaga Garçom foi removida')).toBeVisible();
  await expect(page.getByText('Motivo: Vaga falsa: cobra depósito dos candidatos.')).toBeVisible();
});
