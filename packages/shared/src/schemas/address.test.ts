import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../errors.ts';
import { AddressSchema, ProfileAddressSchema } from './address.ts';

const valid = {
  cep: '01310-100',
  state: 'sp',
  city: 'São Paulo',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
};

const errors = (input: unknown) => fieldErrors(AddressSchema.safeParse(input).error?.issues ?? []);

describe('AddressSchema', () => {
  it('stores the structured address with an 8-digit CEP and an uppercase UF', () => {
    expect(AddressSchema.parse({ ...valid, complement: ' Apto 12 ' })).toEqual({
      cep: '01310100',
      state: 'SP',
      city: 'São Paulo',
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      complement: 'Apto 12',
    });
    expect(AddressSchema.parse(valid).complement).toBe('');
  });

  it('reports each empty field with its message, in the spec order', () => {
    const result = AddressSchema.safeParse({ cep: '', state: '', city: '', street: '', number: '', neighborhood: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cep', 'CEP inválido'],
      ['state', 'Estado obrigatório'],
      ['city', 'Cidade obrigatória'],
      ['street', 'Rua obrigatória'],
      ['number', 'Número obrigatório'],
      ['neighborhood', 'Bairro obrigatório'],
    ]);
    expect(errors({})).toEqual({
      cep: 'CEP inválido',
      state: 'Estado obrigatório',
      city: 'Cidade obrigatória',
      street: 'Rua obrigatória',
      number: 'Número obrigatório',
      neighborhood: 'Bairro obrigatório',
    });
  });

  it('rejects a malformed CEP, an unknown state, a one-letter city and a long complement', () => {
    expect(errors({ ...valid, cep: '1234567' })).toEqual({ cep: 'CEP inválido' });
    expect(errors({ ...valid, state: 'XX' })).toEqual({ state: 'Estado inválido' });
    expect(errors({ ...valid, state: 'São Paulo' })).toEqual({ state: 'Estado inválido' });
    expect(errors({ ...valid, city: 'A' })).toEqual({ city: 'Cidade obrigatória' });
    expect(errors({ ...valid, complement: 'x'.repeat(101) })).toEqual({ complement: 'Máximo de 100 caracteres' });
  });
});

describe('ProfileAddressSchema', () => {
  it('accepts an empty or partial address, filling missing fields with ""', () => {
    expect(ProfileAddressSchema.parse({})).toEqual({
      cep: '',
      state: '',
      city: '',
      street: '',
      number: '',
      neighborhood: '',
      complement: '',
    });
    expect(ProfileAddressSchema.parse({ city: 'Recife', cep: '50030-230' })).toMatchObject({
      city: 'Recife',
      cep: '50030230',
    });
  });

  it('still validates a filled CEP or state', () => {
    const issues = ProfileAddressSchema.safeParse({ cep: '5003', state: 'zz' }).error?.issues ?? [];
    expect(fieldErrors(issues)).toEqual({ cep: 'CEP inválido', state: 'Estado inválido' });
  });
});
