import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { appOrigin, contractorSignup, freelancerSignup, signUp, uniqueId } from './support/accounts';
import { applyToJob, approveOnlyApplication, moveJobToYesterday, publishJob } from './support/marketplace';
import { trackLiveUpdates, waitForLiveUpdates } from './support/session';
import { expect, test } from './support/two-people';
import { expectNoAxeViolations, isPhone, toast } from './support/ui';

/**
 * Evaluations (spec 02 "Evaluations", DESIGN §2): after a concluded job the contractor rates the
 * freelancer from the navigation badge, the freelancer rates the contractor from `?jobId=`, both
 * see the averages they received, and the contractor sees the rating on the freelancer's profile.
 */

/** The shift was yesterday, and the contractor concludes it ('Concluir Serviço'): both sides may rate. */
async function completeJob(contractor: APIRequestContext, jobId: string): Promise<void> {
  await moveJobToYesterday(contractor, jobId);
  const done = await contractor.post(`/api/contractor/jobs/${jobId}/complete`, { headers: { origin: appOrigin() } });
  expect(done.status(), await done.text()).toBe(200);
}

/** The 'Avaliar' item: in the top bar on a desktop, in the bottom bar on a phone. */
function evaluationNav(page: Page) {
  return page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /^Avaliar/ });
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`), fullPage: true });
}

test('both sides rate each other after a concluded job and see the averages', async ({ page, otherPage }) => {
  const freelancerPage = otherPage;
  const company = `Bar Avaliado ${uniqueId()}`;
  await signUp(page.request, contractorSignup({ company_name: company, full_name: 'João Pereira' }));
  const freelancer = await signUp(freelancerPage.request, freelancerSignup({ full_name: 'Maria Avaliada' }));
  const jobId = await publishJob(page.request, { company, segment: 'GARCOM', salaryCents: 12_000, inDays: 2 });
  await applyToJob(freelancerPage.request, jobId);
  await approveOnlyApplication(page.request, jobId);

  // Before the service is over nobody is waiting to be rated.
  await trackLiveUpdates(page);
  await page.goto('/contractor/jobs');
  await expect(evaluationNav(page)).toHaveAccessibleName('Avaliar');
  await waitForLiveUpdates(page);
  await completeJob(page.request, jobId);

  // The contractor: the badge counts the freelancer (live, from the completion event) and leads to them.
  await expect(evaluationNav(page)).toHaveAccessibleName('Avaliar (1 pendente)');
  await evaluationNav(page).click();
  await expect(page).toHaveURL(/\/contractor\/evaluation$/);
  await expect(page.getByRole('tab', { name: /Avaliar/, selected: true })).toBeVisible();
  await shot(page, 'evaluation-pending');
  await page.getByRole('button', { name: /^Avaliar Freelancer: Maria Avaliada/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Avaliar Maria Avaliada' });
  const finish = dialog.getByRole('button', { name: 'Finalizar' });
  await expect(finish).toBeDisabled();
  for (const toggle of ['Pontual', 'Proativo(a)', 'Educado(a)', 'Agilidade']) {
    await dialog.getByRole('button', { name: toggle }).click();
  }
  await dialog.getByLabel('Comentário (opcional)').fill('Atendeu todas as mesas com simpatia.');
  await expect(dialog.getByText('36/500')).toBeVisible();
  await dialog.getByRole('radio', { name: '5 estrelas' }).click();
  await expect(dialog.getByText('Excelente')).toBeVisible();
  await expect(finish).toBeEnabled();
  await expectNoAxeViolations(page);
  await shot(page, 'evaluation-dialog');
  await finish.click();
  await expect(toast(page, 'Avaliação enviada!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Não há trabalhos para avaliar no momento.')).toBeVisible();
  await expect(evaluationNav(page)).toHaveAccessibleName('Avaliar');
  await page.getByRole('tab', { name: 'Avaliações feitas' }).click();
  await expect(page.getByRole('list', { name: 'Avaliações feitas' }).getByText('Maria Avaliada')).toBeVisible();
  await page.getByRole('tab', { name: 'Avaliações', exact: true }).click();
  await expect(page.getByText('Você ainda não recebeu nenhuma avaliação.')).toBeVisible();

  // The freelancer: from the job detail's 'Avaliar Contratante' link (?jobId=) straight to the dialog.
  await freelancerPage.goto(`/jobs/${jobId}`);
  const rateContractor = freelancerPage.getByRole('link', { name: 'Avaliar Contratante' });
  await rateContractor.click();
  await expect(freelancerPage).toHaveURL(/\/freelancer\/evaluation/);
  const back = freelancerPage.getByRole('dialog', { name: 'Avaliar João Pereira' });
  await expect(back).toBeVisible();
  await expect(back.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
  await back.getByRole('radio', { name: '4 estrelas' }).click();
  await back.getByRole('button', { name: 'Pontual' }).click();
  await back.getByRole('button', { name: 'Finalizar' }).click();
  await expect(toast(freelancerPage, 'Avaliação enviada!')).toBeVisible();
  await expect(freelancerPage).toHaveURL(/\/freelancer\/evaluation$/);

  // Back on the job (the app's own history, then a reload): the contractor is rated, no button asks for it again.
  await freelancerPage.goBack();
  await expect(freelancerPage).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(freelancerPage.getByText('Você já avaliou o contratante desta vaga.')).toBeVisible();
  await expect(rateContractor).toHaveCount(0);
  await freelancerPage.reload();
  await expect(freelancerPage.getByText('Você já avaliou o contratante desta vaga.')).toBeVisible();
  await expect(rateContractor).toHaveCount(0);
  // 'Você recebeu uma avaliação' opens what was received, at that evaluation (not the profile form).
  await freelancerPage.goto('/notificacoes');
  await freelancerPage.getByRole('link', { name: /Você recebeu uma avaliação de João Pereira/ }).click();
  await expect(freelancerPage).toHaveURL(/\/freelancer\/evaluation\?received=/);
  await expect(freelancerPage.getByRole('tab', { name: 'Avaliações', exact: true, selected: true })).toBeVisible();
  const received = freelancerPage.getByRole('listitem', {
    name: 'Avaliação de João Pereira (a que você acabou de receber)',
  });
  await expect(received).toBeFocused();
  await expect(received).toBeInViewport();
  await expect(received.getByText('Nova', { exact: true })).toBeVisible();
  await expect(freelancerPage.getByTestId('average-rating')).toHaveText('5,0');
  await expect(freelancerPage.getByText('1 avaliação', { exact: true })).toBeVisible();
  await expect(freelancerPage.getByText('Atendeu todas as mesas com simpatia.')).toBeVisible();

  // The contractor's received tab fills in by itself (realtime), with the average of one decimal.
  await expect(page.getByTestId('average-rating')).toHaveText('4,0');
  await expect(page.getByRole('list', { name: 'Avaliações recebidas' }).getByText('Maria Avaliada')).toBeVisible();
  await shot(page, 'evaluation-received');

  // And on the freelancer's profile: average, count, the rating with the evaluator's name.
  const freelancerId = ((await (await freelancerPage.request.get('/api/auth/me')).json()) as { user: { id: string } })
    .user.id;
  await page.goto(`/contractor/freelancer/${freelancerId}?jobId=${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: freelancer.full_name })).toBeVisible();
  const ratings = page.getByRole('region', { name: 'Avaliações' });
  await expect(ratings.getByTestId('profile-average-rating')).toHaveText('5,0');
  await expect(ratings.getByText('1 avaliação')).toBeVisible();
  await expect(ratings.getByText('João Pereira')).toBeVisible();
  await expect(ratings.getByText('Atendeu todas as mesas com simpatia.')).toBeVisible();
  await expect(ratings.getByRole('img', { name: 'Nota 5,0 de 5' }).first()).toBeVisible();
  await shot(page, 'freelancer-profile');

  // The applicant card on the job shows the same reputation.
  await page.goto(`/contractor/jobs/${jobId}/details`);
  await expect(page.getByText('(1 avaliação)')).toBeVisible();
  if (isPhone(page)) await expect(evaluationNav(page)).toBeVisible();
});

