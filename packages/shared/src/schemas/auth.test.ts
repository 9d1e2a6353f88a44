import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../errors.ts';
import {
  ContractorSignupSchema,
  ContractorStep2Schema,
  ForgotPasswordSchema,
  FreelancerSignupSchema,
  FreelancerStep2Schema,
  LoginSchema,
  ResetPasswordRequestSchema,
  ResetPasswordSchema,
  SignupSchema,
  SignupStep1Schema,
  SignupStep3Schema,
  contractorStep2WithEmail,
} from './auth.ts';

const errors = (schema: z.ZodType, input: unknown) => fieldErrors(schema.safeParse(input).error?.issues ?? []);
const paths = (schema: z.ZodType, input: unknown) => [
  ...new Set(schema.safeParse(input).error?.issues.map((i) => i.path.join('.'))),
];

const CRITERIA = 'Senha não atende aos critérios. Faltam: ';

const step1 = {
  full_name: '  Maria   da Silva ',
  cpf: '529.982.247-25',
  phone: '(11) 99999-9999',
  email: ' Maria@Example.com ',
  password: 'Senha123',
  confirmPassword: 'Senha123',
};
const freelancerStep2 = { positions: ['Garçom', 'Segurança'], description: 'Garçom com cinco anos de experiência.' };
const contractorStep2 = {
  company_name: 'Bar do Zé',
  company_legal_name: 'José Bares LTDA',
  company_sector: 'Bar',
  cnpj: '11.222.333/0001-81',
  company_phone: '(11) 3333-3333',
  company_email: 'contato@bardoze.com.br',
};
const address = {
  cep: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
};
const { confirmPassword: _confirm, ...step1Payload } = step1;

describe('LoginSchema', () => {
  it('asks to fill every field', () => {
    expect(errors(LoginSchema, { email: '', password: '' })).toEqual({
      email: 'Por favor, preencha todos os campos.',
      password: 'Por favor, preencha todos os campos.',
    });
    expect(errors(LoginSchema, {})).toEqual({
      email: 'Por favor, preencha todos os campos.',
      password: 'Por favor, preencha todos os campos.',
    });
  });

  it('needs an "@" in the e-mail', () => {
    expect(errors(LoginSchema, { email: 'maria', password: 'x' })).toEqual({ email: 'E-mail inválido' });
  });

  it('normalizes the e-mail and does not apply the strength rule', () => {
    expect(LoginSchema.parse({ email: ' Maria@Example.com ', password: 'fraca' })).toEqual({
      email: 'maria@example.com',
      password: 'fraca',
    });
  });
});

describe('ForgotPasswordSchema', () => {
  it('requires a valid e-mail', () => {
    expect(errors(ForgotPasswordSchema, { email: '' })).toEqual({ email: 'E-mail obrigatório' });
    expect(errors(ForgotPasswordSchema, {})).toEqual({ email: 'E-mail obrigatório' });
    expect(errors(ForgotPasswordSchema, { email: 'maria.example.com' })).toEqual({ email: 'E-mail inválido' });
    expect(ForgotPasswordSchema.parse({ email: 'A@B.CO' })).toEqual({ email: 'a@b.co' });
  });
});

describe('ResetPasswordSchema', () => {
  it('checks required, strength, confirmation and match, in that order', () => {
    expect(errors(ResetPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Senha obrigatória',
      confirmPassword: 'Confirmação de senha obrigatória',
    });
    expect(errors(ResetPasswordSchema, { password: 'senha', confirmPassword: 'senha' })).toEqual({
      password: `${CRITERIA}8 caracteres, 1 letra maiúscula, 1 número`,
    });
    expect(errors(ResetPasswordSchema, { password: 'Senha123', confirmPassword: 'Senha124' })).toEqual({
      confirmPassword: 'Senhas não coincidem',
    });
    expect(ResetPasswordSchema.safeParse({ password: 'Senha123', confirmPassword: '' }).error?.issues).toHaveLength(1);
    expect(ResetPasswordSchema.safeParse({ password: 'Senha123', confirmPassword: 'Senha123' }).success).toBe(true);
  });

  it('the request carries a token and a strong password', () => {
    expect(errors(ResetPasswordRequestSchema, { token: '', password: 'x' })).toEqual({
      token: 'Link de redefinição inválido ou expirado. Solicite um novo.',
      password: `${CRITERIA}8 caracteres, 1 letra maiúscula, 1 número`,
    });
    expect(ResetPasswordRequestSchema.parse({ token: 'abc', password: 'Senha123' })).toEqual({
      token: 'abc',
      password: 'Senha123',
    });
  });
});

