import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { ApiError } from '@/lib/api-client';
import { SIGNUP_TEXT } from './auth-messages';
import type { WizardStep } from './signup-draft';

const STEP_OF_FIELD: Record<string, WizardStep> = {
  full_name: 1,
  cpf: 1,
  phone: 1,
  email: 1,
  password: 1,
  positions: 2,
  description: 2,
  company_name: 2,
  company_legal_name: 2,
  company_sector: 2,
  cnpj: 2,
  company_phone: 2,
  company_email: 2,
  terms: 3,
};

/** Server field errors placed on the wizard: the earliest step with an error and its fields. */
export type StepFieldErrors = { step: WizardStep; fields: Record<string, string> };

/**
 * Maps a 400's `fields` ('cpf', 'positions.0', 'address.cep'…) onto the wizard's form fields
 * ('cpf', 'positions', 'cep'…) and keeps the earliest step that has any.
 */
export function fieldErrorsByStep(fields: Record<string, string>): StepFieldErrors | null {
  let found: StepFieldErrors | null = null;
  for (const [path, message] of Object.entries(fields)) {
    const [head = '', sub] = path.split('.');
    const step = head === 'address' && sub ? 3 : STEP_OF_FIELD[head];
    const name = head === 'address' && sub ? sub : head;
    if (step === undefined) continue;
    if (!found || step < found.step) found = { step, fields: {} };
    if (step === found.step && !(name in found.fields)) found.fields[name] = message;
  }
  return found;
}

/** What to tell the user after a failed signup (toast 'Erro no cadastro' + description) and where. */
export function signupErrorFeedback(error: unknown): { description: string; target: StepFieldErrors | null } {
  if (!(error instanceof ApiError)) return { description: SIGNUP_TEXT.processing, target: null };
  switch (error.code) {
    case 'EMAIL_TAKEN':
      return {
        description: ERROR_MESSAGES.EMAIL_TAKEN,
        target: { step: 1, fields: { email: ERROR_MESSAGES.EMAIL_TAKEN } },
      };
    case 'VALIDATION':
      // The fields get their own messages; the toast says what the catalogue says for invalid data.
      return { description: ERROR_MESSAGES.VALIDATION, target: fieldErrorsByStep(error.fields) };
    default:
      return { description: error.message || SIGNUP_TEXT.unknown, target: null };
  }
}
