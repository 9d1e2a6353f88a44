import { contractorSignup, freelancerSignup, signUp, uniqueId } from './support/accounts';
import { applyToJob, publishJob } from './support/marketplace';
import { expect, test } from './support/two-people';

/**
 * 'Minha equipe' and blocks (issue 26): the contractor adds an applicant to the team from their
 * card and finds them on 'Minha equipe'; then blocks them from the same card. The blocked freelancer
 * no longer sees the contractor's new job on the board, nor can open it, and was never told who
 * blocked them.
 */
test('an applicant joins the team from their card, then is blocked and no longer sees the contractor’s jobs', async ({
  page: contractorPage,
  otherPage: freelancerPage,
}) => {
  const company = `Bar da Equipe ${uniqueId()}`;
  await signUp(contractorPage.request, contractorSignup({ company_name: company }));
  const first = await publishJob(contractorPage.request, {
    company,
    segment: 'GARCOM',
    salaryCents: 12_000,
    inDays: 3,
  });
  const freelancer = await signUp(freelancerPage.request, freelancerSignup({ full_name: `Rita Lima ${uniqueId()}` }));
  await applyToJob(freelancerPage.request, first);

  // 'Adicionar à equipe' on the applicant's card; 'Minha equipe' lists them.
  await contractorPage.goto(`/contractor/jobs/${first}/details`);
  const card = contractorPage.getByRole('listitem', { name: freelancer.full_name });
  await card.getByRole('button', { name: `Adicionar ${freelancer.full_name} à equipe` }).click();
  await expect(card.getByText('Na equipe')).toBeVisible();
  await contractorPage.goto('/contractor/equipe');
  await expect(contractorPage.getByRole('heading', { level: 1, name: 'Minha equipe' })).toBeVisible();
  await expect(contractorPage.getByText(freelancer.full_name)).toBeVisible();
  await expect(contractorPage.getByText('Nenhum turno ainda')).toBeVisible();

  // A second job: the freelancer sees it on the board.
  const second = await publishJob(contractorPage.request, {
    company,
    segment: 'BARTENDER',
    salaryCents: 15_000,
    inDays: 4,
  });
  await freelancerPage.goto('/freelancer/jobs');
  const ofThisBar = freelancerPage.getByRole('article').filter({ hasText: company });
  await expect(ofThisBar).toHaveCount(2);

  // 'Bloquear', confirmed: out of the team, the pending application declined.
  await contractorPage.goto(`/contractor/jobs/${first}/details`);
  await card.getByRole('button', { name: `Bloquear ${freelancer.full_name}` }).click();
  const dialog = contractorPage.getByRole('dialog', { name: `Bloquear ${freelancer.full_name}?` });
  await dialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(card.getByRole('button', { name: `Desbloquear ${freelancer.full_name}` })).toBeVisible();
  await contractorPage.goto('/contractor/equipe');
  await expect(contractorPage.getByText('Sua equipe está vazia')).toBeVisible();

  // The freelancer's board no longer has the bar's jobs; the job's address answers 'not found'.
  await freelancerPage.goto('/freelancer/jobs');
  await expect(freelancerPage.getByRole('heading', { level: 1, name: 'VAMOS TRABALHAR!' })).toBeVisible();
  await expect(ofThisBar).toHaveCount(0);
  expect((await freelancerPage.request.get(`/api/jobs/${second}`)).status()).toBe(404);
  const notices = await (await freelancerPage.request.get('/api/notifications')).text();
  expect(notices).not.toMatch(/bloque/i);
});
