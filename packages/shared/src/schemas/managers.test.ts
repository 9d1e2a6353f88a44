import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../errors.ts';
import { ManagerPasswordFormSchema, NewManagerLoginFormSchema } from './managers.ts';

const errors = (schema: z.ZodType, input: unknown) => fieldErrors(schema.safeParse(input).error?.issues ?? []);

describe("the invitation link's forms", () => {
  it('asks a new manager for a full name, a strong password, its confirmation and the terms', () => {
    expect(errors(NewManagerLoginFormSchema, { full_name: '', password: '', confirmPassword: '' })).toEqual({
      full_name: 'Nome obrigatório',
      password: 'Senha obrigatória',
      confirmPassword: 'Confirmação de senha obrigatória',
      terms: 'Termos de uso obrigatórios',
    });
    expect(
      errors(NewManagerLoginFormSchema, {
        full_name: 'Bia',
        password: 'SenhaForte1',
        confirmPassword: 'SenhaForte2',
        terms: true,
      }),
    ).toEqual({ full_name: 'Nome incompleto', confirmPassword: 'Senhas não coincidem' });
    expect(
      NewManagerLoginFormSchema.parse({
        full_name: ' Bia  Ramos ',
        password: 'SenhaForte1',
        confirmPassword: 'SenhaForte1',
        terms: true,
      }),
    ).toEqual({ full_name: 'Bia Ramos', password: 'SenhaForte1', confirmPassword: 'SenhaForte1', terms: true });
  });

  it('asks a manager with a login only for its password, whatever it is (the server checks it)', () => {
    expect(errors(ManagerPasswordFormSchema, { password: '' })).toEqual({ password: 'Senha obrigatória' });
    expect(ManagerPasswordFormSchema.safeParse({ password: 'x' }).success).toBe(true);
  });
});
