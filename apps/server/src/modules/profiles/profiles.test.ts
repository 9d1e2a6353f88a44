import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signupContractor, signupFreelancer, type SignedUpUser } from '../../test/factories.ts';

const personal = {
  full_name: '  Maria   Aparecida Souza ',
  cpf: '111.444.777-35',
  phone: '(21) 3333-4444',
  description: '  ',
  position: 'Bartender',
  address: {
    cep: '01310-100',
    state: 'sp',
    city: 'São Paulo',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
  },
};

describe.each(TEST_DATABASES)('profile routes on %s', (kind) => {
  let t: TestApp;
  let freelancer: SignedUpUser;
  let contractor: SignedUpUser;

  const rowOf = async (id: string) => (await t.deps.db.select().from(profiles).where(eq(profiles.userId, id)))[0];
  const put = (url: string, cookie: string, payload: unknown) =>
    t.request({ method: 'PUT', url, cookie, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(kind);
    freelancer = await signupFreelancer(t);
    contractor = await signupContractor(t);
  });
  afterAll(async () => t.close());

  it('answers 401 without a session on every profile endpoint', async () => {
    const calls = [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile'],
      ['PUT', '/api/profile/company'],
      ['POST', '/api/profile/avatar'],
      ['DELETE', '/api/profile/avatar'],
      ['POST', '/api/profile/company-logo'],
      ['DELETE', '/api/profile/company-logo'],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'PUT' ? personal : undefined;
      const res = await t.request({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to a freelancer on the company endpoints and changes nothing', async () => {
    const before = await rowOf(freelancer.user.id);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'logo.png');
    const responses = [
      await put('/api/profile/company', freelancer.cookie, { company_name: 'Minha Empresa' }),
      await t.request({ method: 'POST', url: '/api/profile/company-logo', cookie: freelancer.cookie, payload: form }),
      await t.request({ method: 'DELETE', url: '/api/profile/company-logo', cookie: freelancer.cookie }),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(await rowOf(freelancer.user.id)).toEqual(before);
  });

  it('returns the own profile as a DTO', async () => {
    const res = await t.request({ method: 'GET', url: '/api/profile', cookie: contractor.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'email',
        'user_type',
        'full_name',
        'cpf',
        'phone',
        'position',
        'description',
        'address',
        'avatar_url',
        'company_name',
        'company_legal_name',
        'company_sector',
        'cnpj',
        'company_phone',
        'company_email',
        'company_logo_url',
        'updated_at',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: contractor.user.id,
      email: contractor.email,
      user_type: 'contractor',
      full_name: 'João Pereira',
      cpf: '11144477735',
      phone: '1133334444',
      company_name: 'Bar do João',
      company_sector: 'Bar',
      cnpj: '11222333000181',
      address: { cep: '01310100', state: 'SP', city: 'São Paulo', complement: 'Sala 12' },
      avatar_url: null,
      company_logo_url: null,
    });
    expect(new Date(body.updated_at).toISOString()).toBe(body.updated_at);
  });

  it.each([
    [{ full_name: '  ' }, 'full_name', 'Nome completo é obrigatório'],
    [{ cpf: '123.456.789-00' }, 'cpf', 'CPF inválido'],
    [{ phone: '(11) 9999' }, 'phone', 'Telefone inválido'],
    [{ cpf: '' }, 'cpf', 'CPF é obrigatório'],
    [{ address: { cep: '0131' } }, 'address.cep', 'CEP inválido'],
    [{ position: 'x'.repeat(41) }, 'position', 'Cargo muito longo'],
  ])('rejects %j with its message and changes nothing', async (change, field, message) => {
    const before = await rowOf(freelancer.user.id);
    const res = await put('/api/profile', freelancer.cookie, { ...personal, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
    expect(await rowOf(freelancer.user.id)).toEqual(before);
  });

  it('saves the personal data normalized, sets updated_at and keeps users.name in sync', async () => {
    const before = await rowOf(freelancer.user.id);
    const res = await put('/api/profile', freelancer.cookie, personal);
    expect(res.statusCode).toBe(200);
    const expected = {
      full_name: 'Maria Aparecida Souza',
      cpf: '11144477735',
      phone: '2133334444',
      description: null,
      position: 'Bartender',
      address: {
        cep: '01310100',
        state: 'SP',
        city: 'São Paulo',
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        complement: '',
      },
    };
    expect(res.json()).toMatchObject(expected);

    const row = await rowOf(freelancer.user.id);
    expect(row).toMatchObject({
      fullName: expected.full_name,
      cpf: expected.cpf,
      phone: expected.phone,
      description: null,
      address: expected.address,
    });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, freelancer.user.id));
    expect(user?.name).toBe('Maria Aparecida Souza');

    const again = await t.request({ method: 'GET', url: '/api/profile', cookie: freelancer.cookie });
    expect(again.json()).toMatchObject(expected);
  });

  it('leaves absent optional fields unchanged and stores an all-empty address as none', async () => {
    const { full_name, cpf, phone } = personal;
    const kept = await put('/api/profile', freelancer.cookie, { full_name, cpf, phone });
    expect(kept.json()).toMatchObject({ position: 'Bartender', address: { cep: '01310100' } });

    const cleared = await put('/api/profile', freelancer.cookie, { full_name, cpf, phone, position: '', address: {} });
    expect(cleared.json()).toMatchObject({ position: null, address: null });
    expect((await rowOf(freelancer.user.id))?.address).toBeNull();
  });

  it.each([
    [{ cnpj: '11.222.333/0001-00' }, 'cnpj', 'CNPJ inválido'],
    [{ company_email: 'contato@' }, 'company_email', 'E-mail inválido'],
    [{ company_phone: '1234' }, 'company_phone', 'Telefone inválido'],
  ])('rejects company data %j with its message and changes nothing', async (change, field, message) => {
    const before = await rowOf(contractor.user.id);
    const res = await put('/api/profile/company', contractor.cookie, { company_name: 'Outro Nome', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
    expect(await rowOf(contractor.user.id)).toEqual(before);
  });

  it('saves the company data: blank becomes null, absent stays', async () => {
    const res = await put('/api/profile/company', contractor.cookie, {
      company_name: ' Bar Novo ',
      company_legal_name: '',
      cnpj: '11.222.333/0001-81',
      company_phone: '(21) 2222-3333',
      company_email: 'Contato@BarNovo.com.br',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      company_name: 'Bar Novo',
      company_legal_name: null,
      company_sector: 'Bar',
      cnpj: '11222333000181',
      company_phone: '2122223333',
      company_email: 'contato@barnovo.com.br',
    });
    expect(await rowOf(contractor.user.id)).toMatchObject({
      companyName: 'Bar Novo',
      companyLegalName: null,
      companySector: 'Bar',
    });
  });

  it("tells the user's other tabs and devices after a save (profile.changed, to them only), and nothing after a refused one", async () => {
    const seen: RealtimeEvent[] = [];
    const off = t.deps.events.subscribe((event) => seen.push(event));
    try {
      expect((await put('/api/profile', freelancer.cookie, personal)).statusCode).toBe(200);
      expect((await put('/api/profile/company', contractor.cookie, { company_name: 'Bar Novo' })).statusCode).toBe(200);
      expect((await put('/api/profile', freelancer.cookie, { ...personal, cpf: '123' })).statusCode).toBe(400);
      expect((await put('/api/profile/company', freelancer.cookie, { company_name: 'X' })).statusCode).toBe(403);
    } finally {
      off();
    }
    const changes = seen.filter((event) => event.type === 'profile.changed');
    expect(changes.map((event) => ({ userIds: event.userIds, roles: event.roles }))).toEqual([
      { userIds: [freelancer.user.id], roles: undefined },
      { userIds: [contractor.user.id], roles: undefined },
    ]);
  });

  it('keeps answering non-JSON bodies on the JSON routes with 415', async () => {
    const form = new FormData();
    form.append('full_name', 'Maria');
    const res = await t.request({ method: 'PUT', url: '/api/profile', cookie: freelancer.cookie, payload: form });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
