import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { PIX_KEY_MESSAGES as M, PixKeyResponseSchema, PixKeyViewSchema } from '@vamos/shared/schemas/pix-keys';
import { pixKeys } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { addManager, type SignedUpUser, signupContractor, signupFreelancer } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';

/** The freelancer's own CPF in the factories' signup; another valid CPF that is not theirs. */
const OWN_CPF = '529.982.247-25';
const OTHER_CPF = '111.444.777-35';
/** A valid NIT/PIS and a valid CNPJ (a MEI's). */
const NIT = '120.56874.10-7';
const MEI_CNPJ = '12.345.678/0001-95';
const URL = '/api/freelancer/pix-key';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** 'Recebimento' (issue 27, decision 0041): the freelancer's PIX key, who may use it, what it refuses. */
describe.each(TEST_DATABASES)('PIX key routes on %s', (kind) => {
  let t: TestApp;
  const events: RealtimeEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.events.subscribe((event) => events.push(event));
  });
  afterAll(async () => t?.close());

  const call = (who: SignedUpUser | null, method: 'GET' | 'PUT' | 'DELETE', body?: unknown) =>
    t.request({
      method,
      url: URL,
      ...(who ? { cookie: who.cookie } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const put = (who: SignedUpUser, key_type: string, key: string) => call(who, 'PUT', { key_type, key });
  const stored = async (who: SignedUpUser) => {
    const [row] = await t.deps.db.select().from(pixKeys).where(eq(pixKeys.userId, who.user.id));
    return row;
  };

  it('answers 401 signed out, and 403 to a contractor and to a manager, on every route; nothing is stored', async () => {
    const contractor = await signupContractor(t);
    const manager = await addManager(t, contractor);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? { key_type: 'email', key: 'ana@gmail.com' } : undefined;
      expect((await call(null, method, body)).statusCode, method).toBe(401);
      for (const who of [contractor, manager]) {
        const res = await call(who, method, body);
        expect(res.statusCode, method).toBe(403);
        expect(res.json<ErrorBody>().error.message).toMatch(/[a-zà-ú]/i);
      }
    }
    expect(await stored(contractor)).toBeUndefined();
    expect(await stored(manager)).toBeUndefined();
  });

  it('has no key at first, saves one of each type normalized with the profile name, replaces it, removes it (idempotent)', async () => {
    const f = await signupFreelancer(t, { full_name: 'Ana Souza Lima' });
    const empty = await call(f, 'GET');
    expect(empty.statusCode).toBe(200);
    expect(PixKeyResponseSchema.parse(empty.json())).toBeNull();

    const cases = [
      ['cpf', OWN_CPF, '52998224725', '***.982.247-**'],
      ['phone', '(21) 99876-4321', '+5521998764321', '(21) *****-4321'],
      ['email', ' Ana.Souza@Gmail.com ', 'ana.souza@gmail.com', 'an***@gmail.com'],
      [
        'random',
        '123E4567-E89B-42D3-A456-426614174000',
        '123e4567-e89b-42d3-a456-426614174000',
        '123e4567-e89b-42d3-a456-426614174000',
      ],
    ] as const;
    let createdAt: Date | undefined;
    for (const [type, key, normalized, masked] of cases) {
      const res = await put(f, type, key);
      expect(res.statusCode, `${type} ${key}`).toBe(200);
      expect(PixKeyViewSchema.parse(res.json())).toMatchObject({
        key_type: type,
        masked_key: masked,
        holder_name: 'Ana Souza Lima',
      });
      // The whole key stays on the server (a random key says nothing about the person: shown whole).
      if (type !== 'random') expect(JSON.stringify(res.json())).not.toContain(normalized);
      const row = await stored(f);
      expect(row).toMatchObject({ keyType: type, key: normalized, holderName: 'Ana Souza Lima' });
      createdAt ??= row?.createdAt;
      expect(row?.createdAt).toEqual(createdAt);
      const read = PixKeyResponseSchema.parse((await call(f, 'GET')).json());
      expect(read).toMatchObject({ key_type: type, masked_key: masked });
    }
    expect(await t.deps.db.select().from(pixKeys).where(eq(pixKeys.userId, f.user.id))).toHaveLength(1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'profile.changed', userIds: [f.user.id] }));

    expect((await call(f, 'DELETE')).statusCode).toBe(204);
    expect(await stored(f)).toBeUndefined();
    expect((await call(f, 'DELETE')).statusCode).toBe(204);
    expect(PixKeyResponseSchema.parse((await call(f, 'GET')).json())).toBeNull();
  });

  it("refuses a CPF key that is not the freelancer's own CPF, keeping the saved key", async () => {
    const f = await signupFreelancer(t);
    expect((await put(f, 'email', 'maria@exemplo.com.br')).statusCode).toBe(200);
    const res = await put(f, 'cpf', OTHER_CPF);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({
      code: 'PIX_KEY_NOT_OWN_CPF',
      message: 'A chave CPF precisa ser o seu próprio CPF.',
      fields: { key: ERROR_MESSAGES.PIX_KEY_NOT_OWN_CPF },
    });
    expect(await stored(f)).toMatchObject({ keyType: 'email', key: 'maria@exemplo.com.br' });
  });

  it.each([
    ['cpf', '529.982.247-24', M.cpf],
    ['phone', '(11) 3333-4444', M.phone],
    ['phone', '(11) 8765-43210', M.phone],
    ['email', 'maria@', M.email],
    ['random', '123e4567-e89b-12d3-a456-426614174000', M.random],
    ['random', 'abc', M.random],
    ['pix', 'maria@exemplo.com', M.typeRequired],
    ['email', '', M.keyRequired],
  ])('refuses a %s key %j with 400 and its Portuguese message, storing nothing', async (type, key, message) => {
    const f = await signupFreelancer(t);
    const res = await put(f, type, key);
    expect(res.statusCode).toBe(400);
    const { error } = res.json<ErrorBody>();
    expect(error.code).toBe('VALIDATION');
    expect(Object.values(error.fields ?? {})).toContain(message);
    expect(await stored(f)).toBeUndefined();
  });

  it('keeps how the freelancer receives: a person by default, with a NIT/PIS; a MEI with its CNPJ; in one row', async () => {
    const f = await signupFreelancer(t);
    const email = { key_type: 'email', key: 'ana@gmail.com' };

    const plain = PixKeyViewSchema.parse((await call(f, 'PUT', email)).json());
    expect(plain).toMatchObject({ receiving_as: 'person', nit_masked: null, mei_cnpj: null });
    expect(await stored(f)).toMatchObject({ receivingAs: 'person', nit: null, meiCnpj: null });

    const person = await call(f, 'PUT', { ...email, receiving_as: 'person', nit: NIT });
    expect(person.statusCode).toBe(200);
    expect(PixKeyViewSchema.parse(person.json())).toMatchObject({
      receiving_as: 'person',
      nit_masked: '***.56874.**-*',
      mei_cnpj: null,
    });
    // The whole NIT/PIS stays on the server, as the key does.
    expect(JSON.stringify(person.json())).not.toContain('12056874107');
    expect(JSON.stringify(person.json())).not.toContain(NIT);
    expect(await stored(f)).toMatchObject({ receivingAs: 'person', nit: '12056874107', meiCnpj: null });
    expect(PixKeyResponseSchema.parse((await call(f, 'GET')).json())).toMatchObject({ nit_masked: '***.56874.**-*' });

    // A MEI: the CNPJ (a company's public number) is shown whole; the person's NIT/PIS goes.
    const mei = await call(f, 'PUT', { ...email, receiving_as: 'mei', mei_cnpj: MEI_CNPJ, nit: NIT });
    expect(mei.statusCode).toBe(200);
    expect(PixKeyViewSchema.parse(mei.json())).toMatchObject({
      receiving_as: 'mei',
      nit_masked: null,
      mei_cnpj: MEI_CNPJ,
    });
    expect(await stored(f)).toMatchObject({ receivingAs: 'mei', nit: null, meiCnpj: '12345678000195' });

    // Back to a person: the CNPJ goes.
    expect((await call(f, 'PUT', { ...email, receiving_as: 'person' })).statusCode).toBe(200);
    expect(await stored(f)).toMatchObject({ receivingAs: 'person', nit: null, meiCnpj: null });
    expect(await t.deps.db.select().from(pixKeys).where(eq(pixKeys.userId, f.user.id))).toHaveLength(1);
  });

  it.each([
    ['a NIT/PIS with a wrong check digit', { nit: '120.56874.10-8' }, 'nit', M.nit],
    ['a NIT/PIS of repeated digits', { receiving_as: 'person', nit: '111.111.111-11' }, 'nit', M.nit],
    ['a NIT/PIS too short', { nit: '1205687410' }, 'nit', M.nit],
    ['a MEI without a CNPJ', { receiving_as: 'mei' }, 'mei_cnpj', M.meiCnpjRequired],
    ['a MEI with a blank CNPJ', { receiving_as: 'mei', mei_cnpj: '  ' }, 'mei_cnpj', M.meiCnpjRequired],
    ['a MEI with a bad CNPJ', { receiving_as: 'mei', mei_cnpj: '12.345.678/0001-96' }, 'mei_cnpj', M.meiCnpj],
    [
      'a MEI with a CNPJ of repeated digits',
      { receiving_as: 'mei', mei_cnpj: '11111111111111' },
      'mei_cnpj',
      M.meiCnpj,
    ],
    ['another way of receiving', { receiving_as: 'pj', mei_cnpj: MEI_CNPJ }, 'receiving_as', M.receivingAs],
  ])('refuses %s with 400 and its Portuguese message, keeping what was saved', async (_case, more, field, message) => {
    const f = await signupFreelancer(t);
    expect((await put(f, 'email', 'maria@exemplo.com.br')).statusCode).toBe(200);
    const before = await stored(f);
    const res = await call(f, 'PUT', { key_type: 'phone', key: '(21) 99876-4321', ...more });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<ErrorBody>();
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual({ [field]: message });
    expect(await stored(f)).toEqual(before);

    // A freelancer with no key yet is left with none.
    const fresh = await signupFreelancer(t);
    expect((await call(fresh, 'PUT', { key_type: 'email', key: 'ana@gmail.com', ...more })).statusCode).toBe(400);
    expect(await stored(fresh)).toBeUndefined();
  });

  it('the database itself refuses a MEI without a CNPJ, a person with one, and a malformed document', async () => {
    const f = await signupFreelancer(t);
    const row = { userId: f.user.id, keyType: 'email' as const, key: 'ana@gmail.com', holderName: 'Ana' };
    const refused = [
      { ...row, receivingAs: 'mei' as const },
      { ...row, receivingAs: 'mei' as const, meiCnpj: '12345678000195', nit: '12056874107' },
      { ...row, receivingAs: 'person' as const, meiCnpj: '12345678000195' },
      { ...row, nit: '120.56874.10-7' },
      { ...row, receivingAs: 'mei' as const, meiCnpj: '12.345.678/0001-95' },
    ];
    for (const values of refused) {
      await expect(t.deps.db.insert(pixKeys).values(values), JSON.stringify(values)).rejects.toThrow();
    }
    expect(await stored(f)).toBeUndefined();
    await t.deps.db.insert(pixKeys).values({ ...row, receivingAs: 'mei', meiCnpj: 'Q0SLFMBD7VX439' });
    expect(await stored(f)).toMatchObject({ receivingAs: 'mei', meiCnpj: 'Q0SLFMBD7VX439', nit: null });
  });

  it('answers hostile bodies with 400 in Portuguese, never 5xx', async () => {
    const f = await signupFreelancer(t);
    const bodies: unknown[] = [
      {},
      [],
      { key_type: ['cpf'], key: OWN_CPF },
      { key_type: 'cpf', key: 52998224725 },
      { key_type: 'email', key: { $ne: null } },
      { key_type: 'email', key: `${'a'.repeat(2_000)}@x.com` },
      { key_type: 'random', key: '\u0000'.repeat(36) },
      { key_type: 'email', key: "x'); DROP TABLE pix_keys;--@x.com" },
      { key_type: '__proto__', key: 'x' },
      { key_type: 'email', key: 'ana@gmail.com', receiving_as: ['mei'], mei_cnpj: MEI_CNPJ },
      { key_type: 'email', key: 'ana@gmail.com', receiving_as: 'mei', mei_cnpj: { $ne: null } },
      { key_type: 'email', key: 'ana@gmail.com', receiving_as: 'mei', mei_cnpj: 'x'.repeat(10_000) },
      { key_type: 'email', key: 'ana@gmail.com', nit: 12056874107 },
      { key_type: 'email', key: 'ana@gmail.com', nit: "1'); DROP TABLE pix_keys;--" },
      { key_type: 'email', key: 'ana@gmail.com', receiving_as: 'mei', mei_cnpj: '\u0000'.repeat(14) },
    ];
    for (const body of bodies) {
      const res = await call(f, 'PUT', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json<ErrorBody>().error.message).toMatch(/[a-zà-ú]/i);
    }
    const text = await t.request({
      method: 'PUT',
      url: URL,
      cookie: f.cookie,
      headers: { 'content-type': 'application/json' },
      payload: '{"key_type": "cpf", "key": ',
    });
    expect(text.statusCode).toBe(400);
    expect(await stored(f)).toBeUndefined();
  });
});
