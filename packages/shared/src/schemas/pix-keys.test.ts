import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../errors.ts';
import { PIX_KEY_MESSAGES as M, PixKeyInputSchema, normalizePixKey } from './pix-keys.ts';

const parse = (key_type: unknown, key: unknown) => PixKeyInputSchema.safeParse({ key_type, key });
const errorsOf = (key_type: unknown, key: unknown) => {
  const result = parse(key_type, key);
  expect(result.success).toBe(false);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe('PixKeyInputSchema', () => {
  it.each([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cpf', ' 52998224725 ', '52998224725'],
    ['phone', '(11) 98765-4321', '+5511987654321'],
    ['phone', '11987654321', '+5511987654321'],
    ['phone', '+55 11 98765-4321', '+5511987654321'],
    ['phone', '5511987654321', '+5511987654321'],
    ['email', ' Ana.Souza@Gmail.COM ', 'ana.souza@gmail.com'],
    ['random', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
  ])('accepts a %s key %j and stores it as %j', (type, key, stored) => {
    expect(parse(type, key)).toEqual({
      success: true,
      data: { key_type: type, key: stored, receiving_as: 'person', nit: null, mei_cnpj: null },
    });
  });

  it.each([
    ['cpf', '529.982.247-24', M.cpf],
    ['cpf', '111.111.111-11', M.cpf],
    ['cpf', '5299822472', M.cpf],
    ['cpf', '529a98224725', M.cpf],
    ['phone', '(11) 3333-4444', M.phone],
    ['phone', '(11) 88765-4321', M.phone],
    ['phone', '(01) 98765-4321', M.phone],
    ['phone', '(52) 98765-4321', M.phone],
    ['phone', '11.98765.4321', M.phone],
    ['phone', '+1 11 98765-4321', M.phone],
    ['phone', '+11987654321', M.phone],
    ['phone', 'ana@gmail.com', M.phone],
    ['email', 'ana@', M.email],
    ['email', 'ana gmail.com', M.email],
    ['email', `${'a'.repeat(250)}@x.com`, M.keyLong],
    ['random', '123e4567e89b42d3a456426614174000', M.random],
    ['random', '123e4567-e89b-12d3-a456-426614174000', M.random],
    ['random', '123e4567-e89b-42d3-a456-42661417400', M.random],
    ['random', 'zzzzzzzz-e89b-42d3-a456-426614174000', M.random],
  ])('refuses a %s key %j with its message', (type, key, message) => {
    expect(errorsOf(type, key)).toEqual({ key: message });
  });

  it('asks for a key and a type in Portuguese', () => {
    expect(errorsOf('email', '   ')).toEqual({ key: M.keyRequired });
    expect(errorsOf('pix', 'ana@gmail.com')).toEqual({ key_type: M.typeRequired });
    expect(errorsOf(undefined, undefined)).toEqual({ key_type: M.typeRequired, key: M.keyRequired });
    expect(errorsOf('cpf', 52998224725)).toEqual({ key: M.keyRequired });
    expect(PixKeyInputSchema.safeParse(null).success).toBe(false);
  });

  it('receives as a person by default, with a NIT/PIS if given, stored as its digits', () => {
    const key = { key_type: 'email', key: 'ana@gmail.com' };
    const person = (more: object) => PixKeyInputSchema.parse({ ...key, ...more });
    expect(person({})).toMatchObject({ receiving_as: 'person', nit: null, mei_cnpj: null });
    expect(person({ receiving_as: 'person', nit: ' 120.56874.10-7 ' })).toMatchObject({ nit: '12056874107' });
    expect(person({ nit: '' })).toMatchObject({ nit: null });
    expect(person({ nit: null })).toMatchObject({ nit: null });
    // A person's CNPJ is not kept, whatever it is: the row says one thing.
    expect(person({ receiving_as: 'person', mei_cnpj: '11.222.333/0001-82' })).toMatchObject({ mei_cnpj: null });
  });

  it('receives as a MEI with a valid CNPJ, stored unmasked; its NIT/PIS is not kept', () => {
    const parsed = PixKeyInputSchema.parse({
      key_type: 'email',
      key: 'ana@gmail.com',
      receiving_as: 'mei',
      mei_cnpj: '11.222.333/0001-81',
      nit: '120.56874.10-7',
    });
    expect(parsed).toMatchObject({ receiving_as: 'mei', mei_cnpj: '11222333000181', nit: null });
    const alphanumeric = {
      key_type: 'email',
      key: 'ana@gmail.com',
      receiving_as: 'mei',
      mei_cnpj: 'q0.slf.mbd/7vx4-39',
    };
    expect(PixKeyInputSchema.parse(alphanumeric)).toMatchObject({ mei_cnpj: 'Q0SLFMBD7VX439' });
  });

  it.each([
    [{ nit: '120.56874.10-8' }, { nit: M.nit }],
    [{ nit: '111.11111.11-1' }, { nit: M.nit }],
    [{ nit: '1205687410' }, { nit: M.nit }],
    [{ nit: 12056874107 }, { nit: M.nit }],
    [{ nit: '1'.repeat(200) }, { nit: M.nit }],
    [{ receiving_as: 'mei' }, { mei_cnpj: M.meiCnpjRequired }],
    [{ receiving_as: 'mei', mei_cnpj: '   ' }, { mei_cnpj: M.meiCnpjRequired }],
    [{ receiving_as: 'mei', mei_cnpj: null }, { mei_cnpj: M.meiCnpjRequired }],
    [{ receiving_as: 'mei', mei_cnpj: '11.222.333/0001-82' }, { mei_cnpj: M.meiCnpj }],
    [{ receiving_as: 'mei', mei_cnpj: '11.111.111/1111-11' }, { mei_cnpj: M.meiCnpj }],
    [{ receiving_as: 'mei', mei_cnpj: ['11222333000181'] }, { mei_cnpj: M.meiCnpj }],
    [{ receiving_as: 'pj' }, { receiving_as: M.receivingAs }],
    [{ receiving_as: null }, { receiving_as: M.receivingAs }],
  ])('refuses %j with its message', (more, errors) => {
    const result = PixKeyInputSchema.safeParse({ key_type: 'email', key: 'ana@gmail.com', ...more });
    expect(result.success).toBe(false);
    expect(result.success ? {} : fieldErrors(result.error.issues)).toEqual(errors);
  });

  it('reports a bad key and a bad document together', () => {
    const result = PixKeyInputSchema.safeParse({ key_type: 'cpf', key: '1', receiving_as: 'mei' });
    expect(result.success ? {} : fieldErrors(result.error.issues)).toEqual({
      key: M.cpf,
      mei_cnpj: M.meiCnpjRequired,
    });
  });

  it('checks each type by its own rule: a CPF is no phone, an e-mail no random key', () => {
    expect(normalizePixKey('phone', '529.982.247-25')).toBeNull();
    expect(normalizePixKey('cpf', '(11) 98765-4321')).toBeNull();
    expect(normalizePixKey('random', 'ana@gmail.com')).toBeNull();
    expect(normalizePixKey('email', '123e4567-e89b-42d3-a456-426614174000')).toBeNull();
  });
});
