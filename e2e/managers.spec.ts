import type { APIRequestContext, Page } from '@playwright/test';
import {
  contractorSignup,
  freelancerSignup,
  newApiContext,
  PASSWORD,
  signUp,
  uniqueEmail,
  uniqueId,
} from './support/accounts';
import { applyToJob, contractorJobCard, publishJob } from './support/marketplace';
import { expectNoReload, markWindow, submitLogin, trackLiveUpdates, waitForLiveUpdates } from './support/session';
import { expect, test } from './support/two-people';
import { isPhone, toast } from './support/ui';

type OutboxMessage = { text: string; links: string[] };

/** The invitation's link (path and token) of the newest e-mail the app sent to `email`. */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  const read = async () =>
    (
      (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: OutboxMessage[];
      }
    ).messages;
  await expect.poll(async () => (await read()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const link = (await read())[0]?.links.find((href) => href.includes('/convite-gerente?token='));
  expect(link, 'the invitation link in the e-mail').toBeTruthy();
  const url = new URL(link ?? '');
  return url.pathname + url.search;
}

/** The company's credits, as its jobs' page counts them. */
async function credits(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/contractor/jobs')).json()) as { credits: number }).credits;
}

/** Every link of the navigation (the phone's bottom bar and its 'Mais' sheet, or the top bar). */
async function navigationLinks(page: Page): Promise<string[]> {
  const bar = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(bar.getByRole('link', { name: 'Vagas', exact: true })).toBeVisible();
  const names = await bar.getByRole('link').allInnerTexts();
  if (!isPhone(page)) return names.map((name) => name.trim());
  await bar.getByRole('button', { name: 'Mais' }).click();
  const sheet = page.getByRole('dialog', { name: 'Mais opções' });
  await expect(sheet.getByRole('button', { name: 'Sair' })).toBeVisible();
  const more = await sheet.getByRole('link').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  return [...names, ...more].map((name) => name.trim());
}

/**
 * Managers (decision 0040): the owner invites an e-mail on 'Gerentes'; the invited person opens the
 * e-mailed link in a browser of their own, creates their login and lands in the contractor area
 * without the owner's pages; they publish a job with the company's credits, which both see among
 * the company's jobs. The owner removes them: their next step lands on the login, and signing in
 * again says the access is over.
 */
test('an owner invites a manager, who publishes for the company until removed', async ({
  page: ownerPage,
  otherPage: managerPage,
}) => {
  const company = `Buffet Gerência ${uniqueId()}`;
  await signUp(ownerPage.request, contractorSignup({ company_name: company }));
  const managerEmail = uniqueEmail('gerente');
  const managerName = `Bia Ramos ${uniqueId()}`;

  // ---------------------------------------------------------------- the owner invites
  await trackLiveUpdates(ownerPage);
  await ownerPage.goto('/contractor/jobs');
  const ownerLinks = await navigationLinks(ownerPage);
  expect(ownerLinks).toEqual(expect.arrayContaining(['Assinatura', 'Gerentes']));
  if (isPhone(ownerPage)) {
    await ownerPage
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('button', { name: 'Mais' })
      .click();
    await ownerPage
      .getByRole('dialog', { name: 'Mais opções' })
      .getByRole('link', { name: 'Gerentes', exact: true })
      .click();
  } else {
    await ownerPage.getByRole('link', { name: 'Gerentes', exact: true }).click();
  }
  await expect(ownerPage).toHaveURL(/\/contractor\/gerentes$/);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Gerentes', exact: true })).toBeVisible();
  await expect(ownerPage.getByText('Nenhum gerente ainda.', { exact: true })).toBeVisible();
  await ownerPage.getByLabel('E-mail do gerente', { exact: true }).fill(managerEmail);
  await ownerPage.getByRole('button', { name: 'Convidar gerente', exact: true }).click();
  await expect(toast(ownerPage, `Convite enviado para ${managerEmail}.`)).toBeVisible();
  const pending = ownerPage.getByRole('list', { name: 'Convites pendentes', exact: true });
  await expect(pending.getByRole('listitem', { name: `Convite para ${managerEmail}`, exact: true })).toBeVisible();
  await expect(pending.getByText(/^Vale até \d{2}\/\d{2}$/)).toBeVisible();

  // ---------------------------------------------------------------- the invited person joins
  await waitForLiveUpdates(ownerPage);
  await markWindow(ownerPage);
  await managerPage.goto(await invitationLink(ownerPage.request, managerEmail));
  await expect(
    managerPage.getByRole('heading', { level: 1, name: `${company} convidou você para ser gerente`, exact: true }),
  ).toBeVisible();
  await expect(managerPage.getByText(managerEmail, { exact: true })).toBeVisible();
  await managerPage.getByLabel('Nome completo', { exact: true }).fill(managerName);
  await managerPage.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await managerPage.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
  await managerPage.getByRole('checkbox', { name: /Li e aceito os Termos de uso/ }).check();
  await managerPage.getByRole('button', { name: 'Aceitar convite', exact: true }).click();
  await expect(toast(managerPage, `Você agora é gerente de ${company}.`)).toBeVisible();
  await expect(managerPage).toHaveURL(/\/contractor\/jobs$/);
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Minhas Vagas', exact: true })).toBeVisible();

  // The owner's 'Gerentes' shows them by itself: the invitation became a manager.
  const managers = ownerPage.getByRole('list', { name: 'Gerentes da empresa', exact: true });
  await expect(managers.getByRole('listitem', { name: managerName, exact: true })).toBeVisible();
  await expect(ownerPage.getByText('Nenhum convite pendente.', { exact: true })).toBeVisible();
  await expectNoReload(ownerPage);

  // ---------------------------------------------------------------- the manager's area
  const managerLinks = await navigationLinks(managerPage);
  expect(managerLinks).toEqual(expect.arrayContaining(['Vagas', 'Avaliar', 'Perfil', 'Minha equipe', 'FAQ']));
  expect(managerLinks).not.toContain('Assinatura');
  expect(managerLinks).not.toContain('Gerentes');
  for (const ownersOnly of ['/contractor/subscription', '/contractor/gerentes', '/subscription']) {
    await managerPage.goto(ownersOnly);
    await expect(managerPage, ownersOnly).toHaveURL(/\/contractor\/jobs$/);
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Minhas Vagas', exact: true })).toBeVisible();
  }
  await managerPage.goto('/contractor/profile');
  await expect(
    managerPage.getByText(`Você é gerente de ${company}. Só o titular altera os dados da empresa.`, { exact: true }),
  ).toBeVisible();
  await expect(managerPage.getByText(managerEmail, { exact: true })).toBeVisible();
  await expect(managerPage.getByRole('button', { name: /^Salvar/ })).toHaveCount(0);

  // They publish with the company's credits; the job is the company's, on both lists.
  const before = await credits(ownerPage.request);
  const jobId = await publishJob(managerPage.request, { company, segment: 'GARCOM', salaryCents: 12_000, inDays: 3 });
  expect(await credits(ownerPage.request)).toBe(before - 1);
  await managerPage.goto('/contractor/jobs');
  await expect(contractorJobCard(managerPage, 'Garçom')).toBeVisible();
  await ownerPage.goto('/contractor/jobs');
  await expect(contractorJobCard(ownerPage, 'Garçom')).toBeVisible();

  // A waiter applies; the manager approves them; the job's history says who did what.
  const waiter = await newApiContext();
  const person = await signUp(waiter, freelancerSignup({ full_name: `Marta Souza ${uniqueId()}` }));
  await applyToJob(waiter, jobId);
  await waiter.dispose();
  await managerPage.goto(`/contractor/jobs/${jobId}/details`);
  const candidate = managerPage.getByRole('listitem').filter({ hasText: person.full_name });
  await candidate.getByRole('button', { name: `Aprovar ${person.full_name}`, exact: true }).click();
  await managerPage
    .getByRole('dialog', { name: `Aprovar ${person.full_name}?` })
    .getByRole('button', { name: 'Aprovar', exact: true })
    .click();
  await expect(candidate.getByText('Aprovado', { exact: true })).toBeVisible();
  await ownerPage.goto(`/contractor/jobs/${jobId}/details`);
  const history = ownerPage.getByRole('region', { name: 'Histórico', exact: true });
  await expect(history.getByText(`Publicada por ${managerName}`, { exact: true })).toBeVisible();
  await expect(history.getByText(`Aprovado por ${managerName} · ${person.full_name}`, { exact: true })).toBeVisible();

  // ---------------------------------------------------------------- the owner removes them
  await ownerPage.goto('/contractor/gerentes');
  await ownerPage.getByRole('button', { name: `Remover ${managerName}`, exact: true }).click();
  const dialog = ownerPage.getByRole('dialog', { name: `Remover ${managerName}?`, exact: true });
  await expect(dialog.getByText(`${managerName} perde o acesso à empresa na hora.`, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(ownerPage.getByText('Nenhum gerente ainda.', { exact: true })).toBeVisible();

  // The manager's next step lands on the login; signing in again says why.
  const nav = managerPage.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('link', { name: 'Avaliar', exact: true }).click();
  await expect(managerPage).toHaveURL(/\/login\?next=/);
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Entrar', exact: true })).toBeVisible();
  await submitLogin(managerPage, managerEmail, PASSWORD);
  await expect(managerPage.locator('form').getByRole('alert')).toHaveText(
    'Seu acesso de gerente foi encerrado pela empresa.',
  );
  await expect(managerPage).toHaveURL(/\/login$/);
});
