import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsByStep, signupErrorFeedback } from './signup-errors';

describe('fieldErrorsByStep', () => {
  it('keeps the earliest step and maps nested paths to the form fields', () => {
    expect(
      fieldErrorsByStep({ 'address.cep': 'CEP inválido', cpf: 'CPF inválido', 'positions.0': 'Cargo inválido' }),
    ).toEqual({
      step: 1,
      fields: { cpf: 'CPF inválido' },
    });
    expect(fieldErrorsByStep({ 'address.cep': 'CEP inválido', terms: 'Termos de uso obrigatórios' })).toEqual({
      step: 3,
      fields: { cep: 'CEP inválido', terms: 'Termos de uso obrigatórios' },
    });
    expect(fieldErrorsByStep({ 'positions.0': 'Cargo inválido' })).toEqual({
      step: 2,
      fields: { positions: 'Cargo inválido' },
    });
  });

  it('ignores unknown fields', () => {
    expect(fieldErrorsByStep({ user_type: 'Tipo de usuário inválido' })).toBeNull();
  });
});

describe('signupErrorFeedback', () => {
  it('sends a taken e-mail back to step 1', () => {
    const error = new ApiError(409, 'EMAIL_TAKEN', ERROR_MESSAGES.EMAIL_TAKEN);
    expect(signupErrorFeedback(error)).toEqual({
      description: ERROR_MESSAGES.EMAIL_TAKEN,
      target: { step: 1, fields: { email: ERROR_MESSAGES.EMAIL_TAKEN } },
    });
  });

  it('shows the server text for other errors', () => {
    const error = new ApiError(429, 'RATE_LIMITED', ERROR_MESSAGES.RATE_LIMITED);
    expect(signupErrorFeedback(error)).toEqual({ description: ERROR_MESSAGES.RATE_LIMITED, target: null });
  });
});