/**
 * Nothing of the dialog may stick out of it, nor the dialog out of the screen: every element's
 * box inside the dialog's, the dialog inside the viewport, no sideways scroll; a dialog taller
 * than the screen scrolls up and down inside the viewport.
 */
async function expectDialogFits(page: Page, dialog: Locator): Promise<void> {
  const viewport = page.viewportSize();
  const box = await dialog.boundingBox();
  if (!viewport || !box) throw new Error('no viewport or no dialog box');
  const where = `at ${viewport.width}×${viewport.height}`;
  expect(box.x, `the dialog starts on the screen ${where}`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `the dialog ends on the screen ${where}`).toBeLessThanOrEqual(viewport.width);
  expect(box.y, `the dialog's top is on the screen ${where}`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `the dialog's bottom is on the screen ${where}`).toBeLessThanOrEqual(viewport.height);

  const layout = await dialog.evaluate((el) => {
    const d = el.getBoundingClientRect();
    const outside = Array.from(el.querySelectorAll('*'))
      .map((child) => ({ child, r: child.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < d.left - 0.5 || r.right > d.right + 0.5))
      .map(
        ({ child, r }) =>
          `<${child.tagName.toLowerCase()}> "${(child.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.left)}–${Math.round(r.right)}`,
      );
    return {
      outside,
      sideways: el.scrollWidth - el.clientWidth,
      tall: el.scrollHeight > el.clientHeight,
      overflowY: getComputedStyle(el).overflowY,
    };
  });
  expect(layout.outside, `elements outside the dialog ${where}`).toEqual([]);
  expect(layout.sideways, `sideways scroll in the dialog ${where}`).toBeLessThanOrEqual(0);
  if (layout.tall) expect(['auto', 'scroll'], `a tall dialog scrolls ${where}`).toContain(layout.overflowY);

  const parts = [
    ...[1, 2, 3, 4, 5].map((n) => dialog.getByRole('radio', { name: n === 1 ? '1 estrela' : `${n} estrelas` })),
    ...['Pontual', 'Proativo(a)', 'Educado(a)', 'Agilidade'].map((name) => dialog.getByRole('button', { name })),
    dialog.getByText(/^\d+\/500$/),
    dialog.getByRole('button', { name: 'Finalizar' }),
  ];
  for (const part of parts) {
    await part.scrollIntoViewIfNeeded();
    await expect(part).toBeInViewport({ ratio: 1 });
    const r = await part.boundingBox();
    expect(r, `${String(part)} ${where}`).not.toBeNull();
    expect(r!.x + r!.width, `${String(part)} ends inside the dialog ${where}`).toBeLessThanOrEqual(box.x + box.width);
    expect(r!.x + r!.width, `${String(part)} ends on the screen ${where}`).toBeLessThanOrEqual(viewport.width);
  }
}

test('the evaluation dialog fits a phone of 390 and of 360 px', async ({ page, otherPage }) => {
  test.skip(!isPhone(page), 'the phone sizes');
  const company = `Bar Estreito ${uniqueId()}`;
  await signUp(page.request, contractorSignup({ company_name: company, full_name: 'Rui Estreito' }));
  await signUp(otherPage.request, freelancerSignup({ full_name: 'Maria Aparecida dos Santos Figueiredo' }));
  const jobId = await publishJob(page.request, { company, segment: 'RECEPCIONISTA', salaryCents: 9_000, inDays: 1 });
  await applyToJob(otherPage.request, jobId);
  await approveOnlyApplication(page.request, jobId);
  await completeJob(page.request, jobId);

  await page.goto('/contractor/jobs');
  await evaluationNav(page).click();
  await page.getByRole('button', { name: /^Avaliar Freelancer: Maria Aparecida/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Avaliar Maria Aparecida/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: '5 estrelas' }).click();
  await dialog.getByRole('button', { name: 'Proativo(a)' }).click();
  await dialog.getByLabel('Comentário (opcional)').fill('Recebeu os convidados com atenção do começo ao fim.');
  await expectDialogFits(page, dialog);
  await shot(page, 'evaluation-dialog-390');

  // A smaller phone, short too: the dialog scrolls inside the screen and still fits sideways.
  await page.setViewportSize({ width: 360, height: 640 });
  await expectDialogFits(page, dialog);
  await shot(page, 'evaluation-dialog-360');
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  await expect(toast(page, 'Avaliação enviada!')).toBeVisible();
});

test("'Avaliar Agora' after concluding on the agenda opens the evaluation of that job", async ({ page, otherPage }) => {
  const contractorApi = otherPage.request;
  const company = `Buffet Agora ${uniqueId()}`;
  await signUp(contractorApi, contractorSignup({ company_name: company, full_name: 'Carla Contratante' }));
  await signUp(page.request, freelancerSignup());
  const jobId = await publishJob(contractorApi, { company, segment: 'CAIXA', salaryCents: 9_000, inDays: 0 });
  await applyToJob(page.request, jobId);
  await approveOnlyApplication(contractorApi, jobId);
  // The shift has ended (it was yesterday): concluding it offers the evaluation at once.
  await moveJobToYesterday(contractorApi, jobId);

  await page.goto('/freelancer/agenda');
  // It ended: rating is open (the badge counts it), concluding or not.
  await expect(evaluationNav(page)).toHaveAccessibleName('Avaliar (1 pendente)');
  await page.getByRole('button', { name: 'Encerrar turno de Caixa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Encerrar turno' }).click();
  await expect(toast(page, 'Avaliação disponível!')).toBeVisible();
  await expect(evaluationNav(page)).toHaveAccessibleName('Avaliar (1 pendente)');
  await toast(page, 'Avaliação disponível!').getByRole('button', { name: 'Avaliar Agora' }).click();
  await expect(page).toHaveURL(/\/freelancer\/evaluation/);
  await expect(page.getByRole('dialog', { name: 'Avaliar Carla Contratante' })).toBeVisible();
});
