import { expect, request as playwrightRequest, type Page } from '@playwright/test';

/** Accounts and jobs made through the API for e2e/freelancer-marketplace.spec.ts. */

const ADDRESS = {
  cep: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
};

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

export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** `YYYY-MM-DD`, `days` from today in São Paulo (where "today" is decided). */
function isoDateIn(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
}

export type ApiContext = Awaited<ReturnType<typeof playwrightRequest.newContext>>;

/** A contractor of our own (the demo one keeps its 2 credits for other journeys), signed in. */
export async function newContractor(origin: string, company: string): Promise<ApiContext> {
  const id = uniqueId();
  const contractor = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const signup = await contractor.post('/api/auth/signup', {
    data: {
      user_type: 'contractor',
      full_name: 'Carlos Eduardo Souza',
      cpf: randomCpf(),
      phone: '(11) 98765-4321',
      email: `mkt.contratante.${id}@example.com`,
      password: 'Senha123',
      address: ADDRESS,
      terms: true,
      company_name: company,
      company_legal_name: `${company} Ltda`,
      company_sector: 'Bar',
      cnpj: randomCnpj(),
      company_phone: '(11) 3333-4444',
      company_email: `mkt.empresa.${id}@example.com`,
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  return contractor;
}

/** Publishes a job (1 credit); its title is the segment's label. Returns its id. */
export async function publishJob(
  contractor: ApiContext,
  job: { company: string; segment: string; salaryCents: number; inDays: number },
): Promise<string> {
  const created = await contractor.post('/api/contractor/jobs', {
    data: {
      company: job.company,
      ...ADDRESS,
      service_date: isoDateIn(job.inDays),
      payment_date: isoDateIn(job.inDays + 1),
      start_time: '19:00',
      end_time: '23:00',
      salary_cents: job.salaryCents,
      requirements: 'Camisa social preta.',
      gender_preference: 'no_preference',
      segment: job.segment,
      description: 'Atendimento em jantar para 40 convidados.',
      required_people: 1,
      lanche_no_local: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: string }).id;
}

/** Signs a new freelancer (15 coins) up through the API; the session cookie lands in the page. */
export async function signUpFreelancer(page: Page, origin: string): Promise<void> {
  const response = await page.request.post('/api/auth/signup', {
    headers: { origin },
    data: {
      user_type: 'freelancer',
      full_name: 'Maria Aparecida Silva',
      cpf: randomCpf(),
      phone: '(11) 98765-4321',
      email: `mkt.freelancer.${uniqueId()}@example.com`,
      password: 'Senha123',
      address: ADDRESS,
      terms: true,
      positions: ['Garçom'],
      description: 'Garçonete com cinco anos de experiência em buffets e casamentos.',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The contractor approves the (only) application on their job. */
export async function approveOnlyApplication(contractor: ApiContext, jobId: string): Promise<void> {
  const detail = (await (await contractor.get(`/api/contractor/jobs/${jobId}`)).json()) as {
    applications: { id: string }[];
  };
  const approved = await contractor.post(`/api/contractor/applications/${detail.applications[0]?.id}/approve`);
  expect(approved.ok(), await approved.text()).toBe(true);
}
