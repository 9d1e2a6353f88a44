import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors, setFieldErrors } from './server-errors';

type Values = { name: string; cpf: string };

describe('setFieldErrors', () => {
  it("places the server's messages on the form's fields, focusing only the first when asked", () => {
    const setError = vi.fn();
    const placed = setFieldErrors<Values>({ name: 'Nome inválido', cpf: 'CPF inválido', city: 'x' }, setError, {
      fields: ['name', 'cpf'],
      focus: true,
    });
    expect(placed).toBe(2);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Nome inválido' }, { shouldFocus: true }],
      ['cpf', { type: 'server', message: 'CPF inválido' }, { shouldFocus: false }],
    ]);
  });

  it("reads the form's fields under a prefix and ignores the paths outside it", () => {
    const setError = vi.fn();
    setFieldErrors<Values>({ 'customer.cpf': 'CPF inválido', cpf: 'outro' }, setError, {
      fields: ['cpf'],
      prefix: 'customer',
    });
    expect(setError.mock.calls).toEqual([['cpf', { type: 'server', message: 'CPF inválido' }, { shouldFocus: false }]]);
  });

  it('places nothing for a failure that is not the server answering', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(new Error('offline'), setError)).toBe(0);
    expect(
      applyServerFieldErrors(new ApiError(400, 'VALIDATION', 'Dados inválidos', { cpf: 'CPF inválido' }), setError),
    ).toBe(1);
    expect(setError).toHaveBeenCalledTimes(1);
  });
});
