/**
 * Auth and signup inputs (spec 01 §5). The step schemas validate the wizard's steps in the
 * browser; SignupSchema is the payload the browser POSTs and the server parses.
 */
import { z } from 'zod';
import { COMPANY_SECTORS, DESCRIPTION_MAX_LENGTH, FREELANCER_POSITIONS } from '../profile.ts';
import { ERROR_MESSAGES } from '../errors.ts';
import { PASSWORD_MAX_LENGTH, PasswordSchema } from '../password.ts';
import { AddressSchema } from './address.ts';
import { COMPANY_ROLES, USER_ROLES } from '../user-roles.ts';
import {
  EMAIL_MAX_LENGTH,
  EmailSchema,
  cnpjField,
  cpfField,
  emptyOr,
  maxLengthMessage,
  normalizeSpaces,
  phoneField,
  requiredText,
} from './fields.ts';

import { AUTH_MESSAGES } from '../auth-messages.ts';

export { AddressSchema } from './address.ts';
export { EmailSchema } from './fields.ts';

export { AUTH_MESSAGES } from '../auth-messages.ts';

const M = AUTH_MESSAGES;

export const FULL_NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MIN_LENGTH = 20;

/**
 * `when` for a cross-field check: run it whenever the compared fields parse with `shape`, even
 * if other fields of the object failed (zod's default would skip it).
 */
export function whenValid(shape: z.ZodRawShape) {
  const fields = z.object(shape);
  return (payload: { value: unknown }) => fields.safeParse(payload.value).success;
}

// ---------------------------------------------------------------- login and password reset

export const LoginSchema = z.object({
  email: z
    .string({ error: M.fillAll })
    .trim()
    .toLowerCase()
    .min(1, { error: M.fillAll })
    .max(EMAIL_MAX_LENGTH, { error: M.emailInvalid })
    .refine(
      emptyOr((s) => s.length > EMAIL_MAX_LENGTH || s.includes('@')),
      { error: M.emailInvalid },
    ),
  password: z
    .string({ error: M.fillAll })
    .min(1, { error: M.fillAll })
    .max(PASSWORD_MAX_LENGTH, { error: ERROR_MESSAGES.INVALID_CREDENTIALS }),
});

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ConfirmPasswordSchema = z.string({ error: M.confirmRequired }).min(1, { error: M.confirmRequired });

export const ResetPasswordSchema = z
  .object({ password: PasswordSchema, confirmPassword: ConfirmPasswordSchema })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: M.passwordsMismatch,
    when: whenValid({ password: z.string(), confirmPassword: ConfirmPasswordSchema }),
  });

/** What the reset page POSTs: the token from the e-mailed link and the new password. */
export const ResetPasswordRequestSchema = z.object({
  token: z
    .string({ error: ERROR_MESSAGES.INVALID_RESET_TOKEN })
    .trim()
    .min(1, { error: ERROR_MESSAGES.INVALID_RESET_TOKEN })
    .max(512, { error: ERROR_MESSAGES.INVALID_RESET_TOKEN }),
  password: PasswordSchema,
});

// ---------------------------------------------------------------- signup step 1 (both types)

/** Required, then at least two words (spec order), then at most 100 characters. */
export const FullNameSchema = z
  .string({ error: M.nameRequired })
  .overwrite(normalizeSpaces)
  .min(1, { error: M.nameRequired })
  .refine(
    emptyOr((s) => s.includes(' ')),
    { error: M.nameIncomplete },
  )
  .refine(
    emptyOr((s) => !s.includes(' ') || s.length <= FULL_NAME_MAX_LENGTH),
    {
      error: maxLengthMessage(FULL_NAME_MAX_LENGTH),
    },
  );

/** Step 1 fields in the spec's order (the confirmation is only in the wizard's step). */
const signupStep1Fields = {
  full_name: FullNameSchema,
  cpf: cpfField({ required: M.cpfInvalid, invalid: M.cpfInvalid }),
  phone: phoneField({ required: M.phoneInvalid, invalid: M.phoneInvalid }),
  email: EmailSchema,
  password: PasswordSchema,
};

/** Step 1 asks for the confirmation with one message for empty and different (spec 01 §5, rule 7). */
const Step1ConfirmSchema = z.string({ error: M.passwordsMismatch }).min(1, { error: M.passwordsMismatch });

export const SignupStep1Schema = z
  .object({ ...signupStep1Fields, confirmPassword: Step1ConfirmSchema })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: M.passwordsMismatch,
    when: whenValid({ password: z.string(), confirmPassword: Step1ConfirmSchema }),
  });

// ---------------------------------------------------------------- signup step 2

