import { test, expect, type APIRequestContext } from '@playwright/test';
import { appOrigin, freelancerSignup, signUp, uniqueId } from './support/accounts';
import { applyToJob, approveOnlyApplication, newContractorApi, publishJob } from './support/marketplace';
import { expectNoReload, markWindow, trackLiveUpdates, waitForLiveUpdates } from './support/session';
import { expectNoAxeViolations, isoDate, toast } from './support/ui';

type OutboxMessage = { subject: string; text: string; links: string[]; headers: Record<string, string> };

/** The e-mails the app sent to `email` (the embedded outbox), newest first, once there are `count`. */
async function outboxOf(request: APIRequestContext, email: string, count: number): Promise<OutboxMessage[]> {
  const read = async () =>
    (
      (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: OutboxMessage[];
      }
    ).messages;
  await expect.poll(async () => (await read()).length, { timeout: 15_000 }).toBe(count);
  return read();
}

/**
 * The notification centre, as a freelancer lives it (issue 12): the contractor approves while the
 * freelancer's app is open on another screen; the bell's count rises by itself, the list says
 * "Você foi aprovado…" and opens the job, and reading it brings the count back down.
 */
test('a contractor approves → the bell rises live, the list shows the approval and opens the job', async ({ page }) => {
  const { api: contractor } = await newContractorApi({ company_name: `Buffet Aviso ${uniqueId()}` });
  const freelancer = await signUp(page.request, freelancerSignup());
  const jobId = await publishJob(contractor, {
    company: 'Buffet Aviso',
    segment: 'GARCOM',
    salaryCents: 12_000,
    inDays: 4,
  });
  await applyToJob(page.request, jobId);

  await trackLiveUpdates(page);
  await page.goto('/freelancer/agenda');
  await waitForLiveUpdates(page);
  await markWindow(page);
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações');

  await approveOnlyApplication(contractor, jobId);
  await expect(bell).toHaveAccessibleName('Notificações, 1 não lida');
  await expectNoReload(page);

  await bell.click();
  await expect(page).toHaveURL(/\/notificacoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  const [, month, day] = isoDate(4).split('-');
  const today = page.getByRole('region', { name: 'Hoje' });
  const approval = today.getByRole('link', {
    name: new RegExp(`Não lida: Você foi aprovado em Garçom — ${day}/${month}!`),
  });
  await expect(approval).toContainText('das 19:00 às 23:00');
  await expect(approval).toContainText('O contato de Buffet Aviso já está disponível na vaga.');
  await expectNoAxeViolations(page);

  await approval.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(bell).toHaveAccessibleName('Notificações');

  // The top bar of a wider screen carries the same bell.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/notificacoes');
  await expect(page.getByRole('link', { name: /Você foi aprovado em Garçom/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notificações' })).toBeVisible();

  // The e-mail is in the outbox, with the job's details and a link that opens the job.
  const [mail] = await outboxOf(page.request, freelancer.email, 1);
  expect(mail?.subject).toBe(`Você foi aprovado em Garçom — ${day}/${month}!`);
  expect(mail?.text).toContain('das 19:00 às 23:00');
  expect(mail?.text).toContain('O contato de Buffet Aviso já está disponível na vaga.');
  expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const jobLink = mail?.links.find((link) => link.endsWith(`/jobs/${jobId}`));
  expect(jobLink).toBe(`${appOrigin()}/jobs/${jobId}`);
  await page.goto(jobLink ?? '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Garçom' })).toBeVisible();

  // The contractor heard of the application, in their own list.
  const theirs = (await (await contractor.get('/api/notifications')).json()) as { items: { title: string }[] };
  expect(theirs.items.map((n) => n.title)).toEqual([`Nova candidatura em Garçom — ${day}/${month}`]);
  await contractor.dispose();
});

test('switching e-mail off for "Aprovações e turnos" sends no e-mail for the next approval', async ({ page }) => {
  const { api: contractor } = await newContractorApi({ company_name: `Buffet Silêncio ${uniqueId()}` });
  const freelancer = await signUp(page.request, freelancerSignup());

  await page.goto('/freelancer/profile');
  await page.getByRole('link', { name: /Preferências de notificação/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preferências de notificação' })).toBeVisible();
  const shiftsEmail = page.getByRole('checkbox', { name: 'E-mail — Aprovações e turnos' });
  await expect(shiftsEmail).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'E-mail — Novidades' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Candidaturas/ })).toHaveCount(0); // a freelancer gets none
  await shiftsEmail.click();
  await expect(toast(page, 'Preferências salvas.')).toBeVisible();
  await expect(shiftsEmail).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'E-mail — Aprovações e turnos' })).not.toBeChecked();
  await expectNoAxeViolations(page);

  const jobId = await publishJob(contractor, {
    company: 'Buffet Silêncio',
    segment: 'BARMAN',
    salaryCents: 9_000,
    inDays: 2,
  });
  await applyToJob(page.request, jobId);
  await approveOnlyApplication(contractor, jobId);
  // Concluding tells the freelancer to rate ('Avaliações', still by e-mail): once that e-mail is
  // out, the approval before it was handled too, and sent nothing.
  const completed = await contractor.post(`/api/contractor/jobs/${jobId}/complete`, {
    headers: { origin: appOrigin() },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const mails = await outboxOf(page.request, freelancer.email, 1);
  expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Serviço concluído: /)]);

  await page.goto('/notificacoes');
  await expect(page.getByRole('link', { name: /Você foi aprovado em/ })).toBeVisible();
  await contractor.dispose();
});
