import { describe, expect, it } from 'vitest';
import { presentAddress } from './profile-dto.ts';

const full = {
  cep: '01310100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
};

describe('presentAddress', () => {
  it('answers every field of a stored address', () => {
    expect(presentAddress({ ...full, complement: undefined })).toEqual(full);
  });

  it('reads older data: a JSON string, zipCode and the Portuguese keys (spec 01 §3)', () => {
    const legacy = {
      zipCode: '01310100',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Bela Vista',
      rua: 'Avenida Paulista',
      numero: 1000,
      complemento: '',
    };
    expect(presentAddress(JSON.stringify(legacy))).toEqual(full);
  });

  it.each([null, undefined, 'não é json', '[1,2]', 42])('answers null for %j', (raw) => {
    expect(presentAddress(raw)).toBeNull();
  });
});
