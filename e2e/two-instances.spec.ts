import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { trackLiveUpdates } from './support/session';
import { createScratchDatabase, startInstance, type AppInstance, type ScratchDatabase } from './two-instances.servers';

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer (DESIGN §1): the
 * freelancer's browser is connected to instance A; the contractor approves through instance B;
 * A's page shows the approval and the lower balance without a reload, carried by LISTEN/NOTIFY
 * from B to A and by A's event stream to the browser. Needs DATABASE_URL_TEST (CI sets it).
 */

const ADMIN_URL = process.env.DATABASE_URL_TEST;

const ADDRESS = {
  cep: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
};

/** `YYYY-MM-DD`, `days` from today in São Paulo. */
function isoDateIn(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** Unique per run and per project (each project gets its own database, but the names say whose). */
function uniqueEmail(prefix: string): string {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `two.${prefix}.${test.info().project.name}.${id}@teste.com.br`;
}

async function postOk(api: APIRequestContext | Page['request'], url: string, data?: unknown): Promise<unknown> {
  const response = await api.post(url, { headers: { origin: new URL(url).origin }, data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

test.describe('two instances on one PostgreSQL', () => {
  test.skip(!ADMIN_URL, 'needs DATABASE_URL_TEST (a PostgreSQL server to create a database on)');

  let database: ScratchDatabase | undefined;
  const instances: AppInstance[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000); // two servers compile and migrate on a shared machine
    database = await createScratchDatabase(ADMIN_URL ?? '');
    instances.push(...(await Promise.all([startInstance('a', database.url), startInstance('b', database.url)])));
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await Promise.all(instances.splice(0).map((instance) => instance.stop()));
    await database?.drop();
  });

  test('a page on instance A shows an approval made through instance B without a reload', async ({ page }) => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('instances not started');
    const company = 'Buffet Duas Instâncias';

    // The contractor signs up and publishes on A; their session cookie is valid on B too.
    const contractor = await playwrightRequest.newContext();
    await postOk(contractor, `${a.origin}/api/auth/signup`, {
      user_type: 'contractor',
      full_name: 'Carlos Eduardo Souza',
      cpf: '111.444.777-35',
      phone: '(11) 98765-4321',
      email: uniqueEmail('contratante'),
      password: 'SenhaForte1',
      address: ADDRESS,
      terms: true,
      company_name: company,
      company_legal_name: `${company} Ltda`,
      company_sector: 'Buffet',
      cnpj: '11.222.333/0001-81',
      company_phone: '(11) 3333-4444',
      company_email: uniqueEmail('empresa'),
    });
    const { id: jobId } = (await postOk(contractor, `${a.origin}/api/contractor/jobs`, {
      company,
      ...ADDRESS,
      service_date: isoDateIn(7),
      payment_date: isoDateIn(8),
      start_time: '19:00',
      end_time: '23:00',
      salary_cents: 10_000, // costs 10 coins
      requirements: 'Camisa social preta.',
      gender_preference: 'no_preference',
      segment: 'MAITRE',
      description: 'Atendimento em jantar para 40 convidados.',
      required_people: 1,
      lanche_no_local: true,
    })) as { id: string };

    // The freelancer signs up on A (the cookie lands in the browser) and applies.
    await postOk(page.request, `${a.origin}/api/auth/signup`, {
      user_type: 'freelancer',
      full_name: 'Maria Aparecida Silva',
      cpf: '529.982.247-25',
      phone: '(11) 98765-4321',
      email: uniqueEmail('freelancer'),
      password: 'SenhaForte1',
      address: ADDRESS,
      terms: true,
      positions: ['Garçom'],
      description: 'Garçonete com cinco anos de experiência em buffets e casamentos.',
    });
    await postOk(page.request, `${a.origin}/api/jobs/${jobId}/apply`);

    // Count the event streams that said 'ready', so we approve only once A is listening for us.
    await trackLiveUpdates(page);
    const otherOrigins: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== a.origin) otherOrigins.push(request.url());
    });

    await page.goto(`${a.origin}/freelancer/jobs?tab=candidaturas`);
    const balance = (coins: number) => page.getByRole('link', { name: `Saldo: ${coins} moedas. Comprar moedas` });
    const panel = page.getByRole('tabpanel');
    const row = panel.getByRole('article').filter({ hasText: company });
    await expect(page.getByRole('tab', { name: 'Minhas Candidaturas (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(row.getByText('Pendente', { exact: true })).toBeVisible();
    await expect(balance(15)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __vtReadyStreams: number }).__vtReadyStreams))
      .toBe(1);
    // Gone if the document reloads.
    await page.evaluate(() => void ((window as unknown as { __vtSameDocument: boolean }).__vtSameDocument = true));
    const url = page.url();

    // The contractor approves through B.
    const detail = await contractor.get(`${b.origin}/api/contractor/jobs/${jobId}`);
    expect(detail.ok(), await detail.text()).toBe(true);
    const [application] = ((await detail.json()) as { applications: { id: string }[] }).applications;
    await postOk(contractor, `${b.origin}/api/contractor/applications/${application?.id}/approve`);
    await contractor.dispose();

    // A's page follows, in the same document.
    await expect(row.getByText('Aprovado', { exact: true })).toBeVisible();
    await expect(row.getByText('Pendente', { exact: true })).toHaveCount(0);
    await expect(balance(5)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __vtSameDocument?: boolean }).__vtSameDocument)).toBe(
      true,
    );
    expect(await page.evaluate(() => (window as unknown as { __vtReadyStreams: number }).__vtReadyStreams)).toBe(1);
    expect(page.url()).toBe(url);
    expect(otherOrigins).toEqual([]);
  });
});
