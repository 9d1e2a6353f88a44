import { randomUUID } from 'node:crypto';
import { SIGNUP_BONUS_COINS } from '@vamos/shared/pricing';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { Me, SignupInput } from '@vamos/shared/schemas/auth';
import type { JobFields } from '@vamos/shared/schemas/job-views';
import type { CreateJobInput } from '@vamos/shared/schemas/jobs';
import type { CreateEventInput } from '@vamos/shared/schemas/job-events';
import { eq } from 'drizzle-orm';
import { jobs, profiles, users, type Currency } from '../db/schema.ts';
import type { Actor, OperatorActor } from '../http/actor.ts';
import { latestOutboxMessages } from '../modules/mail/outbox.service.ts';
import { credit } from '../modules/wallet/wallet.service.ts';
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

/** The token of the newest 'Convidar gerente' link e-mailed to `email` (the embedded mailer's outbox). */
export async function managerInvitationToken(t: TestApp, email: string): Promise<string> {
  const [newest] = await latestOutboxMessages(t.deps.db, { to: email, limit: 1 });
  const token = /\/convite-gerente\?token=([\w-]+)/.exec(newest?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no manager invitation e-mailed to ${email}`);
  return token;
}

/**
 * A manager of `owner`'s company (decision 0040), as people make one: the owner invites the e-mail,
 * the person accepts from the link with a new login and is signed in.
 */
export async function addManager(
  t: TestApp,
  owner: { cookie: string },
  input: { email?: string; full_name?: string } = {},
): Promise<SignedUpUser> {
  const email = input.email ?? uniqueEmail('gerente');
  const invited = await t.request({
    method: 'POST',
    url: '/api/contractor/managers/invitations',
    payload: { email },
    cookie: owner.cookie,
  });
  if (invited.statusCode !== 201) throw new Error(`invitation failed with ${invited.statusCode}: ${invited.body}`);
  const token = await managerInvitationToken(t, email);
  const res = await t.request({
    method: 'POST',
    url: `/api/manager-invitations/${token}/accept`,
    payload: { full_name: input.full_name ?? 'Gerente de Teste', password: TEST_PASSWORD, terms: true },
  });
  if (res.statusCode !== 200) throw new Error(`accepting failed with ${res.statusCode}: ${res.body}`);
  const { user } = res.json<{ user: Me }>();
  return { user, cookie: cookieFrom(res), email, password: TEST_PASSWORD };
}

/** Signs up a freelancer (15 coins) through the API. */
export function signupFreelancer(t: TestApp, overrides: Partial<FreelancerSignupInput> = {}): Promise<SignedUpUser> {
  return signup(t, freelancerSignupPayload(overrides));
}

/** Signs up a contractor (free plan, 2 credits) through the API. */
export function signupContractor(t: TestApp, overrides: Partial<ContractorSignupInput> = {}): Promise<SignedUpUser> {
  return signup(t, contractorSignupPayload(overrides));
}

// ---------------------------------------------------------------- marketplace

/** The date `days` after today in São Paulo, `YYYY-MM-DD` (negative: before). */
export function daysFromToday(days: number): string {
  const [y, m, d] = todayInSaoPaulo().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * A shift of today that started at midnight and ends at 23:59: concluding it is open (the shift has
 * started), rating it is not yet (it has not ended), whatever the hour the test runs.
 */
export function startedToday(): Pick<CreateJobInput, 'service_date' | 'start_time' | 'end_time'> {
  return { service_date: daysFromToday(0), start_time: '00:00', end_time: '23:59' };
}

/**
 * A shift of 4 hours starting `minutes` from now (negative: ago), as its job's date and times in São
 * Paulo (UTC−3): the hours around a start, to check in, mark a no-show or cancel late.
 */
export function shiftStartingIn(minutes: number): { service_date: string; start_time: string; end_time: string } {
  const HOUR_MS = 3_600_000;
  const local = (at: number) => new Date(at - 3 * HOUR_MS).toISOString();
  const start = Date.now() + minutes * 60_000;
  return {
    service_date: local(start).slice(0, 10),
    start_time: local(start).slice(11, 16),
    end_time: local(start + 4 * HOUR_MS).slice(11, 16),
  };
}

/**
 * Moves a job's shift in time, directly in the database (the API refuses a date in the past): to
 * yesterday, say, so that the shift has started and ended.
 */
export async function moveShift(
  t: TestApp,
  jobId: string,
  to: { service_date: string; start_time?: string; end_time?: string },
): Promise<void> {
  await t.deps.db
    .update(jobs)
    .set({
      serviceDate: to.service_date,
      ...(to.start_time ? { startTime: to.start_time } : {}),
      ...(to.end_time ? { endTime: to.end_time } : {}),
    })
    .where(eq(jobs.id, jobId));
}

/** A valid body for POST /api/contractor/jobs (the main create form). */
export function jobPayload(overrides: Partial<CreateJobInput> = {}): CreateJobInput {
  return {
    company: 'Bar do João',
    state: 'SP',
    city: 'São Paulo',
    cep: '01310-100',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Loja 2',
    service_date: daysFromToday(3),
    start_time: '18:00',
    end_time: '23:30',
    salary_cents: 15_000,
    payment_date: daysFromToday(5),
    requirements: 'Camisa preta e calça social',
    gender_preference: 'tanto_faz',
    segment: 'GARCOM',
    description: 'Atendimento às mesas no happy hour.',
    required_people: 1,
    lanche_no_local: true,
    ...overrides,
  };
}

/** The shared data of the job form and three roles: an evening with waiters, bartenders and security. */
export function eventPayload(overrides: Partial<CreateEventInput> = {}): CreateEventInput {
  const { segment: _s, required_people: _p, salary_cents: _v, requirements: _r, ...shared } = jobPayload();
  return {
    ...shared,
    name: 'Casamento Silva',
    roles: [
      { segment: 'GARCOM', required_people: 6, salary_cents: 15_000, requirements: 'Camisa branca' },
      { segment: 'BARTENDER', required_people: 2, salary_cents: 20_000, requirements: 'Avental preto' },
      { segment: 'SEGURANCA', required_people: 1, salary_cents: 18_000, requirements: 'Terno preto' },
    ],
    ...overrides,
  };
}

/** Publishes a job through the API as `contractor` (spends 1 of their credits). */
export async function createJob(
  t: TestApp,
  contractor: { cookie: string },
  overrides: Partial<CreateJobInput> = {},
): Promise<JobFields> {
  const res = await t.request({
    method: 'POST',
    url: '/api/contractor/jobs',
    cookie: contractor.cookie,
    payload: jobPayload(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`job creation failed with ${res.statusCode}: ${res.body}`);
  return res.json<JobFields>();
}

/** Adds coins or credits through the wallet (a ledger entry, like any real grant). */
export async function grant(t: TestApp, userId: string, currency: Currency, amount: number): Promise<void> {
  await t.deps.db.transaction((tx) =>
    credit(tx, { userId, currency, amount, reason: 'test_grant', idempotencyKey: `test_grant:${randomUUID()}` }),
  );
}

/** Applies through the API; returns the response (201 with the application on success). */
export function applyAs(t: TestApp, freelancer: { cookie: string }, jobId: string) {
  return t.request({ method: 'POST', url: `/api/jobs/${jobId}/apply`, cookie: freelancer.cookie });
}

export function approveAs(t: TestApp, contractor: { cookie: string }, applicationId: string) {
  return t.request({
    method: 'POST',
    url: `/api/contractor/applications/${applicationId}/approve`,
    cookie: contractor.cookie,
  });
}

/**
 * A freelancer made directly in the database (no password, no session) with the signup bonus:
 * for tests that need many applicants and call services with `actor`.
 */
export async function insertFreelancer(t: TestApp, name = 'Freela de Teste'): Promise<{ id: string; actor: Actor }> {
  const email = uniqueEmail('freela');
  const id = await t.deps.db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ name, email, role: 'freelancer' }).returning({ id: users.id });
    if (!user) throw new Error('user insert returned no row');
    await tx.insert(profiles).values({ userId: user.id, userType: 'freelancer', fullName: name, phone: '11987654321' });
    await credit(tx, {
      userId: user.id,
      currency: 'coin',
      amount: SIGNUP_BONUS_COINS,
      reason: 'signup_bonus',
      idempotencyKey: `signup_bonus:${user.id}`,
    });
    return user.id;
  });
  return { id, actor: { id, personId: id, role: 'freelancer', companyRole: null, email, name, sessionId: 'test' } };
}

/** An operator's login (decision 0048) inserted directly, as its actor: for calling operator services. */
export async function insertOperator(t: TestApp, name = 'Operadora de Teste'): Promise<OperatorActor> {
  const email = uniqueEmail('operador');
  const [user] = await t.deps.db.insert(users).values({ name, email, role: 'operator' }).returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  return { role: 'operator', personId: user.id, email, name, sessionId: 'test' };
}

/** The actor of a user signed up through the API, for calling services directly. */
export function actorOf(u: SignedUpUser): Actor {
  return {
    id: u.user.company_id ?? u.user.id,
    personId: u.user.id,
    role: u.user.role,
    companyRole: u.user.company_role,
    email: u.email,
    name: u.user.full_name,
    sessionId: 'test',
  };
}
