import { appOrigin, contractorSignup, freelancerSignup, signUp, uniqueId } from './support/accounts';
import { applyToJob, publishJob, startJobIn } from './support/marketplace';
import { expectNoReload, markWindow } from './support/session';
import { expect, test } from './support/two-people';
import { toast } from './support/ui';

/**
 * A late 'Cancelar evento' on a guaranteed-pay job (issue 27, decision 0044): the place was paid by
 * PIX; 10 hours before the start the dialog tells the contractor what each side gets by PIX (the
 * freelancer half their pay, the rest back to them); confirming it, the freelancer's open 'Meus
 * ganhos' shows the share sent, by itself.
 */
test("a late 'Cancelar evento' on a guaranteed-pay job sends the freelancer their share by PIX", async ({
  page: freelancerPage,
  otherPage: contractorPage,
}) => {
  const company = `Buffet Garantido ${uniqueId()}`;
  const origin = { origin: appOrigin() };
  await signUp(contractorPage.request, contractorSignup({ company_name: company }));
  // R$ 100,00 a person, 10% of fee: the place costs R$ 110,00.
  const jobId = await publishJob(
    contractorPage.request,
    { company, segment: 'COPEIRO', salaryCents: 10_000, inDays: 3 },
    { guaranteed_pay: true },
  );
  const freelancer = await signUp(freelancerPage.request, freelancerSignup({ full_name: 'Rita Prado' }));
  const key = await freelancerPage.request.put('/api/freelancer/pix-key', {
    headers: origin,
    data: { key_type: 'email', key: freelancer.email },
  });
  expect(key.status(), await key.text()).toBe(200);
  await applyToJob(freelancerPage.request, jobId);

  // The contractor approves, and the bank (the local PIX page) confirms the place's charge.
  const detail = (await (await contractorPage.request.get(`/api/contractor/jobs/${jobId}`)).json()) as {
    applications: { id: string }[];
  };
  const approved = await contractorPage.request.post(
    `/api/contractor/applications/${detail.applications[0]?.id}/approve`,
    { headers: origin },
  );
  expect(approved.ok(), await approved.text()).toBe(true);
  const invoiceUrl = ((await approved.json()) as { funding: { payment: { invoice_url: string } } }).funding.payment
    .invoice_url;
  expect(invoiceUrl).toMatch(/\/dev\/pix\//);
  const paid = await contractorPage.request.post(`${new URL(invoiceUrl, appOrigin()).pathname}/confirm`, {
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  // Starting in 10 hours (and 10 minutes, however long this runs): a late cancellation.
  await startJobIn(contractorPage.request, jobId, 10 * 60 + 10);

  // The freelancer's 'Meus ganhos' stays open: nothing yet.
  await freelancerPage.goto('/freelancer/ganhos');
  await expect(freelancerPage.getByRole('heading', { level: 1, name: 'Meus ganhos', exact: true })).toBeVisible();
  await expect(freelancerPage.getByText('Nenhum pagamento neste mês.', { exact: true })).toBeVisible();
  await markWindow(freelancerPage);

  // The contractor reads what each side gets, then cancels.
  await contractorPage.goto(`/contractor/jobs/${jobId}/details`);
  const candidate = contractorPage.getByRole('listitem', { name: freelancer.full_name, exact: true });
  await expect(candidate.getByText('Pago (retido)', { exact: true })).toBeVisible();
  await contractorPage.getByRole('button', { name: 'Cancelar evento', exact: true }).click();
  const dialog = contractorPage.getByRole('dialog', { name: 'Cancelar evento?' });
  await expect(dialog).toContainText(
    'Pagamento garantido: o freelancer aprovado recebe R$\u00a050,00 por PIX, e R$\u00a055,00 voltam para você por PIX.',
  );
  await dialog.getByRole('button', { name: 'Cancelar evento', exact: true }).click();
  await expect(toast(contractorPage, 'Evento cancelado')).toBeVisible();

  // The freelancer's share arrives on the open page, by itself.
  const payout = freelancerPage
    .getByRole('listitem')
    .filter({ has: freelancerPage.getByRole('link', { name: 'Copeiro', exact: true }) });
  await expect(payout.getByText('Pago', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(payout.getByText('R$\u00a050,00', { exact: true })).toBeVisible();
  await expect(freelancerPage.getByText(/^Recebido em/)).toBeVisible();
  await expectNoReload(freelancerPage);
});
