import { formatBrl, formatInteger } from '@vamos/shared/masks';
import {
  DASHBOARD_FIGURES,
  DASHBOARD_FIGURE_LABELS,
  type Dashboard,
  type DashboardFigure,
} from '@vamos/shared/schemas/operator-dashboard';
import { freelancerSignup, newApiContext, signUp, uniqueId } from './support/accounts';
import { applyToJob, newContractorApi, publishJob } from './support/marketplace';
import { signedInOperator } from './support/operator';
import { expect, test } from './support/two-people';
import { expectNoAxeViolations, expectNoSidewaysOverflow, painted } from './support/ui';

/** A count or an amount as the card writes it (shares and durations are checked by the service test). */
function written(figure: DashboardFigure, value: number | null): string | null {
  if (value === null) return '—';
  if (figure.unit === 'count') return formatInteger(value);
  if (figure.unit === 'cents') return formatBrl(value);
  return null;
}

/**
 * 'Painel' (issue 28, decision 0055): after a contractor and a freelancer sign up, a job is published
 * and applied to (through the API), the operator opens 'Painel' from the nav and reads every figure
 * the API answered the page, today's and the 30 days', each with its chart; at 390 and 1280 px.
 */
test("an operator opens 'Painel' and reads today's and the 30 days' figures with their charts", async ({
  browser,
}, testInfo) => {
  const { api: contractor } = await newContractorApi();
  const freelancer = await newApiContext();
  await signUp(freelancer, freelancerSignup());
  const jobId = await publishJob(contractor, {
    company: `Buffet do Painel ${uniqueId()}`,
    segment: 'GARCOM',
    salaryCents: 15_000,
    inDays: 3,
  });
  await applyToJob(freelancer, jobId);

  const { context, page } = await signedInOperator(browser);
  await page.goto('/operador');
  const nav = page.getByRole('navigation', { name: 'Operação' });
  // The nav's whole list is operator.spec.ts's to check; 'Painel' comes first.
  await expect(nav.getByRole('link').first()).toHaveText('Painel');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/operator/dashboard') && r.ok());
  await nav.getByRole('link', { name: 'Painel' }).click();
  const dashboard = (await (await answered).json()) as Dashboard;

  await expect(page).toHaveURL(/\/operador\/painel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Pessoas', 'Vagas', 'Dinheiro']);
  // What this test made is in today's figures.
  const today = (key: (typeof DASHBOARD_FIGURES)[number]) => dashboard.figures.find((f) => f.key === key)?.today ?? 0;
  for (const key of ['signups_freelancer', 'signups_contractor', 'jobs_published', 'applications'] as const) {
    expect(today(key), key).toBeGreaterThanOrEqual(1);
  }

  for (const figure of dashboard.figures) {
    const label = DASHBOARD_FIGURE_LABELS[figure.key];
    const card = page.getByRole('article', { name: label });
    await expect(card.getByRole('heading', { level: 3, name: label })).toBeVisible();
    const values = card.getByRole('definition');
    const [todayText, periodText] = [written(figure, figure.today), written(figure, figure.period)];
    if (todayText !== null && periodText !== null) await expect(values).toHaveText([todayText, periodText]);
    const chart = card.getByRole('img', { name: `Gráfico: ${label} por dia` });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas')).toHaveCount(1);
  }
  expect(dashboard.figures).toHaveLength(DASHBOARD_FIGURES.length);

  // The days behind a chart, as a table.
  const signups = page.getByRole('article', { name: DASHBOARD_FIGURE_LABELS.signups_freelancer });
  await signups.getByText('Ver dados por dia').click();
  const rows = signups.getByRole('table', { name: 'Cadastros de freelancers por dia' }).getByRole('row');
  await expect(rows).toHaveCount(31);
  await expect(rows.last().getByRole('cell').last()).toHaveText(formatInteger(today('signups_freelancer')));

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await painted(page);
    await expectNoSidewaysOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`painel-${width}.png`), fullPage: true });
  }
  await expectNoAxeViolations(page);
  await context.close();
  await contractor.dispose();
  await freelancer.dispose();
});
