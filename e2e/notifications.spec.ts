import { test, expect } from '@playwright/test';
import { freelancerSignup, signUp, uniqueId } from './support/accounts';
import { applyToJob, approveOnlyApplication, newContractorApi, publishJob } from './support/marketplace';
import { expectNoReload, markWindow, trackLiveUpdates, waitForLiveUpdates } from './support/session';
import { expectNoAxeViolations, isoDate } from './support/ui';

/**
 * The notification centre, as a freelancer lives it (issue 12): the contractor approves while the
 * freelancer's app is open on another screen; the bell's count rises by itself, the list says
 * "Você foi aprovado…" and opens the job, and reading it brings the count back down.
 */
test('a contractor approves → the bell rises live, the list shows the approval and opens the job', async ({ page }) => {
  const { api: contractor } = await newContractorApi({ company_name: `Buffet Aviso ${uniqueId()}` });
  await signUp(page.request, freelancerSignup());
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

  // The contractor heard of the application, in their own list.
  const theirs = (await (await contractor.get('/api/notifications')).json()) as { items: { title: string }[] };
  expect(theirs.items.map((n) => n.title)).toEqual([`Nova candidatura em Garçom — ${day}/${month}`]);
  await contractor.dispose();
});