export const FreelancerStep2Schema = z.object({
  positions: z
    .array(z.enum(FREELANCER_POSITIONS, { error: M.positionInvalid }), { error: M.positionRequired })
    .min(1, { error: M.positionRequired })
    .overwrite((list) => [...new Set(list)]),
  description: z
    .string({ error: M.descriptionShort })
    .trim()
    .min(DESCRIPTION_MIN_LENGTH, { error: M.descriptionShort })
    .max(DESCRIPTION_MAX_LENGTH, { error: M.descriptionLong }),
});

const CompanySectorSchema = z.enum(COMPANY_SECTORS, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? M.sectorRequired : M.sectorInvalid),
});

export const ContractorStep2Schema = z.object({
  company_name: requiredText(M.companyNameRequired, {
    min: 2,
    max: COMPANY_NAME_MAX_LENGTH,
    short: M.companyNameShort,
  }),
  company_legal_name: requiredText(M.legalNameRequired, {
    min: 2,
    max: COMPANY_NAME_MAX_LENGTH,
    short: M.legalNameShort,
  }),
  company_sector: CompanySectorSchema,
  cnpj: cnpjField({ required: M.cnpjInvalid, invalid: M.cnpjInvalid }),
  company_phone: phoneField({ required: M.phoneInvalid, invalid: M.phoneInvalid }),
  company_email: EmailSchema,
});

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Step 2 of the contractor wizard, knowing step 1's e-mail: the company e-mail must differ. */
export function contractorStep2WithEmail(personalEmail: string) {
  return ContractorStep2Schema.refine((v) => !sameEmail(v.company_email, personalEmail), {
    path: ['company_email'],
    error: M.emailsEqual,
    when: whenValid({ company_email: EmailSchema }),
  });
}

// ---------------------------------------------------------------- signup step 3 and full payload

export const TermsSchema = z.literal(true, { error: M.termsRequired });

export const SignupStep3Schema = AddressSchema.extend({ terms: TermsSchema });

export const FreelancerSignupSchema = z
  .object({
    user_type: z.literal('freelancer', { error: M.userTypeInvalid }),
    ...signupStep1Fields,
    ...FreelancerStep2Schema.shape,
    address: AddressSchema,
    terms: TermsSchema,
  })
  .transform((v) => ({ ...v, position: v.positions.join(', ') }));

export const ContractorSignupSchema = z
  .object({
    user_type: z.literal('contractor', { error: M.userTypeInvalid }),
    ...signupStep1Fields,
    ...ContractorStep2Schema.shape,
    address: AddressSchema,
    terms: TermsSchema,
  })
  .refine((v) => !sameEmail(v.company_email, v.email), {
    path: ['company_email'],
    error: M.emailsEqual,
    when: whenValid({ email: EmailSchema, company_email: EmailSchema }),
  });

export const SignupSchema = z.discriminatedUnion('user_type', [FreelancerSignupSchema, ContractorSignupSchema], {
  error: M.userTypeInvalid,
});

export type LoginInput = z.input<typeof LoginSchema>;
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;
export type SignupStep1Input = z.input<typeof SignupStep1Schema>;
export type FreelancerStep2Input = z.input<typeof FreelancerStep2Schema>;
export type ContractorStep2Input = z.input<typeof ContractorStep2Schema>;
export type SignupStep3Input = z.input<typeof SignupStep3Schema>;
export type SignupInput = z.input<typeof SignupSchema>;
export type Signup = z.output<typeof SignupSchema>;
export type FreelancerSignup = z.output<typeof FreelancerSignupSchema>;
export type ContractorSignup = z.output<typeof ContractorSignupSchema>;

// ---------------------------------------------------------------- responses

export const UserTypeSchema = z.enum(['freelancer', 'contractor']);

/** The signed-in user as the API returns it (signup, login, `GET /api/auth/me`). */
export const MeSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: UserTypeSchema,
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  /** A contractor's company (decision 0040): the account that signed up; null for a freelancer. */
  company_id: z.string().nullable(),
  /** Whether the person is the company's owner or one of its managers; null for a freelancer. */
  company_role: z.enum(COMPANY_ROLES).nullable(),
  company_name: z.string().nullable(),
});

export const AuthUserResponseSchema = z.object({ user: MeSchema });
/** GET /api/auth/session: the signed-in user, or null (200 either way, so public pages log no error). */
export const SessionResponseSchema = z.object({ user: MeSchema.nullable() });

/** After a password reset the browser redirects by role. */
export const ResetPasswordResponseSchema = z.object({ role: z.enum([...USER_ROLES, 'operator']) });

export const OkResponseSchema = z.object({ ok: z.literal(true) });

export type UserType = z.infer<typeof UserTypeSchema>;
export type Me = z.infer<typeof MeSchema>;
