import { contractorSignup, freelancerSignup, signUp, uniqueId } from './support/accounts';
import { applyToJob, approveOnlyApplication, publishJob, startJobIn } from './support/marketplace';
import { expect, test } from './support/two-people';

/**
 * A no-show as both sides live it (issue 24, decision 0028), at 390 px: the contractor marks
 * 'Não compareceu' an hour and a half after the start (the dialog says what follows); the
 * no-show's 3 strikes suspend the freelancer, and the board says why and until when; the
 * freelancer contests in 'Minhas candidaturas', and both sides see 'Em contestação' (the
 * contractor's screen live), and the strikes no longer count while it is contested.
 */
test("'Não compareceu' suspends, is contested, and shows as contested on both sides", async ({ page, otherPage }) => {
  const company = `Buffet Falta ${uniqueId()}`;
  const freelancer = await signUp(page.request, freelancerSignup({ full_name: 'Ana Ausente' }));
  const contractor = otherPage;
  await signUp(contractor.request, contractorSignup({ company_name: company }));
  const jobId = await publishJob(contractor.request, { company, segment: 'BARTENDER', salaryCents: 10_000, inDays: 1 });
  await applyToJob(page.request, jobId);
  await approveOnlyApplication(contractor.request, jobId);
  await startJobIn(contractor.request, jobId, -90);

  // The contractor marks the no-show from the candidate card.
  await contractor.goto(`/contractor/jobs/${jobId}/details`);
  const card = contractor.getByRole('listitem', { name: freelancer.full_name });
  await card.getByRole('button', { name: `Não compareceu: ${freelancer.full_name}` }).click();
  const dialog = contractor.getByRole('dialog', { name: `${freelancer.full_name} não compareceu?` });
  await expect(dialog).toContainText(`${freelancer.full_name} receberá 3 advertências e será avisado.`);
  await expect(dialog.getByRole('link', { name: 'Política de cancelamento' })).toHaveAttribute(
    'href',
    '/politica-de-cancelamento',
  );
  await dialog.getByRole('button', { name: 'Confirmar falta' }).click();
  await expect(card.getByText('Não compareceu', { exact: true })).toBeVisible();

  // 3 strikes: the board says applying is suspended, why and until when.
  await page.goto('/freelancer/jobs');
  const banner = page.getByRole('status').filter({ hasText: 'Candidaturas suspensas até' });
  await expect(banner).toHaveText(/^Candidaturas suspensas até \d{2}\/\d{2} por faltas recentes — veja a política$/);
  await expect(banner.getByRole('link', { name: 'veja a política' })).toHaveAttribute(
    'href',
    '/politica-de-cancelamento',
  );

  // The freelancer contests.
  await page.goto('/freelancer/applications');
  const mine = page.getByRole('article').filter({ hasText: company });
  await expect(mine.getByText('Não compareceu', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: /^Contestar/ }).click();
  const contest = page.getByRole('dialog', { name: 'Contestar a falta?' });
  await contest.getByRole('button', { name: 'Enviar contestação' }).click();
  await expect(contest.getByRole('alert')).toHaveText('Conte o que aconteceu para contestar a falta.');
  await contest.getByLabel('O que aconteceu?').fill('Cheguei às 19h e falei com o gerente na entrada.');
  await contest.getByRole('button', { name: 'Enviar contestação' }).click();
  await expect(mine.getByText('Em contestação', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Contestar/ })).toHaveCount(0);

  // The contractor's screen follows, live; the contested no-show counts no strike.
  await expect(card.getByText('Em contestação', { exact: true })).toBeVisible();
  await page.goto('/freelancer/profile');
  await expect(page.getByRole('region', { name: 'Advertências' })).toContainText('Você não tem advertências ativas.');
});
