import { describe, expect, it } from 'vitest';
import { isValidCep, isValidCnpj, isValidCpf, isValidPhone, normalizeCnpj } from './documents.ts';

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', ' 529.982.247-25 ', '111.444.777-35'])('accepts %j', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['wrong first check digit', '529.982.247-35'],
    ['wrong second check digit', '529.982.247-26'],
    ['all same digits', '111.111.111-11'],
    ['all zeros', '00000000000'],
    ['10 digits', '5299822472'],
    ['12 digits', '529982247250'],
    ['letters', '529.982.247-2a'],
    ['junk around', 'cpf 52998224725'],
    ['empty', ''],
  ])('rejects %s (%j)', (_case, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.345.678/0001-95', 'Q0.SLF.MBD/7VX4-39', 'q0slfmbd7vx439'])(
    'accepts %j',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );

  it.each([
    ['wrong check digits', '11.222.333/0001-82'],
    ['all same digits', '11.111.111/1111-11'],
    ['all zeros', '00000000000000'],
    ['13 digits', '1122233300018'],
    ['letters in check digits', '11.222.333/0001-8A'],
    ['wrong alphanumeric check digits', 'Q0.SLF.MBD/7VX4-38'],
    ['empty', ''],
  ])('rejects %s (%j)', (_case, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('normalizes to 14 uppercase characters', () => {
    expect(normalizeCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizeCnpj('q0.slf.mbd/7vx4-39')).toBe('Q0SLFMBD7VX439');
  });
});

describe('isValidPhone', () => {
  it.each(['(11) 99999-9999', '11999999999', '(11) 3333-3333', '1133333333', ' 11 3333 3333 '])(
    'accepts %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each([
    ['9 digits', '113333333'],
    ['12 digits', '119999999999'],
    ['no area code', '99999-9999'],
    ['letters', '(11) 9999A-9999'],
    ['empty', ''],
  ])('rejects %s (%j)', (_case, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('isValidCep', () => {
  it.each(['01310-100', '01310100', ' 01310100 '])('accepts %j', (cep) => {
    expect(isValidCep(cep)).toBe(true);
  });

  it.each(['0131010', '013101000', '01310_100', '0131-0100', 'abcde-fgh', ''])('rejects %j', (cep) => {
    expect(isValidCep(cep)).toBe(false);
  });
});
