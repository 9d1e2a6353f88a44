import { expect, test, type Locator, type Page } from '@playwright/test';
import { contractorSignup, freelancerSignup, signUp, uniqueEmail } from './support/accounts';
import { expectNoAxeViolations, isPhone } from './support/ui';

/** The app shell: landing, legal pages, 404, guards and each role's navigation, at phone and desktop sizes. */

/** A new user of the role, signed in in the page's context. */
async function signUpAs(page: Page, role: 'freelancer' | 'contractor'): Promise<void> {
  const prefix = `shell.${role}`;
  await signUp(
    page.request,
    role === 'freelancer'
      ? freelancerSignup({ email: uniqueEmail(prefix) })
      : contractorSignup({ email: uniqueEmail(prefix), company_name: 'Buffet Jardim', company_sector: 'Buffet' }),
  );
}

test('the landing page presents the product with the logo, the ways in and the legal links', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Vamos Trabalhar/);
  await expect(page.getByRole('img', { name: 'Vamos Trabalhar' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Criar conta' }).first()).toHaveAttribute('href', '/cadastro');
  await expect(main.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');

  const whatsapp = page.getByRole('link', { name: 'Falar com o suporte pelo WhatsApp' });
  await expect(whatsapp).toBeVisible();
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', /noopener/);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/termos-de-uso');
  await expect(footer.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
    'href',
    '/politica-privacidade',
  );

  await main.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the legal pages show their sections and Voltar goes back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de uso' }).click();
  await expect(page).toHaveURL(/\/termos-de-uso$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(page.getByText('Última atualização: 27/11/2026')).toBeVisible();
  for (const title of ['Aceitação dos termos', 'Taxas, moedas e planos', 'Contato, lei aplicável e foro']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeAttached();
  }
  await page.getByRole('button', { name: 'Voltar' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeVisible();

  // Opened directly (as from the sign-up form's new tab): Voltar leads home.
  await page.goto('/politica-privacidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  for (const title of ['Dados que coletamos', 'Seus direitos', 'Cookies', 'Menores de idade']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeAttached();
  }
  await page.getByRole('button', { name: 'Voltar' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signed-out visitors of a signed-in area are sent to the login', async ({ page }) => {
  await page.goto('/freelancer/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Ffreelancer%2Fprofile$/);
  await page.goto('/contractor/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fcontractor%2Fprofile$/);
  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile%2Fedit$/);
});

async function expectNavLink(link: Locator, href: string, current: boolean) {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', href);
  if (current) await expect(link).toHaveAttribute('aria-current', 'page');
  else await expect(link).not.toHaveAttribute('aria-current', 'page');
}

test('the public pages pass an accessibility scan', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'Quem precisa de equipe encontra. Quem quer trabalhar, também.'],
    ['/termos-de-uso', 'Termos de Uso'],
    ['/politica-privacidade', 'Política de Privacidade'],
    ['/nao-existe', 'Página não encontrada'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

const NAV = {
  freelancer: {
    profile: '/freelancer/profile',
    links: [
      ['Vagas', '/freelancer/jobs'],
      ['Agenda', '/freelancer/agenda'],
      ['Avaliar', '/freelancer/evaluation'],
      ['Moedas', '/freelancer/tokens'],
      ['Perfil', '/freelancer/profile'],
      ['FAQ', '/freelancer/faq'],
    ],
    inMoreSheet: ['Perfil', 'FAQ'],
    otherArea: '/contractor/profile',
    home: '/freelancer/jobs',
  },
  contractor: {
    profile: '/contractor/profile',
    links: [
      ['Vagas', '/contractor/jobs'],
      ['Avaliar', '/contractor/evaluation'],
      ['Assinatura', '/contractor/subscription'],
      ['Perfil', '/contractor/profile'],
      ['Minha equipe', '/contractor/equipe'],
      ['Pagamentos', '/contractor/pagamentos'],
      ['Gerentes', '/contractor/gerentes'],
      ['FAQ', '/contractor/faq'],
    ],
    inMoreSheet: ['Minha equipe', 'Pagamentos', 'Gerentes', 'FAQ'],
    otherArea: '/freelancer/profile',
    home: '/contractor/jobs',
  },
} as const;

for (const role of ['freelancer', 'contractor'] as const) {
  test(`a ${role} finds every navigation item and signs out`, async ({ page }) => {
    const nav = NAV[role];
    await signUpAs(page, role);
    await page.goto(nav.profile);
    await expect(page).toHaveURL(new RegExp(`${nav.profile}$`));

    const bar = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(bar).toHaveCount(1);
    await expect(page.getByRole('main')).toBeVisible();
    // The shell itself (the page inside <main> is another feature's).
    await expectNoAxeViolations(page, ['main']);

    // On a phone the bottom bar holds the main items and 'Mais' opens a sheet with the rest and Sair.
    const sheet = page.getByRole('dialog', { name: 'Mais opções' });
    const inSheet = (name: string) => isPhone(page) && (nav.inMoreSheet as readonly string[]).includes(name);
    for (const [name, href] of nav.links.filter(([name]) => !inSheet(name))) {
      await expectNavLink(bar.getByRole('link', { name, exact: true }), href, href === nav.profile);
    }
    if (isPhone(page)) {
      await bar.getByRole('button', { name: 'Mais' }).click();
      await expect(sheet).toBeVisible();
      for (const [name, href] of nav.links.filter(([name]) => inSheet(name))) {
        await expectNavLink(sheet.getByRole('link', { name, exact: true }), href, href === nav.profile);
      }
      await expect(sheet.getByRole('button', { name: 'Sair' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
    } else {
      await expect(bar.getByRole('button', { name: 'Sair' })).toBeVisible();
    }

    // Following a link keeps the shell and marks the new page as current.
    await bar.getByRole('link', { name: 'Vagas', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${nav.home}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Vagas', exact: true })).toHaveAttribute('aria-current', 'page');

    // An unknown path inside the area is a 404 inside the shell, so the navigation stays.
    // (Two segments: a single one under /freelancer/ is the contractor's /freelancer/:id profile route.)
    await page.goto(`${nav.profile.split('/profile')[0]}/nao/existe`);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(bar).toHaveCount(1);

    // The other role's area sends the user to their own; /profile to their profile; / to their home.
    await page.goto(nav.otherArea);
    await expect(page).toHaveURL(new RegExp(`${nav.home}$`));
    await page.goto('/profile');
    await expect(page).toHaveURL(new RegExp(`${nav.profile}$`));
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`${nav.home}$`));

    if (isPhone(page)) await bar.getByRole('button', { name: 'Mais' }).click();
    await (isPhone(page) ? sheet : bar).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeVisible();
    await page.goto(nav.profile);
    await expect(page).toHaveURL(/\/login\?next=/);
  });
}
