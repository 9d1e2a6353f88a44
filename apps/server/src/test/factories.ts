import type { Me, SignupInput } from '@vamos/shared/schemas/auth';
import { cookieFrom, type TestApp } from './test-app.ts';

export type FreelancerSignupInput = Extract<SignupInput, { user_type: 'freelancer' }>;
export type ContractorSignupInput = Extract<SignupInput, { user_type: 'contractor' }>;

/** A user created through POST /api/auth/signup, signed in: send `cookie` with later requests. */
export type SignedUpUser = { user: Me; cookie: string; email: string; password: string };

export const TEST_PASSWORD = 'SenhaForte1';

let sequence = 0;

/** A fresh address on every call, so factories never collide on the unique e-mail. */
export function uniqueEmail(prefix = 'usuario'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${sequence}@teste.com.br`;
}

const ADDRESS = {
  cep: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Sala 12',
};

/** A valid freelancer signup body (masked documents, as the form sends them). */
export function freelancerSignupPayload(overrides: Partial<FreelancerSignupInput> = {}): FreelancerSignupInput {
  return {
    user_type: 'freelancer',
    full_name: 'Maria da Silva',
    cpf: '529.982.247-25',
    phone: '(11) 98765-4321',
    email: uniqueEmail('freelancer'),
    password: TEST_PASSWORD,
    positions: ['Garçom', 'Segurança'],
    description: 'Experiência de cinco anos em eventos e restaurantes.',
    address: { ...ADDRESS },
    terms: true,
    ...overrides,
  };
}

/** A valid contractor signup body (masked documents, as the form sends them). */
export function contractorSignupPayload(overrides: Partial<ContractorSignupInput> = {}): ContractorSignupInput {
  return {
    user_type: 'contractor',
    full_name: 'João Pereira',
    cpf: '111.444.777-35',
    phone: '(11) 3333-4444',
    email: uniqueEmail('contratante'),
    password: TEST_PASSWORD,
    company_name: 'Bar do João',
    company_legal_name: 'João Pereira Bar e Eventos Ltda',
    company_sector: 'Bar',
    cnpj: '11.222.333/0001-81',
    company_phone: '(11) 2222-3333',
    company_email: uniqueEmail('empresa'),
    address: { ...ADDRESS },
    terms: true,
    ...overrides,
  };
}

async function signup(t: TestApp, payload: SignupInput): Promise<SignedUpUser> {
  const origin = new URL(t.deps.config.APP_URL).origin;
  const res = await t.request({ method: 'POST', url: '/api/auth/signup', payload, headers: { origin } });
  if (res.statusCode !== 201) throw new Error(`signup failed with ${res.statusCode}: ${res.body}`);
  const { user } = res.json<{ user: Me }>();
  return { user, cookie: cookieFrom(res), email: payload.email ?? '', password: payload.password ?? '' };
}

/** Signs up a freelancer (15 coins) through the API. */
export function signupFreelancer(t: TestApp, overrides: Partial<FreelancerSignupInput> = {}): Promise<SignedUpUser> {
  return signup(t, freelancerSignupPayload(overrides));
}

/** Signs up a contractor (free plan, 2 credits) through the API. */
export function signupContractor(t: TestApp, overrides: Partial<ContractorSignupInput> = {}): Promise<SignedUpUser> {
  return signup(t, contractorSignupPayload(overrides));
}
