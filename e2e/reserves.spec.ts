import { appOrigin, contractorSignup, freelancerSignup, newApiContext, signUp, uniqueId } from './support/accounts';
import { applyToJob, publishJob } from './support/marketplace';
import { expectNoReload, markWindow, trackLiveUpdates, waitForLiveUpdates } from './support/session';
import { expect, test } from './support/two-people';
import { toast } from './support/ui';

/**
 * Reserves (issue 26, decision 0036), as people would: the job's one place is booked; the contractor
 * keeps the other applicant as a reserve from the card ('Aprovar como reserva'); the reserve's job
 * page says so; the booked freelancer gives up ('Desistir', through the API: a third person) and
 * the reserve's open page shows them confirmed by itself, without a reload.
 */
test('a reserve is promoted live when the approved freelancer gives up', async ({
  page: reservePage,
  otherPage: contractorPage,
}) => {
  const company = `Buffet Reserva ${uniqueId()}`;
  await signUp(contractorPage.request, contractorSignup({ company_name: company }));
  const jobId = await publishJob(contractorPage.request, {
    company,
    segment: 'GARCOM',
    salaryCents: 10_000,
    inDays: 2,
  });

  // Two freelancers apply; the first is approved (the job fills and the second waits).
  const booked = await newApiContext();
  await signUp(booked, freelancerSignup({ full_name: 'Paulo Lima' }));
  await applyToJob(booked, jobId);
  const reserve = await signUp(reservePage.request, freelancerSignup({ full_name: 'Rita Souza' }));
  await applyToJob(reservePage.request, jobId);
  const mine = (await (await booked.get('/api/freelancer/applications')).json()) as { applications: { id: string }[] };
  const bookedShift = mine.applications[0]!.id;
  const approved = await contractorPage.request.post(`/api/contractor/applications/${bookedShift}/approve`, {
    headers: { origin: appOrigin() },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The contractor keeps the second as a reserve, from their card.
  await contractorPage.goto(`/contractor/jobs/${jobId}/details`);
  const card = contractorPage.getByRole('listitem', { name: reserve.full_name });
  await card.getByRole('button', { name: `Aprovar ${reserve.full_name} como reserva` }).click();
  const dialog = contractorPage.getByRole('dialog', { name: `Aprovar ${reserve.full_name} como reserva?` });
  await expect(dialog).toContainText('Nada é cobrado agora');
  await dialog.getByRole('button', { name: 'Aprovar como reserva' }).click();
  await expect(toast(contractorPage, `${reserve.full_name} está na reserva`)).toBeVisible();
  await expect(card.getByText('Reserva', { exact: true })).toBeVisible();

  // The reserve's job page says so, and stays open, listening.
  await trackLiveUpdates(reservePage);
  await reservePage.goto(`/jobs/${jobId}`);
  await expect(reservePage.getByText('Você está na reserva desta vaga')).toBeVisible();
  await waitForLiveUpdates(reservePage);
  await markWindow(reservePage);

  // The booked freelancer gives up: the reserve is confirmed in the same transaction.
  const withdrawn = await booked.post(`/api/freelancer/applications/${bookedShift}/withdraw`);
  expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
  await booked.dispose();

  await expect(reservePage.getByText('Você foi aprovado para esta vaga!')).toBeVisible();
  await expect(reservePage.getByText('Você está na reserva desta vaga')).toHaveCount(0);
  await expectNoReload(reservePage);
});
