import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { SignupInput } from '@vamos/shared/schemas/auth';

/**
 * Accounts for the journeys. Each spec signs its own people up through the API (fresh accounts:
 * both projects run against one database, and the demo accounts are shared by every spec).
 */

export type FreelancerSignupInput = Extract<SignupInput, { user_type: 'freelancer' }>;
export type ContractorSignupInput = Extract<SignupInput, { user_type: 'contractor' }>;
export type Credentials = { email: string; password: string };

export const PASSWORD = 'SenhaForte1';
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_FREELANCER: Credentials = { email: 'demo.freelancer@vamostrabalhar.com.br', password: DEMO_PASSWORD };
export const DEMO_CONTRACTOR: Credentials = {
  email: 'demo.contratante@vamostrabalhar.com.br',
  password: DEMO_PASSWORD,
};

/** The address every account lives at (the offline CEP fixture knows this CEP). */
export const ADDRESS = {
  cep: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
};

/** Short, unique in this run: time plus randomness. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** The running project ('mobile', 'desktop'), or 'setup' outside a test. */
function projectName(): string {
  try {
    return test.info().project.name || 'default';
  } catch {
    return 'setup';
  }
}

/** `prefix.project.id@teste.com.br`: unique per run and per project (both projects share one database). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${projectName()}.${uniqueId()}@teste.com.br`;
}

function randomDigits(count: number): number[] {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10));
}

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A valid CPF (11 digits, no mask). */
export function randomCpf(): string {
  const base = randomDigits(9);
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

/** A valid CNPJ (14 digits, no mask) of a head office (0001). */
export function randomCnpj(): string {
  const base = [...randomDigits(8), 0, 0, 0, 1];
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

/** A complete freelancer signup with a unique e-mail; `overrides` replace any field. */
export function freelancerSignup(overrides: Partial<FreelancerSignupInput> = {}): FreelancerSignupInput {
  return {
    user_type: 'freelancer',
    full_name: 'Maria da Silva',
    cpf: randomCpf(),
    phone: '(11) 98765-4321',
    email: uniqueEmail('freelancer'),
    password: PASSWORD,
    positions: ['Garçom'],
    description: 'Garçonete com cinco anos de experiência em eventos.',
    address: ADDRESS,
    terms: true,
    ...overrides,
  };
}

/** A complete contractor signup ('Bar do João') with unique e-mails; `overrides` replace any field. */
export function contractorSignup(overrides: Partial<ContractorSignupInput> = {}): ContractorSignupInput {
  return {
    user_type: 'contractor',
    full_name: 'João Pereira',
    cpf: randomCpf(),
    phone: '(11) 3333-4444',
    email: uniqueEmail('contratante'),
    password: PASSWORD,
    company_name: 'Bar do João',
    company_legal_name: 'João Pereira Bar e Eventos Ltda',
    company_sector: 'Bar',
    cnpj: randomCnpj(),
    company_phone: '(11) 2222-3333',
    company_email: uniqueEmail('empresa'),
    address: ADDRESS,
    terms: true,
    ...overrides,
  };
}

/** The app's origin, which every state-changing call must send (CSRF check). */
export function appOrigin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  return new URL(baseURL).origin;
}

/**
 * Signs `data` up through the API. With `page.request` the session cookie lands in the page's
 * context (signed in); with the `request` fixture or `newApiContext()` the page stays signed out.
 */
export async function signUp<T extends SignupInput>(request: APIRequestContext, data: T): Promise<T> {
  const response = await request.post('/api/auth/signup', { data, headers: { origin: appOrigin() } });
  expect(response.status(), await response.text()).toBe(201);
  return data;
}

/** A cookie jar of its own that talks to the app (another person, out of any browser). Dispose it. */
export async function newApiContext(): Promise<APIRequestContext> {
  const origin = appOrigin();
  return playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
}
