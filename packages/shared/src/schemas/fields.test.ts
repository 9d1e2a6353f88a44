import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '../errors.ts';
import { CepSchema, EmailSchema, blankToNull, cpfField, normalizeSpaces, requiredText } from './fields.ts';

const messages = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message);

describe('EmailSchema', () => {
  it('trims and lowercases a valid e-mail', () => {
    expect(EmailSchema.parse('  Maria.Silva@Example.COM ')).toBe('maria.silva@example.com');
  });

  it('says "E-mail obrigatório" for a missing or blank value, and nothing else', () => {
    expect(messages(EmailSchema, '')).toEqual(['E-mail obrigatório']);
    expect(messages(EmailSchema, '   ')).toEqual(['E-mail obrigatório']);
    expect(messages(EmailSchema, undefined)).toEqual(['E-mail obrigatório']);
  });

  it.each(['maria', 'maria@', '@example.com', 'maria@example', 'maria silva@example.com'])(
    'says "E-mail inválido" for %j',
    (email) => {
      expect(messages(EmailSchema, email)).toEqual(['E-mail inválido']);
    },
  );

  it('accepts up to 254 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    const max = `${local}@${domain}`;
    expect(max).toHaveLength(254);
    expect(EmailSchema.safeParse(max).success).toBe(true);
    expect(messages(EmailSchema, `a${max}`)).toEqual(['E-mail inválido']);
  });
});

describe('requiredText', () => {
  const City = requiredText('Cidade obrigatória', { min: 2, max: 10 });
  const Company = requiredText('Nome fantasia obrigatório', { min: 2, short: 'curto' });

  it('trims and collapses spaces', () => {
    expect(City.parse('  São   Paulo ')).toBe('São Paulo');
    expect(normalizeSpaces(' a \t b\n c ')).toBe('a b c');
  });

  it('gives the required message when empty, then the short one, then the max one', () => {
    expect(messages(City, '  ')).toEqual(['Cidade obrigatória']);
    expect(messages(City, undefined)).toEqual(['Cidade obrigatória']);
    expect(messages(City, 'A')).toEqual(['Cidade obrigatória']);
    expect(messages(Company, '')).toEqual(['Nome fantasia obrigatório']);
    expect(messages(Company, 'A')).toEqual(['curto']);
    expect(messages(City, 'Abcdefghijk')).toEqual(['Máximo de 10 caracteres']);
  });
});

describe('cpfField', () => {
  const Cpf = cpfField({ required: 'obrigatório', invalid: 'inválido' });

  it('stores digits only', () => {
    expect(Cpf.parse(' 529.982.247-25 ')).toBe('52998224725');
  });

  it('separates the required and invalid messages', () => {
    expect(messages(Cpf, '')).toEqual(['obrigatório']);
    expect(messages(Cpf, '111.111.111-11')).toEqual(['inválido']);
  });
});

describe('CepSchema', () => {
  it('stores 8 digits', () => {
    expect(CepSchema.parse('01310-100')).toBe('01310100');
    expect(CepSchema.parse('01310100')).toBe('01310100');
  });

  it.each(['', '0131010', '013101000', 'abcde-fgh'])('rejects %j with "CEP inválido"', (cep) => {
    expect(messages(CepSchema, cep)).toEqual(['CEP inválido']);
  });
});

describe('blankToNull', () => {
  const Schema = z.object({
    doc: blankToNull({ max: 5, invalid: 'ruim', valid: (s) => /^\d+$/.test(s), normalize: (s) => `#${s}` }),
    note: blankToNull({ max: 3 }),
  });

  it('turns blank and null into null, keeps absent absent, normalizes the rest', () => {
    expect(Schema.parse({ doc: '  ', note: null })).toEqual({ doc: null, note: null });
    expect(Schema.parse({})).toEqual({});
    expect(Schema.parse({ doc: ' 123 ', note: 'abc' })).toEqual({ doc: '#123', note: 'abc' });
  });

  it('validates filled values', () => {
    expect(fieldErrors(Schema.safeParse({ doc: '12a', note: 'abcd' }).error?.issues ?? [])).toEqual({
      doc: 'ruim',
      note: 'Máximo de 3 caracteres',
    });
    expect(fieldErrors(Schema.safeParse({ doc: '123456' }).error?.issues ?? [])).toEqual({ doc: 'ruim' });
  });
});
