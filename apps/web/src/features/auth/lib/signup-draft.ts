/**
 * State of the signup wizard: what each step's form holds (kept when moving between steps and
 * when going back to the type chooser) and the validated output of each step, from which the
 * request body is built.
 */
import type { z } from 'zod';
import type { DeepPartial } from 'react-hook-form';
import type {
  ContractorStep2Input,
  FreelancerStep2Input,
  FreelancerStep2Schema,
  ContractorStep2Schema,
  SignupInput,
  SignupStep1Input,
  SignupStep1Schema,
  SignupStep3Input,
  SignupStep3Schema,
} from '@vamos/shared/schemas/auth';

export type UserType = 'freelancer' | 'contractor';
export type WizardStep = 1 | 2 | 3;
export const WIZARD_STEPS = 3;

export type PersonalValues = SignupStep1Input;
export type FreelancerValues = FreelancerStep2Input;
export type CompanyValues = ContractorStep2Input;
export type AddressStepValues = SignupStep3Input;

export type PersonalOutput = z.output<typeof SignupStep1Schema>;
export type FreelancerOutput = z.output<typeof FreelancerStep2Schema>;
export type CompanyOutput = z.output<typeof ContractorStep2Schema>;
export type AddressStepOutput = z.output<typeof SignupStep3Schema>;

/** What the user typed in each step, as the step's form holds it (masks included). */
export type SignupDraft = {
  personal: DeepPartial<PersonalValues>;
  freelancer: DeepPartial<FreelancerValues>;
  company: DeepPartial<CompanyValues>;
  address: DeepPartial<AddressStepValues>;
};

export const EMPTY_DRAFT: SignupDraft = {
  personal: { full_name: '', cpf: '', phone: '', email: '', password: '', confirmPassword: '' },
  freelancer: { positions: [], description: '' },
  company: { company_name: '', company_legal_name: '', cnpj: '', company_phone: '', company_email: '' },
  address: { cep: '', city: '', neighborhood: '', street: '', number: '', complement: '' },
};

/** The validated output of the steps passed so far. */
export type ValidatedSteps = {
  personal?: PersonalOutput;
  freelancer?: FreelancerOutput;
  company?: CompanyOutput;
};

/** The POST /api/auth/signup body, or null when a step before the last was not validated. */
export function buildSignupPayload(
  userType: UserType,
  validated: ValidatedSteps,
  step3: AddressStepOutput,
): SignupInput | null {
  if (!validated.personal) return null;
  const { confirmPassword: _confirm, ...account } = validated.personal;
  const { terms, ...address } = step3;
  if (userType === 'freelancer') {
    return validated.freelancer
      ? { user_type: 'freelancer', ...account, ...validated.freelancer, address, terms }
      : null;
  }
  return validated.company ? { user_type: 'contractor', ...account, ...validated.company, address, terms } : null;
}
