import { describe, expect, it } from 'vitest';
import {
  formatBrl,
  formatInteger,
  maskBrlInput,
  maskCep,
  maskCnpj,
  maskCpf,
  maskNit,
  maskPhone,
  onlyAlphanumeric,
  onlyDigits,
  parseBrlToCents,
} from './masks.ts';

const NBSP = '\u00a0';

describe('onlyDigits / onlyAlphanumeric', () => {
  it('keeps only digits', () => {
    expect(onlyDigits('(11) 99999-9999')).toBe('11999999999');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits('')).toBe('');
  });

  it('keeps uppercased letters and digits', () => {
    expect(onlyAlphanumeric('q0.slf.mbd/7vx4-39')).toBe('Q0SLFMBD7VX439');
  });
});

describe('maskCpf', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
  ])('masks %j progressively as %j', (input, expected) => {
    expect(maskCpf(input)).toBe(expected);
  });

  it('ignores non-digits and digits past 11, never exceeding 14 characters', () => {
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25');
    expect(maskCpf('abc529x982')).toBe('529.982');
    expect(maskCpf('1234567890123456').length).toBe(14);
  });

  it('is idempotent on masked input', () => {
    expect(maskCpf(maskCpf('52998224725'))).toBe('529.982.247-25');
  });
});

describe('maskNit', () => {
  it.each([
    ['', ''],
    ['120', '120'],
    ['1205', '120.5'],
    ['12056874', '120.56874'],
    ['120568741', '120.56874.1'],
    ['1205687410', '120.56874.10'],
    ['12056874107', '120.56874.10-7'],
    ['120.56874.10-7999', '120.56874.10-7'],
  ])('masks %j progressively as %j', (input, expected) => {
    expect(maskNit(input)).toBe(expected);
  });

  it('is idempotent on masked input', () => {
    expect(maskNit(maskNit('12056874107'))).toBe('120.56874.10-7');
  });
});

describe('maskCnpj', () => {
  it.each([
    ['', ''],
    ['11', '11'],
    ['112', '11.2'],
    ['11222', '11.222'],
    ['112223', '11.222.3'],
    ['11222333', '11.222.333'],
    ['112223330', '11.222.333/0'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
  ])('masks %j progressively as %j', (input, expected) => {
    expect(maskCnpj(input)).toBe(expected);
  });

  it('stops at 18 characters', () => {
    expect(maskCnpj('11222333000181999')).toBe('11.222.333/0001-81');
  });

  it('keeps letters of an alphanumeric CNPJ in the first 12 positions, uppercased', () => {
    expect(maskCnpj('q0slfmbd7vx439')).toBe('Q0.SLF.MBD/7VX4-39');
    expect(maskCnpj('Q0SLFMBD7VX4AB39')).toBe('Q0.SLF.MBD/7VX4-39');
  });
});

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['113333', '(11) 3333'],
    ['1133333', '(11) 3333-3'],
    ['1133333333', '(11) 3333-3333'],
    ['11999999999', '(11) 99999-9999'],
  ])('masks %j progressively as %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('switches from landline to mobile layout on the 11th digit and stops at 15 characters', () => {
    expect(maskPhone('(11) 9999-99999')).toBe('(11) 99999-9999');
    expect(maskPhone('119999999990000')).toBe('(11) 99999-9999');
    expect(maskPhone('119999999990000').length).toBe(15);
  });
});

describe('maskCep', () => {
  it.each([
    ['', ''],
    ['0131', '0131'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    ['013101009999', '01310-100'],
  ])('masks %j as %j', (input, expected) => {
    expect(maskCep(input)).toBe(expected);
  });
});

describe('formatBrl', () => {
  it('formats cents with pt-BR separators and a non-breaking space', () => {
    expect(formatBrl(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBrl(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBrl(5)).toBe(`R$${NBSP}0,05`);
    expect(formatBrl(9990)).toBe(`R$${NBSP}99,90`);
    expect(formatBrl(100000000)).toBe(`R$${NBSP}1.000.000,00`);
  });

  it("writes what Intl's pt-BR currency format writes, negatives and fractions of a cent included", () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const values = [0, 1, 99, 100, 101, 999_999, 1_000_000, 123_456_789, -1, -150, -123_456, 12.5, 0.4, -0.4];
    for (let cents = 1; cents < 1e12; cents = cents * 7 + 3) values.push(cents, -cents);
    for (const cents of values) expect(formatBrl(cents), String(cents)).toBe(intl.format(cents / 100));
  });
});

describe('formatInteger', () => {
  it("writes what Intl's pt-BR number format writes for whole numbers, rounding fractions", () => {
    const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
    const values = [0, 1, 15, 999, 1000, 1001, 99_999, 100_000, 1_234_567, -1, -1000, -1_234_567, 12.5, 12.4, -7.6];
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n, -n);
    for (const n of values) expect(formatInteger(n), String(n)).toBe(intl.format(n));
  });
});

describe('maskBrlInput', () => {
  it.each([
    ['', ''],
    ['abc', ''],
    ['0', `R$${NBSP}0,00`],
    ['1', `R$${NBSP}0,01`],
    ['12', `R$${NBSP}0,12`],
    ['123', `R$${NBSP}1,23`],
    ['12345', `R$${NBSP}123,45`],
    ['123456', `R$${NBSP}1.234,56`],
    ['00123', `R$${NBSP}1,23`],
  ])('reads %j as cents: %j', (input, expected) => {
    expect(maskBrlInput(input)).toBe(expected);
  });

  it('re-reads its own output plus one typed digit', () => {
    expect(maskBrlInput(`R$${NBSP}123,456`)).toBe(`R$${NBSP}1.234,56`);
    expect(maskBrlInput(`R$${NBSP}123,4`)).toBe(`R$${NBSP}12,34`);
  });

  it('keeps at most 11 digits', () => {
    expect(maskBrlInput('999999999999999')).toBe(`R$${NBSP}999.999.999,99`);
  });
});

describe('parseBrlToCents', () => {
  it.each([
    ['R$ 1.234,56', 123456],
    [`R$${NBSP}1.234,56`, 123456],
    ['100,00', 10000],
    ['12345', 12345],
    ['R$ 0,01', 1],
    ['', 0],
    ['R$', 0],
  ])('parses %j as %d cents', (input, expected) => {
    expect(parseBrlToCents(input)).toBe(expected);
  });

  it('round-trips with formatBrl', () => {
    for (const cents of [0, 1, 99, 100, 7500, 9990, 18164, 123456789]) {
      expect(parseBrlToCents(formatBrl(cents))).toBe(cents);
    }
  });
});
