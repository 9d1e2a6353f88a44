import { expect, test } from '@playwright/test';
import { freelancerSignup, signUp, uniqueId } from './support/accounts';
import { applyToJob, approveOnlyApplication, newContractorApi, publishJob } from './support/marketplace';

const HOUR = 60 * 60 * 1000;

/** São Paulo's date and clock time (UTC−3) of an instant: a job's date and start as the form takes them. */
function saoPaulo(at: number): { date: string; time: string } {
  const local = new Date(at - 3 * HOUR).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * The cancellation policy as a freelancer meets it (issue 24): an approved shift 5 hours away,
 * 'Desistir' says before confirming that it gives 2 strikes, and the strike is on their profile.
 */
test("a late 'Desistir' says its consequence, and the strike shows on the profile", async ({ page }) => {
  const company = `Bar Política ${uniqueId()}`;
  await signUp(page.request, freelancerSignup());

  // A shift starting in 5 hours (and 10 minutes, so that 5 whole hours are left however long this runs).
  const start = Date.now() + 5 * HOUR + 10 * 60 * 1000;
  const [begins, ends, paid] = [saoPaulo(start), saoPaulo(start + 4 * HOUR), saoPaulo(start + 24 * HOUR)];
  const contractor = await newContractorApi({ company_name: company });
  const jobId = await publishJob(
    contractor.api,
    { company, segment: 'MAITRE', salaryCents: 10_000, inDays: 0 },
    { service_date: begins.date, start_time: begins.time, end_time: ends.time, payment_date: paid.date },
  );
  await applyToJob(page.request, jobId);
  await approveOnlyApplication(contractor.api, jobId);
  await contractor.api.dispose();

  await page.goto('/freelancer/agenda');
  await page.getByRole('button', { name: 'Desistir de Maître' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desistir deste serviço?' });
  await expect(dialog).toContainText('Faltam 5 horas para o turno: você receberá 2 advertências.');
  await expect(dialog.getByRole('link', { name: 'Ver a política de cancelamento' })).toHaveAttribute(
    'href',
    '/politica-de-cancelamento',
  );
  await dialog.getByRole('button', { name: 'Desistir do serviço' }).click();
  await expect(page.getByText('Serviço cancelado!')).toBeVisible();

  await page.goto('/freelancer/profile');
  const strikes = page.getByRole('region', { name: 'Advertências' });
  await expect(strikes).toContainText('Você tem 2 advertências ativas.');
  await expect(strikes).toContainText('2 advertências · Desistência em cima da hora');
  await expect(strikes).toContainText(/Maître em \d{2}\/\d{2}\/\d{4} · vale até \d{2}\/\d{2}\/\d{4}/);
});
