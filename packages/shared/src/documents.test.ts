import { describe, expect, it } from 'vitest';
import { isValidCep, isValidCnpj, isValidCpf, isValidNit, isValidPhone, normalizeCnpj } from './documents.ts';

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

describe('isValidNit', () => {
  it.each([
    ['masked', '120.56874.10-7'],
    ['plain', '12056874107'],
    ['another', '123.45678.91-9'],
    ['11 − remainder is 11: check digit 0', '120.00000.02-0'],
    ['11 − remainder is 10: check digit 0', '120.00000.08-0'],
  ])('accepts %s (%j)', (_case, nit) => {
    expect(isValidNit(nit)).toBe(true);
  });

  it.each([
    ['wrong check digit', '120.56874.10-8'],
    ['check digit 10 written as 1', '120.00000.08-1'],
    ['all same digits', '111.11111.11-1'],
    ['all zeros', '00000000000'],
    ['10 digits', '1205687410'],
    ['12 digits', '120568741070'],
    ['letters', '120.56874.10-a'],
    ['other separators', '120/56874/10-7'],
    ['empty', ''],
  ])('rejects %s (%j)', (_case, nit) => {
    expect(isValidNit(nit)).toBe(false);
  });

  it('weighs the first ten digits 3 2 9 8 7 6 5 4 3 2, modulo 11', () => {
    const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    for (const base of ['1205687410', '2718281828', '3141592653', '9876543210', '1000000001']) {
      const sum = [...base].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
      const check = 11 - (sum % 11);
      const digit = check >= 10 ? 0 : check;
      for (let last = 0; last <= 9; last += 1) expect(isValidNit(`${base}${last}`), base).toBe(last === digit);
    }
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
