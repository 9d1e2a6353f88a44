/**
 * 'Recebimento' (issue 27): the freelancer's PIX key and how they receive (as a person or as a MEI),
 * checked the same way by the form and by `PUT /api/freelancer/pix-key`. Each key type is validated
 * by its own rule and comes out in the one form the DICT stores; that a CPF key is the freelancer's
 * own CPF is the server's check.
 */
import { z } from 'zod';
import '../zod-locale.ts';
import { isValidCnpj, isValidCpf, isValidNit, normalizeCnpj } from '../documents.ts';
import { onlyDigits } from '../masks.ts';
import { PIX_KEY_TYPES, RECEIVING_AS, type PixKeyType } from '../pix-keys.ts';
import { EMAIL_MAX_LENGTH } from './fields.ts';

export const PIX_KEY_MESSAGES = {
  typeRequired: 'Escolha o tipo de chave',
  keyRequired: 'Informe a chave PIX',
  keyLong: 'Chave PIX muito longa',
  cpf: 'Chave CPF inválida',
  phone: 'Celular inválido: informe o DDD e os 9 dígitos, como (11) 98765-4321',
  email: 'E-mail inválido',
  random: 'Chave aleatória inválida: são 36 caracteres, como 123e4567-e89b-42d3-a456-426614174000',
  receivingAs: 'Escolha como você recebe.',
  nit: 'Informe um NIT/PIS válido.',
  meiCnpjRequired: 'Informe o CNPJ do seu MEI.',
  meiCnpj: 'CNPJ inválido.',
} as const;

const M = PIX_KEY_MESSAGES;

/** Longer than any key of any type, masked or not. */
export const PIX_KEY_MAX_LENGTH = EMAIL_MAX_LENGTH;
/** Longer than a masked NIT ('120.56874.10-7', 14) or CNPJ ('11.222.333/0001-81', 18) with spaces around. */
const DOCUMENT_MAX_LENGTH = 24;

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** A phone as people type it: digits, spaces, brackets and hyphens, a leading + only before the country code. */
const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;
/** A Brazilian mobile: a DDD, then 9 and eight digits. */
const MOBILE = /^\d{2}9\d{8}$/;
/** Anatel's area codes (DDD) in use. */
const DDDS = new Set(
  [
    '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49',
    '51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89',
    '91 92 93 94 95 96 97 98 99',
  ]
    .join(' ')
    .split(' '),
);

/** The DDD and number of a mobile typed with or without +55 (mask characters allowed), or null. */
function mobileDigits(s: string): string | null {
  if (!PHONE_CHARACTERS.test(s)) return null;
  const digits = onlyDigits(s);
  const withCountry = digits.length === 13 && digits.startsWith('55');
  if (s.startsWith('+') && !withCountry) return null;
  const national = withCountry ? digits.slice(2) : digits;
  return MOBILE.test(national) && DDDS.has(national.slice(0, 2)) ? national : null;
}

/** A key in its stored form, or null when it is not a valid key of `type`. */
export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  const s = raw.trim();
  switch (type) {
    case 'cpf':
      return isValidCpf(s) ? onlyDigits(s) : null;
    case 'phone': {
      const national = mobileDigits(s);
      return national ? `+55${national}` : null;
    }
    case 'email': {
      const email = s.toLowerCase();
      return email.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(email) ? email : null;
    }
    case 'random':
      return EVP.test(s) ? s.toLowerCase() : null;
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}

/**
 * `{ key_type, key, receiving_as, nit, mei_cnpj }`: the key comes out normalized for its type; how the
 * freelancer receives defaults to 'person'. A person may give a NIT/PIS (stored as its 11 digits); a
 * MEI must give a valid CNPJ (stored unmasked). The document of the other choice is dropped (null),
 * so a row says one thing. Every invalid field is reported on its own path.
 */
export const PixKeyInputSchema = z
  .object({
    key_type: z.enum(PIX_KEY_TYPES, { error: M.typeRequired }),
    key: z
      .string({ error: M.keyRequired })
      .trim()
      .min(1, { error: M.keyRequired })
      .max(PIX_KEY_MAX_LENGTH, { error: M.keyLong }),
    receiving_as: z.enum(RECEIVING_AS, { error: M.receivingAs }).default('person'),
    nit: z.string({ error: M.nit }).trim().max(DOCUMENT_MAX_LENGTH, { error: M.nit }).nullish(),
    mei_cnpj: z.string({ error: M.meiCnpj }).trim().max(DOCUMENT_MAX_LENGTH, { error: M.meiCnpj }).nullish(),
  })
  .superRefine((input, ctx) => {
    if (normalizePixKey(input.key_type, input.key) === null) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: M[input.key_type] });
    }
    if (input.receiving_as === 'person' && input.nit && !isValidNit(input.nit)) {
      ctx.addIssue({ code: 'custom', path: ['nit'], message: M.nit });
    }
    if (input.receiving_as === 'mei' && !input.mei_cnpj) {
      ctx.addIssue({ code: 'custom', path: ['mei_cnpj'], message: M.meiCnpjRequired });
    } else if (input.receiving_as === 'mei' && input.mei_cnpj && !isValidCnpj(input.mei_cnpj)) {
      ctx.addIssue({ code: 'custom', path: ['mei_cnpj'], message: M.meiCnpj });
    }
  })
  .overwrite((input) => ({
    ...input,
    key: normalizePixKey(input.key_type, input.key) ?? input.key,
    nit: input.receiving_as === 'person' && input.nit ? onlyDigits(input.nit) : null,
    mei_cnpj: input.receiving_as === 'mei' && input.mei_cnpj ? normalizeCnpj(input.mei_cnpj) : null,
  }));

export type PixKeyInput = z.input<typeof PixKeyInputSchema>;
export type PixKeyUpdate = z.output<typeof PixKeyInputSchema>;

/**
 * The saved key as its owner sees it: masked, with the name it is shown in to confirm it, and how
 * they receive. A NIT/PIS is hidden as a CPF key is; a MEI's CNPJ is shown whole (a company's number,
 * public in the CNPJ register and printed on its invoices).
 */
export const PixKeyViewSchema = z.object({
  key_type: z.enum(PIX_KEY_TYPES),
  /** `maskPixKey` of the stored key: '***.456.789-**', '(11) *****-4321', 'an***@gmail.com', a random key whole. */
  masked_key: z.string(),
  holder_name: z.string(),
  receiving_as: z.enum(RECEIVING_AS),
  /** `maskSavedNit` of the NIT/PIS: '***.56874.**-*'; null without one (always for a MEI). */
  nit_masked: z.string().nullable(),
  /** The MEI's CNPJ, formatted: '12.345.678/0001-95'; null for a person. */
  mei_cnpj: z.string().nullable(),
  updated_at: z.string(),
});

/** `GET /api/freelancer/pix-key`: null while there is none. */
export const PixKeyResponseSchema = PixKeyViewSchema.nullable();

export type PixKeyView = z.infer<typeof PixKeyViewSchema>;
