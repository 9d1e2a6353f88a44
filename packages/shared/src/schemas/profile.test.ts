import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../errors.ts';
import { CepSchema, CompanyUpdateSchema, ProfileUpdateSchema } from './profile.ts';

const errors = (schema: z.ZodType, input: unknown) => fieldErrors(schema.safeParse(input).error?.issues ?? []);

const profile = { full_name: 'João  Souza', cpf: '529.982.247-25', phone: '(21) 98888-7777' };

describe('ProfileUpdateSchema', () => {
  it('normalizes the required fields and maps blank optional texts to null', () => {
    expect(ProfileUpdateSchema.parse({ ...profile, description: '  ', position: null })).toEqual({
      full_name: 'João Souza',
      cpf: '52998224725',
      phone: '21988887777',
      description: null,
      position: null,
    });
    expect(ProfileUpdateSchema.parse({ ...profile, description: ' Experiente ', position: 'Garçom' })).toMatchObject({
      description: 'Experiente',
      position: 'Garçom',
    });
  });

  it('requires name, CPF and phone with the profile messages', () => {
    const empty = { full_name: '', cpf: '', phone: '' };
    expect(errors(ProfileUpdateSchema, empty)).toEqual({
      full_name: 'Nome completo é obrigatório',
      cpf: 'CPF é obrigatório',
      phone: 'Telefone é obrigatório',
    });
    expect(ProfileUpdateSchema.safeParse(empty).error?.issues).toHaveLength(3);
    expect(errors(ProfileUpdateSchema, {})).toEqual(errors(ProfileUpdateSchema, empty));
  });

  it('rejects an invalid CPF or phone', () => {
    expect(errors(ProfileUpdateSchema, { ...profile, cpf: '222.222.222-22', phone: '2198888' })).toEqual({
      cpf: 'CPF inválido',
      phone: 'Telefone inválido',
    });
  });

  it('limits description to 500 and position to 40 characters', () => {
    expect(
      ProfileUpdateSchema.safeParse({ ...profile, description: 'a'.repeat(500), position: 'b'.repeat(40) }).success,
    ).toBe(true);
    expect(errors(ProfileUpdateSchema, { ...profile, description: 'a'.repeat(501), position: 'b'.repeat(41) })).toEqual(
      {
        description: 'Descrição muito longa',
        position: 'Cargo muito longo',
      },
    );
  });

  it('accepts a partial address but validates a filled CEP', () => {
    expect(
      ProfileUpdateSchema.parse({ ...profile, address: { city: 'Niterói', cep: '24020-005' } }).address,
    ).toMatchObject({
      city: 'Niterói',
      cep: '24020005',
      street: '',
    });
    expect(errors(ProfileUpdateSchema, { ...profile, address: { cep: '2402' } })).toEqual({
      'address.cep': 'CEP inválido',
    });
  });
});

describe('CompanyUpdateSchema', () => {
  const company = {
    company_name: 'Buffet Alegria',
    company_legal_name: 'Alegria Eventos LTDA',
    company_sector: 'Buffet',
    cnpj: '11.222.333/0001-81',
    company_phone: '(31) 3333-4444',
    company_email: 'Contato@Alegria.com.br',
  };

  it('normalizes filled fields', () => {
    expect(CompanyUpdateSchema.parse(company)).toEqual({
      ...company,
      cnpj: '11222333000181',
      company_phone: '3133334444',
      company_email: 'contato@alegria.com.br',
    });
  });

  it('turns blank fields into null and leaves absent ones out', () => {
    const blank = Object.fromEntries(Object.keys(company).map((k) => [k, ' ']));
    expect(CompanyUpdateSchema.parse(blank)).toEqual(Object.fromEntries(Object.keys(company).map((k) => [k, null])));
    expect(CompanyUpdateSchema.parse({})).toEqual({});
  });

  it.each([
    ['cnpj', '11.222.333/0001-80', 'CNPJ inválido'],
    ['cnpj', '00.000.000/0000-00', 'CNPJ inválido'],
    ['cnpj', '11.222.333/0001-811', 'CNPJ inválido'],
    ['company_phone', '3333-4444', 'Telefone inválido'],
    ['company_email', 'contato@', 'E-mail inválido'],
    ['company_sector', 'Padaria', 'Setor inválido'],
    ['company_name', 'x'.repeat(101), 'Máximo de 100 caracteres'],
  ])('%s = %j → %j', (field, value, message) => {
    expect(errors(CompanyUpdateSchema, { ...company, [field]: value })).toEqual({ [field]: message });
    expect(CompanyUpdateSchema.safeParse({ [field]: value }).error?.issues).toHaveLength(1);
  });
});

describe('CepSchema', () => {
  it('accepts a masked or bare CEP and returns its digits', () => {
    expect(CepSchema.parse('01310-100')).toBe('01310100');
    expect(CepSchema.parse('01310100')).toBe('01310100');
    expect(CepSchema.safeParse('0131-0100').error?.issues[0]?.message).toBe('CEP inválido');
  });
});
