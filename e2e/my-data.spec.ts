import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { freelancerSignup, signUp } from './support/accounts';
import { submitLogin } from './support/session';
import { expectNoAxeViolations, expectNoSidewaysOverflow, isPhone } from './support/ui';

/** Opens 'Perfil' from the navigation, as a person would (on a phone it is under 'Mais'). */
async function openProfile(page: Page): Promise<void> {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Navegação principal' });
  if (isPhone(page)) {
    await bar.getByRole('button', { name: 'Mais' }).click();
    await page.getByRole('dialog', { name: 'Mais opções' }).getByRole('link', { name: 'Perfil', exact: true }).click();
  } else {
    await bar.getByRole('link', { name: 'Perfil', exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
}

test.describe("'Meus dados': the LGPD's access and deletion (issue 28)", () => {
  test('a freelancer downloads their data, then deletes their account with the password and cannot sign in', async ({
    page,
  }, testInfo) => {
    const me = await signUp(page.request, freelancerSignup({ full_name: 'Lúcia Exclusão' }));
    await openProfile(page);
    await page.getByRole('link', { name: /^Meus dados/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
    // The terms and the privacy policy accepted at signup, with their versions.
    const consents = page.getByRole('region', { name: 'Consentimentos' });
    await expect(consents.getByText(/^Termos de uso \(versão [\d-]+\): aceito$/)).toBeVisible();
    await expect(consents.getByText(/^Política de privacidade \(versão [\d-]+\): aceito$/)).toBeVisible();

    // 'Baixar meus dados': a JSON file with everything, their e-mail included.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Baixar meus dados (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^meus-dados-vamos-trabalhar-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(data.tables.users?.[0]?.email).toBe(me.email);
    expect(data.tables.profiles?.[0]?.full_name).toBe('Lúcia Exclusão');

    await expectNoAxeViolations(page);
    await expectNoSidewaysOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('meus-dados-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSidewaysOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('meus-dados-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });

    // 'Excluir minha conta': a wrong password is refused where it was typed; the right one deletes.
    const deletion = page.getByRole('region', { name: 'Excluir minha conta' });
    await deletion.getByLabel('Sua senha').fill('SenhaErrada1');
    await deletion.getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect(deletion.getByText('Senha incorreta.')).toBeVisible();
    await deletion.getByLabel('Sua senha').fill(me.password);
    await deletion.getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect(page).toHaveURL(/\/login\?conta=excluida$/);
    await expect(page.getByRole('status').filter({ hasText: 'Sua conta foi excluída' })).toBeVisible();

    // The old credentials open nothing any more.
    await submitLogin(page, me.email, me.password);
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