describe('SignupStep1Schema', () => {
  it('normalizes name, CPF, phone and e-mail', () => {
    expect(SignupStep1Schema.parse(step1)).toEqual({
      ...step1,
      full_name: 'Maria da Silva',
      cpf: '52998224725',
      phone: '11999999999',
      email: 'maria@example.com',
    });
  });

  it('reports every field of an empty form in the spec order with its first message', () => {
    const empty = { full_name: '', cpf: '', phone: '', email: '', password: '', confirmPassword: '' };
    expect(paths(SignupStep1Schema, empty)).toEqual([
      'full_name',
      'cpf',
      'phone',
      'email',
      'password',
      'confirmPassword',
    ]);
    expect(errors(SignupStep1Schema, empty)).toEqual({
      full_name: 'Nome obrigatório',
      cpf: 'CPF inválido',
      phone: 'Telefone inválido',
      email: 'E-mail obrigatório',
      password: 'Senha obrigatória',
      confirmPassword: 'Senhas não coincidem',
    });
    expect(errors(SignupStep1Schema, {})).toEqual(errors(SignupStep1Schema, empty));
    expect(SignupStep1Schema.safeParse(empty).error?.issues).toHaveLength(6);
  });

  it.each([
    ['full_name', 'Maria', 'Nome incompleto'],
    ['full_name', '  Maria  ', 'Nome incompleto'],
    ['cpf', '111.111.111-11', 'CPF inválido'],
    ['cpf', '529.982.247-26', 'CPF inválido'],
    ['cpf', '5299822472', 'CPF inválido'],
    ['phone', '(11) 9999-999', 'Telefone inválido'],
    ['phone', '119999999999', 'Telefone inválido'],
    ['email', 'maria@', 'E-mail inválido'],
    ['password', 'Senha12', `${CRITERIA}8 caracteres`],
    ['password', 'senhasenha', `${CRITERIA}1 letra maiúscula, 1 número`],
    ['confirmPassword', 'Senha1234', 'Senhas não coincidem'],
  ])('%s = %j → %j', (field, value, message) => {
    const input =
      field === 'password' ? { ...step1, password: value, confirmPassword: value } : { ...step1, [field]: value };
    expect(errors(SignupStep1Schema, input)).toEqual({ [field]: message });
  });

  it('accepts a landline and reports a mismatch even when another field is wrong', () => {
    expect(SignupStep1Schema.safeParse({ ...step1, phone: '(11) 3333-3333' }).success).toBe(true);
    expect(errors(SignupStep1Schema, { ...step1, full_name: '', confirmPassword: 'outra' })).toEqual({
      full_name: 'Nome obrigatório',
      confirmPassword: 'Senhas não coincidem',
    });
    const { full_name: _name, ...withoutName } = step1;
    expect(errors(SignupStep1Schema, { ...withoutName, confirmPassword: 'outra' })).toEqual({
      full_name: 'Nome obrigatório',
      confirmPassword: 'Senhas não coincidem',
    });
  });
});

describe('FreelancerStep2Schema', () => {
  it('keeps the positions (deduplicated) and the trimmed description', () => {
    expect(
      FreelancerStep2Schema.parse({ positions: ['Garçom', 'Garçom', 'Copeiro'], description: `  ${'a'.repeat(20)}  ` }),
    ).toEqual({
      positions: ['Garçom', 'Copeiro'],
      description: 'a'.repeat(20),
    });
  });

  it.each([
    [{ positions: [], description: 'a'.repeat(20) }, { positions: 'Cargo obrigatório' }],
    [{ description: 'a'.repeat(20) }, { positions: 'Cargo obrigatório' }],
    [{ positions: ['DJ'], description: 'a'.repeat(20) }, { 'positions.0': 'Cargo inválido' }],
    [{ positions: ['Garçom'], description: '' }, { description: 'Descrição muito curta' }],
    [{ positions: ['Garçom'], description: ` ${'a'.repeat(19)}      ` }, { description: 'Descrição muito curta' }],
    [{ positions: ['Garçom'], description: 'a'.repeat(501) }, { description: 'Descrição muito longa' }],
  ])('%j → %j', (input, expected) => {
    expect(errors(FreelancerStep2Schema, input)).toEqual(expected);
  });

  it('accepts exactly 500 characters', () => {
    expect(FreelancerStep2Schema.safeParse({ positions: ['Atendente'], description: 'a'.repeat(500) }).success).toBe(
      true,
    );
  });
});

