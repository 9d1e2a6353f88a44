import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  appOrigin,
  contractorSignup,
  freelancerSignup,
  newApiContext,
  signUp,
  uniqueEmail,
  uniqueId,
} from './support/accounts';
import { applyToJob, approveOnlyApplication, publishJob, startJobIn } from './support/marketplace';
import { codeOf, OPERATOR_PASSWORD } from './support/operator';
import { expect, test } from './support/two-people';
import { expectNoSidewaysOverflow } from './support/ui';

/** No serious or critical axe violation (WCAG 2.1 AA) on the screen. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The operator's side (issue 28, decisions 0048 and 0049), at 390 px and 1280 px: an operator made by
 * operator:create's function (the development tools' /dev/operators, since the server holds the
 * embedded database) sets the password by the one-time link, signs in, sets up the authenticator by
 * its QR code's key, types the code, sees a contested no-show with its facts, decides 'Retirar falta'
 * with a reason, and finds the entry in 'Auditoria'.
 */
test("an operator signs in with TOTP, settles a contested no-show with 'Retirar falta', and sees it in 'Auditoria'", async ({
  browser,
}, testInfo) => {
  const origin = appOrigin();
  const company = `Buffet Contestado ${uniqueId()}`;

  // A freelancer marked absent who contests it (the people's side, through the API).
  const freelancerApi = await newApiContext();
  const contractorApi = await newApiContext();
  const freelancer = await signUp(freelancerApi, freelancerSignup({ full_name: 'Clara Contestante' }));
  await signUp(contractorApi, contractorSignup({ company_name: company }));
  const jobId = await publishJob(contractorApi, { company, segment: 'BARTENDER', salaryCents: 10_000, inDays: 1 });
  await applyToJob(freelancerApi, jobId);
  await approveOnlyApplication(contractorApi, jobId);
  await startJobIn(contractorApi, jobId, -90);
  const mine = (await (await freelancerApi.get('/api/freelancer/applications')).json()) as {
    applications: { id: string; job: { id: string } }[];
  };
  const shiftId = mine.applications.find((a) => a.job.id === jobId)?.id;
  expect(shiftId).toBeTruthy();
  const marked = await contractorApi.post(`/api/contractor/applications/${shiftId}/no-show`, { headers: { origin } });
  expect(marked.ok(), await marked.text()).toBe(true);
  const contested = await freelancerApi.post(`/api/freelancer/applications/${shiftId}/contest`, {
    headers: { origin },
    data: { text: 'Cheguei às 19h e falei com o gerente na entrada.' },
  });
  expect(contested.ok(), await contested.text()).toBe(true);

  // operator:create, as the development tools answer it: the one-time link to set the password.
  const email = uniqueEmail('operadora');
  const created = await freelancerApi.post('/dev/operators', {
    headers: { origin },
    data: { email, name: 'Olívia Operadora' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { link } = (await created.json()) as { link: string };

  const context = await browser.newContext({
    baseURL: origin,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const shots = async (name: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await expectNoSidewaysOverflow(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 844 });
  };

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Nova senha', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/operador\/entrar$/);

  // Before signing in, no operator screen opens.
  await page.goto('/operador');
  await expect(page).toHaveURL(/\/operador\/entrar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar como operador' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await shots('operador-entrar');
  await page.getByLabel('Senha').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  // The enrolment: the QR code, the key as text, the code.
  await expect(page).toHaveURL(/\/operador\/verificacao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Configure a verificação em duas etapas' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.locator('code').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Still nothing of the operation before the code.
  expect((await page.request.get('/api/operator/contests')).status()).toBe(403);
  await page.getByLabel('Código de 6 dígitos').fill('000000' === codeOf(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Código inválido ou já usado. Confira o aplicativo autenticador e digite o código atual.',
  );
  await expectAccessible(page);
  await shots('operador-verificacao');
  await page.getByLabel('Código de 6 dígitos').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // 'Contestações': the contested no-show with both people, the facts and the text.
  await expect(page).toHaveURL(/\/operador$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contestações' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Operação' });
  await expect(nav.getByRole('link')).toHaveText([
    'Painel',
    'Contestações',
    'Usuários',
    'Vagas',
    'Denúncias',
    'Pagamentos',
    'Auditoria',
  ]);
  const card = page.getByRole('article', { name: `Bartender — ${company}` });
  await expect(card).toContainText(freelancer.full_name);
  await expect(card).toContainText(freelancer.email);
  await expect(card).toContainText('Cheguei às 19h e falei com o gerente na entrada.');
  await expect(card).toContainText('Sem check-in');
  await expectAccessible(page);
  await shots('operador-contestacoes');

  // A decision needs its reason.
  await card.getByRole('button', { name: 'Retirar falta' }).click();
  await expect(card.getByRole('alert')).toHaveText('Escreva o motivo da decisão.');
  await card.getByLabel('Motivo da decisão').fill('O gerente confirmou a chegada dela às 19h.');
  await card.getByRole('button', { name: 'Retirar falta' }).click();
  await expect(page.getByText('Falta retirada.')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The freelancer's shift is attended now, and they were told.
  const after = (await (await freelancerApi.get('/api/freelancer/applications')).json()) as {
    applications: { id: string; status: string }[];
  };
  expect(after.applications.find((a) => a.id === shiftId)?.status).toBe('attended');

  // 'Auditoria': the entry, newest first.
  await nav.getByRole('link', { name: 'Auditoria' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
  const entry = page.getByRole('main').getByRole('listitem').first();
  await expect(entry.getByRole('heading', { level: 2 })).toContainText('Falta retirada');
  await expect(entry).toContainText('Olívia Operadora');
  await expect(entry).toContainText(`Turno ${shiftId}`);
  await expect(entry).toContainText('Em contestação');
  await expect(entry).toContainText('Compareceu');
  await expect(entry).toContainText('O gerente confirmou a chegada dela às 19h.');
  await expectAccessible(page);
  await shots('operador-auditoria');

  // The people's app is not the operator's: their session opens none of it.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await context.close();
  await freelancerApi.dispose();
  await contractorApi.dispose();
});
