import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { appOrigin, contractorSignup, freelancerSignup, signUp, uniqueId } from './support/accounts';
import { applyToJob, approveOnlyApplication, moveJobToYesterday, publishJob } from './support/marketplace';
import { expect, test } from './support/two-people';
import { isoDate, toast } from './support/ui';

/** The Starter plan (30 credits), paid on the local PIX page: the contractor's free 2 credits run out in this journey. */
async function buyStarterPlan(contractor: APIRequestContext): Promise<void> {
  const started = await contractor.post('/api/payments/plans', {
    headers: { origin: appOrigin() },
    data: { plan_id: 'basico' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { invoice_url: invoiceUrl } = (await started.json()) as { invoice_url: string };
  const chargeId = invoiceUrl.split('/').at(-1) ?? '';
  const paid = await contractor.post(`/dev/pix/${chargeId}/confirm`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** Screenshots of the new screens at 360, 390 and 1280 px (checked by eye), into /tmp/shots-invites/. */
async function shoot(page: Page, name: string, target: Locator): Promise<void> {
  const size = page.viewportSize();
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-invites/${name}-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  if (size) await page.setViewportSize(size);
}

/**
 * Invite-first jobs (issue 26, decision 0037), as people would: a freelancer works a job and the
 * contractor adds them to 'Minha equipe' from the concluded job; the contractor repeats the job
 * with 'Convidar minha equipe primeiro'; the favourite's bell rings, the notification opens
 * 'Convites' on their board, they accept (the cost said first) and are approved; the contractor
 * sees them approved on the job's page.
 */
test('a favourite from a concluded job is invited to an invite-first job, accepts and is approved', async ({
  page: contractorPage,
  otherPage: freelancerPage,
}) => {
  const company = `Bar Convida ${uniqueId()}`;
  await signUp(contractorPage.request, contractorSignup({ company_name: company }));
  await buyStarterPlan(contractorPage.request);
  const first = await publishJob(contractorPage.request, { company, segment: 'GARCOM', salaryCents: 5_000, inDays: 2 });
  const freelancer = await signUp(freelancerPage.request, freelancerSignup({ full_name: `Rita Lima ${uniqueId()}` }));
  await applyToJob(freelancerPage.request, first);
  await approveOnlyApplication(contractorPage.request, first);
  await moveJobToYesterday(contractorPage.request, first);
  const done = await contractorPage.request.post(`/api/contractor/jobs/${first}/complete`, {
    headers: { origin: appOrigin() },
  });
  expect(done.ok(), await done.text()).toBe(true);

  // The concluded job's page: 'Adicionar à equipe' on the freelancer's card.
  await contractorPage.goto(`/contractor/jobs/${first}/details`);
  const worked = contractorPage.getByRole('listitem', { name: freelancer.full_name });
  await worked.getByRole('button', { name: `Adicionar ${freelancer.full_name} à equipe` }).click();
  await expect(worked.getByText('Na equipe')).toBeVisible();

  // 'Repetir vaga' with a new date and 'Convidar minha equipe primeiro' for 4 hours.
  await contractorPage.getByRole('link', { name: 'Repetir vaga' }).click();
  const form = contractorPage.getByRole('form', { name: 'Nova vaga' });
  await form.getByLabel('Data do serviço').fill(isoDate(3));
  await form.getByLabel('Data de pagamento').fill(isoDate(4));
  await form.getByLabel('Convidar minha equipe primeiro').check();
  await form.getByLabel('Por quantas horas?').fill('49');
  await form.getByRole('button', { name: 'Publicar Vaga' }).click();
  await expect(form.getByText('Escolha de 1 a 48 horas para convidar a equipe primeiro')).toBeVisible();
  await form.getByLabel('Por quantas horas?').fill('4');
  await shoot(contractorPage, 'create-form', form.getByLabel('Por quantas horas?'));
  await form.getByRole('button', { name: 'Publicar Vaga' }).click();
  await expect(toast(contractorPage, 'Vaga criada com sucesso!')).toBeVisible();
  const jobs = (await (await contractorPage.request.get('/api/contractor/jobs')).json()) as {
    jobs: { id: string; invite_first_until: string | null }[];
  };
  const invited = jobs.jobs.find((j) => j.invite_first_until !== null);
  expect(invited).toBeDefined();
  const jobId = invited!.id;

  // The contractor's page says who sees it, and lists the invitation.
  await contractorPage.goto(`/contractor/jobs/${jobId}/details`);
  await expect(contractorPage.getByText(/Só a sua equipe vê esta vaga até/)).toBeVisible();
  const candidate = contractorPage.getByRole('listitem', { name: freelancer.full_name });
  await expect(candidate.getByText('Convidado', { exact: true })).toBeVisible();
  await shoot(contractorPage, 'contractor-details-invited', candidate);

  // The favourite's bell: the invitation, which opens 'Convites' on the board.
  await freelancerPage.goto('/freelancer/agenda');
  const bell = freelancerPage.getByRole('banner').getByRole('link', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName(/não lida/);
  await bell.click();
  const notice = freelancerPage.getByRole('link', { name: new RegExp(`${company} convidou você para Garçom`) });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(freelancerPage).toHaveURL(/\/freelancer\/jobs#convites$/);
  const invitations = freelancerPage.getByRole('region', { name: 'Convites' });
  await expect(invitations).toBeVisible();
  await expect(invitations.getByRole('link', { name: 'Garçom', exact: true })).toBeVisible();
  await expect(invitations).toContainText(company);
  await expect(invitations).toContainText('5 moedas');
  await shoot(freelancerPage, 'board-invitations', invitations.getByRole('button', { name: /^Recusar convite/ }));

  // 'Aceitar': the dialog says the cost, charged now; confirmed, they are approved at once.
  await invitations.getByRole('button', { name: 'Aceitar convite para Garçom' }).click();
  const dialog = freelancerPage.getByRole('dialog', { name: 'Aceitar convite' });
  await expect(dialog).toContainText('Custo: 5 moedas');
  await expect(dialog).toContainText('Ao aceitar, você é aprovado na hora e as moedas são descontadas.');
  await shoot(freelancerPage, 'accept-dialog', dialog);
  await dialog.getByRole('button', { name: 'Confirmar e aceitar' }).click();
  await expect(toast(freelancerPage, 'Convite aceito!')).toBeVisible();
  await expect(invitations).toBeHidden();

  // The contractor's page shows them approved (live).
  await expect(candidate.getByText('Aprovado', { exact: true })).toBeVisible();
  const detail = (await (await contractorPage.request.get(`/api/contractor/jobs/${jobId}`)).json()) as {
    approved_count: number;
  };
  expect(detail.approved_count).toBe(1);
});

/**
 * 'Convidar' from 'Minha equipe' (decision 0037): the contractor picks one of their open jobs for a
 * favourite; the favourite finds it in 'Convites' and declines; the contractor's candidates say so.
 */
test("a contractor invites a favourite from 'Minha equipe'; the favourite declines", async ({
  page: contractorPage,
  otherPage: freelancerPage,
}) => {
  const company = `Buffet Equipe ${uniqueId()}`;
  await signUp(contractorPage.request, contractorSignup({ company_name: company }));
  const first = await publishJob(contractorPage.request, { company, segment: 'GARCOM', salaryCents: 5_000, inDays: 2 });
  const freelancer = await signUp(freelancerPage.request, freelancerSignup({ full_name: `Caio Reis ${uniqueId()}` }));
  await applyToJob(freelancerPage.request, first);
  const me = (await (await freelancerPage.request.get('/api/auth/me')).json()) as { user: { id: string } };
  const added = await contractorPage.request.put(`/api/contractor/team/${me.user.id}`, {
    headers: { origin: appOrigin() },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const second = await publishJob(contractorPage.request, {
    company,
    segment: 'BARTENDER',
    salaryCents: 6_000,
    inDays: 5,
  });

  await contractorPage.goto('/contractor/equipe');
  const member = contractorPage.getByRole('listitem', { name: freelancer.full_name });
  await member.getByRole('button', { name: `Convidar ${freelancer.full_name} para uma vaga` }).click();
  const dialog = contractorPage.getByRole('dialog', { name: `Convidar ${freelancer.full_name}` });
  const [, month, day] = isoDate(5).split('-');
  await dialog.getByLabel('Vaga').selectOption({ label: `Bartender — ${day}/${month} 19:00` });
  await shoot(contractorPage, 'team-invite-dialog', dialog);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(toast(contractorPage, 'Convite enviado')).toBeVisible();

  await freelancerPage.goto('/freelancer/jobs');
  const invitations = freelancerPage.getByRole('region', { name: 'Convites' });
  await expect(invitations.getByRole('link', { name: 'Bartender', exact: true })).toBeVisible();
  await invitations.getByRole('button', { name: 'Recusar convite para Bartender' }).click();
  await expect(toast(freelancerPage, 'Convite recusado')).toBeVisible();
  await expect(invitations).toBeHidden();

  await contractorPage.goto(`/contractor/jobs/${second}/details`);
  const candidate = contractorPage.getByRole('listitem', { name: freelancer.full_name });
  await expect(candidate.getByText('Rejeitado', { exact: true })).toBeVisible();
});
