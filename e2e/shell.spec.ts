import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The app shell: landing, legal pages, 404, guards and each role's navigation, at phone and desktop sizes. */

const DESKTOP_MIN_WIDTH = 768;

function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < DESKTOP_MIN_WIDTH;
}

function randomDigits(count: number): number[] {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10));
}

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function randomCpf(): string {
  const base = randomDigits(9);
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

function randomCnpj(): string {
  const base = [...randomDigits(8), 0, 0, 0, 1];
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

const address = {
  cep: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
};

function signupBody(role: 'freelancer' | 'contractor') {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const common = {
    cpf: randomCpf(),
    phone: '(11) 98765-4321',
    email: `shell.${role}.${id}@example.com`,
    password: 'Senha123',
    address,
    terms: true,
  };
  if (role === 'freelancer') {
    return {
      ...common,
      user_type: 'freelancer',
      full_name: 'Maria Aparecida Silva',
      positions: ['Garçom'],
      description: 'Garçonete com cinco anos de experiência em buffets e casamentos.',
    };
  }
  return {
    ...common,
    user_type: 'contractor',
    full_name: 'Carlos Eduardo Souza',
    company_name: 'Buffet Jardim',
    company_legal_name: 'Buffet Jardim Ltda',
    company_sector: 'Buffet',
    cnpj: randomCnpj(),
    company_phone: '(11) 3333-4444',
    company_email: `empresa.${id}@example.com`,
  };
}

async function signUp(page: Page, baseURL: string | undefined, role: 'freelancer' | 'contractor') {
  const origin = baseURL ?? new URL(page.url()).origin;
  const response = await page.request.post('/api/auth/signup', { data: signupBody(role), headers: { origin } });
  expect(response.status(), await response.text()).toBe(201);
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
  await expect(page.getByText('Última atualização: 22/11/2026')).toBeVisible();
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

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function expectNoAxeViolations(page: Page, exclude?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
      ['FAQ', '/contractor/faq'],
    ],
    inMoreSheet: ['FAQ'],
    otherArea: '/freelancer/profile',
    home: '/contractor/jobs',
  },
} as const;

for (const role of ['freelancer', 'contractor'] as const) {
  test(`a ${role} finds every navigation item and signs out`, async ({ page, baseURL }) => {
    const nav = NAV[role];
    await signUp(page, baseURL, role);
    await page.goto(nav.profile);
    await expect(page).toHaveURL(new RegExp(`${nav.profile}$`));

    const bar = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(bar).toHaveCount(1);
    await expect(page.getByRole('main')).toBeVisible();
    // The shell itself (the page inside <main> is another feature's).
    await expectNoAxeViolations(page, 'main');

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
