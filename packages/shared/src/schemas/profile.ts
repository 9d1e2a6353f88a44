/** Profile and company edits (spec 01 §5 "Profile edit", spec 02 §5 "Company form"). */
import { z } from 'zod';
import { COMPANY_SECTORS } from '../profile.ts';
import { isValidCnpj, isValidPhone, normalizeCnpj } from '../documents.ts';
import { onlyDigits } from '../masks.ts';
import { AddressViewSchema, ProfileAddressSchema } from './address.ts';
import { EMAIL_MAX_LENGTH, EmailSchema, blankToNull, cpfField, phoneField, requiredText } from './fields.ts';

export { CepSchema } from './fields.ts';

export const PROFILE_MESSAGES = {
  fullNameRequired: 'Nome completo é obrigatório',
  cpfRequired: 'CPF é obrigatório',
  cpfInvalid: 'CPF inválido',
  phoneRequired: 'Telefone é obrigatório',
  phoneInvalid: 'Telefone inválido',
  descriptionLong: 'Descrição muito longa',
  positionLong: 'Cargo muito longo',
  cnpjInvalid: 'CNPJ inválido',
  emailInvalid: 'E-mail inválido',
  sectorInvalid: 'Setor inválido',
} as const;

const M = PROFILE_MESSAGES;

export const PROFILE_LIMITS = {
  fullName: 100,
  description: 500,
  position: 40,
  companyName: 100,
  cnpj: 18,
  phone: 15,
  email: EMAIL_MAX_LENGTH,
} as const;

/**
 * Personal data. description and position: blank → null, absent → unchanged (undefined).
 * The address may be partly filled, but a filled CEP must be valid.
 */
export const ProfileUpdateSchema = z.object({
  full_name: requiredText(M.fullNameRequired, { max: PROFILE_LIMITS.fullName }),
  cpf: cpfField({ required: M.cpfRequired, invalid: M.cpfInvalid }),
  phone: phoneField({ required: M.phoneRequired, invalid: M.phoneInvalid }),
  description: blankToNull({ max: PROFILE_LIMITS.description, invalid: M.descriptionLong }),
  position: blankToNull({ max: PROFILE_LIMITS.position, invalid: M.positionLong }),
  address: ProfileAddressSchema.optional(),
});

const isCompanySector = (s: string) => (COMPANY_SECTORS as readonly string[]).includes(s);
const isEmail = (s: string) => EmailSchema.safeParse(s).success;

/** Company data: every field optional; blank → null; a filled field must be valid. */
export const CompanyUpdateSchema = z.object({
  company_name: blankToNull({ max: PROFILE_LIMITS.companyName }),
  company_legal_name: blankToNull({ max: PROFILE_LIMITS.companyName }),
  company_sector: blankToNull({ max: 60, invalid: M.sectorInvalid, valid: isCompanySector }),
  cnpj: blankToNull({ max: PROFILE_LIMITS.cnpj, invalid: M.cnpjInvalid, valid: isValidCnpj, normalize: normalizeCnpj }),
  company_phone: blankToNull({
    max: PROFILE_LIMITS.phone,
    invalid: M.phoneInvalid,
    valid: isValidPhone,
    normalize: onlyDigits,
  }),
  company_email: blankToNull({
    max: PROFILE_LIMITS.email,
    invalid: M.emailInvalid,
    valid: isEmail,
    normalize: (s) => s.toLowerCase(),
  }),
});

export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;
export type CompanyUpdateInput = z.input<typeof CompanyUpdateSchema>;
export type CompanyUpdate = z.output<typeof CompanyUpdateSchema>;

/** The signed-in user's own profile (GET/PUT /api/profile, PUT /api/profile/company). */
export const OwnProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_type: z.enum(['freelancer', 'contractor']),
  full_name: z.string(),
  cpf: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  description: z.string().nullable(),
  address: AddressViewSchema.nullable(),
  avatar_url: z.string().nullable(),
  company_name: z.string().nullable(),
  company_legal_name: z.string().nullable(),
  company_sector: z.string().nullable(),
  cnpj: z.string().nullable(),
  company_phone: z.string().nullable(),
  company_email: z.string().nullable(),
  company_logo_url: z.string().nullable(),
  updated_at: z.string(),
});

export type OwnProfile = z.infer<typeof OwnProfileSchema>;

/** Answer of an image upload (avatar, company logo): the public URL of the stored file. */
export const UploadedImageSchema = z.object({ url: z.string() });

export type UploadedImage = z.infer<typeof UploadedImageSchema>;
