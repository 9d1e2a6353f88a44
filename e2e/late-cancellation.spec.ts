import { contractorSignup, freelancerSignup, signUp, uniqueId } from './support/accounts';
import { applyToJob, approveOnlyApplication, coinChip, publishJob, startJobIn } from './support/marketplace';
import { expectNoReload, markWindow, trackLiveUpdates, waitForLiveUpdates } from './support/session';
import { expect, test } from './support/two-people';
import { toast } from './support/ui';

/**
 * The contractor's late 'Cancelar evento' (issue 24): the applicant card shows the freelancer's
 * reliability; 5 hours before the start the dialog says the approved freelancer gets their coins
 * back and 10 more as compensation; confirming it, the freelancer's balance rises on their open
 * page by itself (15 − 10 on approval = 5, then + 10 back + 10 of compensation = 25).
 */
test("a late 'Cancelar evento' compensates the freelancer, whose balance rises live", async ({
  page: freelancerPage,
  otherPage: contractorPage,
}) => {
  const company = `Buffet Em Cima da Hora ${uniqueId()}`;
  await signUp(contractorPage.request, contractorSignup({ company_name: company }));
  // R$ 100,00: 10 coins, charged on approval.
  const jobId = await publishJob(contractorPage.request, {
    company,
    segment: 'COPEIRO',
    salaryCents: 10_000,
    inDays: 1,
  });
  // Starting in 5 hours (and 10 minutes, so that 5 whole hours are left however long this runs).
  await startJobIn(contractorPage.request, jobId, 5 * 60 + 10);
  const freelancer = await signUp(freelancerPage.request, freelancerSignup({ full_name: 'Joana Reis' }));
  await applyToJob(freelancerPage.request, jobId);
  await approveOnlyApplication(contractorPage.request, jobId);

  // The freelancer's page stays open, listening.
  await trackLiveUpdates(freelancerPage);
  await freelancerPage.goto('/freelancer/jobs');
  await expect(coinChip(freelancerPage, 5)).toBeVisible();
  await waitForLiveUpdates(freelancerPage);
  await markWindow(freelancerPage);

  // The contractor sees the freelancer's reliability on the card, then cancels the event.
  await contractorPage.goto(`/contractor/jobs/${jobId}/details`);
  const card = contractorPage.getByRole('listitem', { name: freelancer.full_name });
  await expect(card).toContainText('Novo');
  await contractorPage.getByRole('button', { name: 'Cancelar evento' }).click();
  const dialog = contractorPage.getByRole('dialog', { name: 'Cancelar evento?' });
  await expect(dialog).toContainText(
    'Faltam 5 horas para o evento: o freelancer aprovado recebe de volta as moedas pagas e mais 10 moedas de compensação.',
  );
  await expect(dialog.getByRole('link', { name: 'Política de cancelamento' })).toHaveAttribute(
    'href',
    '/politica-de-cancelamento',
  );
  await dialog.getByRole('button', { name: 'Cancelar evento' }).click();
  await expect(toast(contractorPage, 'Evento cancelado')).toBeVisible();

  // The freelancer's balance rises by itself: the coins back and the compensation.
  await expect(coinChip(freelancerPage, 25)).toBeVisible();
  await expectNoReload(freelancerPage);
});