describe('ContractorStep2Schema', () => {
  it('normalizes CNPJ, phone and e-mail', () => {
    expect(ContractorStep2Schema.parse({ ...contractorStep2, company_email: 'Contato@BarDoZe.com.br' })).toEqual({
      ...contractorStep2,
      cnpj: '11222333000181',
      company_phone: '1133333333',
      company_email: 'contato@bardoze.com.br',
    });
  });

  it('reports every field of an empty form with one message', () => {
    const empty = Object.fromEntries(Object.keys(contractorStep2).map((k) => [k, '']));
    expect(ContractorStep2Schema.safeParse(empty).error?.issues).toHaveLength(6);
    expect(errors(ContractorStep2Schema, empty)).toEqual({
      company_name: 'Nome fantasia obrigatório',
      company_legal_name: 'Razão social obrigatória',
      company_sector: 'Setor obrigatório',
      cnpj: 'CNPJ inválido',
      company_phone: 'Telefone inválido',
      company_email: 'E-mail obrigatório',
    });
  });

  it.each([
    ['company_name', 'B', 'Nome fantasia deve ter pelo menos 2 caracteres'],
    ['company_legal_name', 'J', 'Razão social deve ter pelo menos 2 caracteres'],
    ['company_sector', 'Padaria', 'Setor inválido'],
    ['cnpj', '11.111.111/1111-11', 'CNPJ inválido'],
    ['cnpj', '11.222.333/0001-82', 'CNPJ inválido'],
    ['company_phone', '3333-3333', 'Telefone inválido'],
    ['company_email', 'contato', 'E-mail inválido'],
  ])('%s = %j → %j', (field, value, message) => {
    expect(errors(ContractorStep2Schema, { ...contractorStep2, [field]: value })).toEqual({ [field]: message });
  });

  it('contractorStep2WithEmail rejects the personal e-mail as company e-mail', () => {
    const schema = contractorStep2WithEmail(' Maria@Example.com');
    expect(errors(schema, { ...contractorStep2, company_email: 'maria@example.COM ' })).toEqual({
      company_email: 'E-mails iguais',
    });
    expect(errors(schema, { ...contractorStep2, company_name: '', company_email: 'maria@example.com' })).toEqual({
      company_name: 'Nome fantasia obrigatório',
      company_email: 'E-mails iguais',
    });
    const { company_sector: _sector, ...withoutSector } = contractorStep2;
    expect(errors(schema, { ...withoutSector, company_email: 'maria@example.com' })).toEqual({
      company_sector: 'Setor obrigatório',
      company_email: 'E-mails iguais',
    });
    expect(schema.safeParse(contractorStep2).success).toBe(true);
  });
});

describe('SignupStep3Schema', () => {
  it('needs the address and the accepted terms', () => {
    expect(SignupStep3Schema.parse({ ...address, terms: true })).toMatchObject({ cep: '01310100', terms: true });
    expect(errors(SignupStep3Schema, { ...address, terms: false })).toEqual({ terms: 'Termos de uso obrigatórios' });
    expect(errors(SignupStep3Schema, address)).toEqual({ terms: 'Termos de uso obrigatórios' });
    expect(paths(SignupStep3Schema, {})).toEqual(['cep', 'state', 'city', 'street', 'number', 'neighborhood', 'terms']);
  });
});

describe('SignupSchema', () => {
  const freelancer = { user_type: 'freelancer', ...step1Payload, ...freelancerStep2, address, terms: true };
  const contractor = { user_type: 'contractor', ...step1Payload, ...contractorStep2, address, terms: true };

  it('normalizes a freelancer signup and joins the positions', () => {
    const parsed = SignupSchema.parse(freelancer);
    expect(parsed).toMatchObject({
      user_type: 'freelancer',
      full_name: 'Maria da Silva',
      cpf: '52998224725',
      phone: '11999999999',
      email: 'maria@example.com',
      position: 'Garçom, Segurança',
      address: { cep: '01310100', state: 'SP', complement: '' },
    });
    expect(FreelancerSignupSchema.parse(freelancer).position).toBe('Garçom, Segurança');
  });

  it('normalizes a contractor signup', () => {
    expect(SignupSchema.parse(contractor)).toMatchObject({
      user_type: 'contractor',
      cnpj: '11222333000181',
      company_phone: '1133333333',
    });
  });

  it('rejects the same personal and company e-mail', () => {
    expect(errors(ContractorSignupSchema, { ...contractor, company_email: 'MARIA@example.com' })).toEqual({
      company_email: 'E-mails iguais',
    });
    expect(errors(SignupSchema, { ...contractor, company_email: 'maria@example.com' })).toEqual({
      company_email: 'E-mails iguais',
    });
  });

  it('validates the nested address and the terms', () => {
    expect(errors(SignupSchema, { ...freelancer, address: { ...address, cep: '123' }, terms: false })).toEqual({
      'address.cep': 'CEP inválido',
      terms: 'Termos de uso obrigatórios',
    });
  });

  it('validates each type with its own fields and rejects an unknown type', () => {
    expect(errors(SignupSchema, { ...freelancer, positions: [] })).toEqual({ positions: 'Cargo obrigatório' });
    expect(errors(SignupSchema, { ...contractor, cnpj: '' })).toEqual({ cnpj: 'CNPJ inválido' });
    expect(SignupSchema.safeParse({ ...freelancer, user_type: 'admin' }).error?.issues[0]?.message).toBe(
      'Tipo de usuário inválido',
    );
    expect(SignupSchema.safeParse({ ...step1Payload }).error?.issues[0]?.message).toBe('Tipo de usuário inválido');
  });
});
