import { contractorSignup, freelancerSignup, signUp, uniqueId } from './support/accounts';
import { applyToJob, approveOnlyApplication, publishJob, startJobIn } from './support/marketplace';
import { trackLiveUpdates, waitForLiveUpdates } from './support/session';
import { expect, test } from './support/two-people';
import { toast } from './support/ui';

/**
 * Confirmation and check-in (issue 24), as people do it on their phones: the contractor's job shows
 * today's code and its QR code; the freelancer confirms ('Vou comparecer') and, at the venue, types
 * the code in 'Cheguei' (a wrong one is refused with its reason); the contractor's screen shows it
 * live, without reloading: 'Presença confirmada', then 'Chegou às 19:02'. The camera's path is
 * unit-tested (decode-check-in-code.test.ts); the server's refusals are service tests.
 */
test('the freelancer checks in with the typed code and the contractor sees it live', async ({ page, otherPage }) => {
  const freelancerPage = otherPage;
  const company = `Bar da Chegada ${uniqueId()}`;
  await signUp(page.request, contractorSignup({ company_name: company }));
  await signUp(freelancerPage.request, freelancerSignup({ full_name: 'Bruna Pontual' }));
  const jobId = await publishJob(page.request, { company, segment: 'GARCOM', salaryCents: 12_000, inDays: 1 });
  await applyToJob(freelancerPage.request, jobId);
  await approveOnlyApplication(page.request, jobId);
  // The shift starts in 30 minutes: check-in is open (from 2 h before the start).
  await startJobIn(page.request, jobId, 30);

  // The contractor: today's code and its QR code on the job's details.
  await trackLiveUpdates(page);
  await page.goto(`/contractor/jobs/${jobId}/details`);
  const codeCard = page.getByRole('region', { name: 'Código de check-in' });
  await expect(codeCard.getByRole('img', { name: /^QR code do check-in/ })).toBeVisible();
  const code = (await codeCard.getByText(/^\d{6}$/).textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const candidate = page.getByRole('listitem', { name: 'Bruna Pontual' });
  await expect(candidate.getByText('Aprovado', { exact: true })).toBeVisible();
  await waitForLiveUpdates(page);

  // The freelancer confirms, then arrives: a wrong code is refused, the right one recorded.
  await freelancerPage.goto('/freelancer/agenda');
  await freelancerPage.getByRole('button', { name: 'Vou comparecer a Garçom' }).click();
  await expect(toast(freelancerPage, 'Presença confirmada!')).toBeVisible();
  await expect(candidate.getByText('Presença confirmada', { exact: true })).toBeVisible();

  await freelancerPage.getByRole('button', { name: 'Cheguei em Garçom' }).click();
  const dialog = freelancerPage.getByRole('dialog', { name: 'Registrar chegada' });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await dialog.getByLabel('Código do contratante').fill(wrong);
  await dialog.getByRole('button', { name: 'Confirmar chegada' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Código incorreto. Confira o código de hoje na tela do contratante e tente de novo.',
  );
  await dialog.getByLabel('Código do contratante').fill(code);
  await dialog.getByRole('button', { name: 'Confirmar chegada' }).click();
  await expect(toast(freelancerPage, 'Chegada registrada!')).toBeVisible();
  const arrived = freelancerPage.getByText(/^Chegada registrada às \d\d:\d\d$/);
  await expect(arrived).toBeVisible();
  await expect(freelancerPage.getByRole('button', { name: 'Cheguei em Garçom' })).toHaveCount(0);

  // The contractor's screen, live: the time of arrival is the one the freelancer's phone shows.
  const time = (await arrived.textContent())?.slice(-5) ?? '';
  await expect(candidate.getByText(`Chegou às ${time}`, { exact: true })).toBeVisible();
  await expect(candidate.getByText('Presença confirmada', { exact: true })).toBeVisible();
});
