import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, balances, ledgerEntries, profiles, sessions, users } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  contractorSignupPayload,
  freelancerSignupPayload,
  signupFreelancer,
  uniqueEmail,
} from '../../test/factories.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('POST /api/auth/signup on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const signup = (payload: unknown, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/auth/signup', payload: payload as object, headers });
  const userCount = async () => (await t.deps.db.select({ n: count() }).from(users))[0]?.n ?? 0;
  const db = () => t.deps.db;
  const accountsOf = (userId: string) => db().select().from(accounts).where(eq(accounts.userId, userId));
  const profilesOf = (userId: string) => db().select().from(profiles).where(eq(profiles.userId, userId));
  const balancesOf = (userId: string) => db().select().from(balances).where(eq(balances.userId, userId));
  const ledgerOf = (userId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));

  describe('validation (nothing is written)', () => {
    let before = 0;
    beforeEach(async () => {
      before = await userCount();
    });

    it.each([
      ['full_name', { full_name: '' }, 'Nome obrigatório'],
      ['full_name', { full_name: 'Maria' }, 'Nome incompleto'],
      ['cpf', { cpf: '529.982.247-35' }, 'CPF inválido'],
      ['phone', { phone: '(11) 9876' }, 'Telefone inválido'],
      ['email', { email: 'maria.sem.arroba' }, 'E-mail inválido'],
      [
        'password',
        { password: 'fraca' },
        'Senha não atende aos critérios. Faltam: 8 caracteres, 1 letra maiúscula, 1 número',
      ],
      ['positions', { positions: [] }, 'Cargo obrigatório'],
      ['positions.0', { positions: ['Astronauta'] }, 'Cargo inválido'],
      ['description', { description: 'Curta demais' }, 'Descrição muito curta'],
      ['address.cep', { address: { ...freelancerSignupPayload().address, cep: '1234' } }, 'CEP inválido'],
      ['address.state', { address: { ...freelancerSignupPayload().address, state: 'XX' } }, 'Estado inválido'],
      ['address.city', { address: { ...freelancerSignupPayload().address, city: '' } }, 'Cidade obrigatória'],
      ['terms', { terms: false }, 'Termos de uso obrigatórios'],
      ['user_type', { user_type: 'admin' }, 'Tipo de usuário inválido'],
    ] as const)('freelancer %s %j → 400 %j', async (field, override, message) => {
      const res = await signup({ ...freelancerSignupPayload(), ...override });
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION');
      expect(error.fields[field]).toBe(message);
      expect(error.message).toBe(message);
      expect(await userCount()).toBe(before);
    });

    it.each([
      ['company_name', { company_name: 'B' }, 'Nome fantasia deve ter pelo menos 2 caracteres'],
      ['company_legal_name', { company_legal_name: '' }, 'Razão social obrigatória'],
      ['company_sector', { company_sector: '' }, 'Setor obrigatório'],
      ['cnpj', { cnpj: '11.222.333/0001-82' }, 'CNPJ inválido'],
      ['company_phone', { company_phone: '123' }, 'Telefone inválido'],
      ['company_email', { email: 'mesmo@teste.com.br', company_email: 'MESMO@teste.com.br' }, 'E-mails iguais'],
    ] as const)('contractor %s %j → 400 %j', async (field, override, message) => {
      const res = await signup({ ...contractorSignupPayload(), ...override });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
      expect(await userCount()).toBe(before);
    });

    it('reports every invalid field at once, first message per field', async () => {
      const res = await signup({ ...freelancerSignupPayload(), full_name: '', cpf: '', phone: '' });
      expect(res.json().error.fields).toEqual({
        full_name: 'Nome obrigatório',
        cpf: 'CPF inválido',
        phone: 'Telefone inválido',
      });
      expect(await userCount()).toBe(before);
    });

    it('answers malformed JSON with 400 INVALID_JSON', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"user_type":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'INVALID_JSON',
        message: 'Requisição inválida: o corpo deve ser JSON válido.',
      });
      expect(await userCount()).toBe(before);
    });

    it('answers a body over 64 KB with 413 PAYLOAD_TOO_LARGE', async () => {
      const res = await signup({ ...freelancerSignupPayload(), description: 'x'.repeat(70 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Requisição muito grande.' });
      expect(await userCount()).toBe(before);
    });
  });

  it('creates a freelancer with profile, 15 coins in the ledger, and a session', async () => {
    const payload = freelancerSignupPayload({
      full_name: '  Maria   da Silva ',
      email: uniqueEmail('Maria').toUpperCase(),
    });
    const res = await signup(payload);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    const email = payload.email?.toLowerCase();
    expect(user).toEqual({
      id: expect.any(String),
      email,
      role: 'freelancer',
      full_name: 'Maria da Silva',
      avatar_url: null,
      company_id: null,
      company_role: null,
      company_name: null,
    });

    const [userRow] = await db().select().from(users).where(eq(users.id, user.id));
    expect(userRow).toMatchObject({ name: 'Maria da Silva', email, role: 'freelancer' });
    const [account] = await accountsOf(user.id);
    expect(account).toMatchObject({ providerId: 'credential', accountId: user.id });
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [profile] = await profilesOf(user.id);
    expect(profile).toMatchObject({
      userType: 'freelancer',
      fullName: 'Maria da Silva',
      cpf: '52998224725',
      phone: '11987654321',
      position: 'Garçom, Segurança',
      description: 'Experiência de cinco anos em eventos e restaurantes.',
      address: {
        cep: '01310100',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Bela Vista',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Sala 12',
      },
      companyName: null,
      cnpj: null,
    });
    expect(await balancesOf(user.id)).toEqual([expect.objectContaining({ currency: 'coin', balance: 15 })]);
    expect(await ledgerOf(user.id)).toEqual([
      expect.objectContaining({
        currency: 'coin',
        delta: 15,
        balanceAfter: 15,
        reason: 'signup_bonus',
        idempotencyKey: `signup_bonus:${user.id}`,
      }),
    ]);

    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: cookieFrom(res) });
    expect(me.json()).toEqual({ user });
  });

  it('creates a contractor with company profile and the free plan’s 2 credits', async () => {
    const payload = contractorSignupPayload();
    const res = await signup(payload);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ role: 'contractor', full_name: 'João Pereira', email: payload.email });
    const [profile] = await profilesOf(user.id);
    expect(profile).toMatchObject({
      userType: 'contractor',
      cpf: '11144477735',
      phone: '1133334444',
      companyName: 'Bar do João',
      companyLegalName: 'João Pereira Bar e Eventos Ltda',
      companySector: 'Bar',
      cnpj: '11222333000181',
      companyPhone: '1122223333',
      companyEmail: payload.company_email,
      position: null,
      description: null,
      address: expect.objectContaining({ cep: '01310100', state: 'SP' }),
    });
    expect(await balancesOf(user.id)).toEqual([expect.objectContaining({ currency: 'credit', balance: 2 })]);
    expect(await ledgerOf(user.id)).toEqual([
      expect.objectContaining({ currency: 'credit', delta: 2, balanceAfter: 2, reason: 'free_plan_grant' }),
    ]);
  });

  it('refuses an e-mail already registered in another case with 409 EMAIL_TAKEN', async () => {
    const first = await signupFreelancer(t);
    const before = await userCount();
    const res = await signup(contractorSignupPayload({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'Este e-mail já está cadastrado. Tente fazer login ou use outro e-mail.',
    });
    expect(await userCount()).toBe(before);
    expect(await profilesOf(first.user.id)).toEqual([expect.objectContaining({ userType: 'freelancer' })]);
  });

  it('lets only one of two simultaneous signups with the same e-mail through (the other gets 409)', async () => {
    const email = uniqueEmail('corrida');
    const results = await Promise.all([
      signup(freelancerSignupPayload({ email })),
      signup(contractorSignupPayload({ email: email.toUpperCase() })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
