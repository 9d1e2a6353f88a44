/**
 * Field-level zod building blocks reused by the auth and profile schemas. Every field lists its
 * checks in the spec's order and each later check passes on a value an earlier one rejected,
 * so a field reports exactly one issue: the message to show. (No `abort: true`: an explicit
 * abort anywhere in an object would also silence its cross-field checks, e.g. 'Senhas não
 * coincidem'.) Documents are accepted masked or unmasked and come out normalized.
 */
import { z } from 'zod';
import '../zod-locale.ts';
import { isValidCep, isValidCnpj, isValidCpf, isValidPhone, normalizeCnpj } from '../documents.ts';
import { onlyDigits } from '../masks.ts';

export const EMAIL_MAX_LENGTH = 254;
export const DEFAULT_TEXT_MAX_LENGTH = 100;

const EMAIL_PATTERN = z.regexes.email;

export function maxLengthMessage(max: number): string {
  return `Máximo de ${max} caracteres`;
}

/** Trims and collapses runs of whitespace into one space. */
export function normalizeSpaces(s: string): string {
  return s.trim().replace(/\s+/g, ' ');
}

type Messages = { required: string; invalid: string };

/** Lets a check pass on '' so that only the "required" check reports an empty field. */
export function emptyOr(check: (s: string) => boolean): (s: string) => boolean {
  return (s) => s === '' || check(s);
}

/**
 * A required text, trimmed with inner spaces collapsed: empty gives `required`, shorter than
 * `min` gives `short` (default: `required` too), longer than `max` gives 'Máximo de N caracteres'.
 */
export function requiredText(
  required: string,
  { min = 1, max = DEFAULT_TEXT_MAX_LENGTH, short = required }: { min?: number; max?: number; short?: string } = {},
) {
  return z
    .string({ error: required })
    .overwrite(normalizeSpaces)
    .min(1, { error: required })
    .refine(
      emptyOr((s) => s.length >= min),
      { error: short },
    )
    .max(max, { error: maxLengthMessage(max) });
}

/** An e-mail: trimmed, lowercased, then required, bounded and well formed. */
export function emailField({ required, invalid }: Messages) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required })
    .max(EMAIL_MAX_LENGTH, { error: invalid })
    .refine(
      emptyOr((s) => s.length > EMAIL_MAX_LENGTH || EMAIL_PATTERN.test(s)),
      { error: invalid },
    );
}

export const EmailSchema = emailField({ required: 'E-mail obrigatório', invalid: 'E-mail inválido' });

/** A CPF with valid check digits (masked or not), stored as its 11 digits. */
export function cpfField({ required, invalid }: Messages) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(emptyOr(isValidCpf), { error: invalid })
    .overwrite(onlyDigits);
}

/** A phone with area code, 10 or 11 digits (masked or not), stored as its digits. */
export function phoneField({ required, invalid }: Messages) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(emptyOr(isValidPhone), { error: invalid })
    .overwrite(onlyDigits);
}

/** A CNPJ with valid check digits (masked or not, numeric or alphanumeric), stored unmasked. */
export function cnpjField({ required, invalid }: Messages) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(emptyOr(isValidCnpj), { error: invalid })
    .overwrite(normalizeCnpj);
}

/** A CEP: 8 digits, '12345-678' accepted, stored as '12345678'. Also the lookup route's param. */
export const CepSchema = z
  .string({ error: 'CEP inválido' })
  .trim()
  .refine(isValidCep, { error: 'CEP inválido' })
  .overwrite(onlyDigits);

/**
 * An optional text where blank means "no value": undefined stays undefined (not sent), and
 * '' / whitespace / null become null. A non-blank value must pass `valid` and is `normalize`d.
 */
export function blankToNull({
  max,
  invalid = maxLengthMessage(max),
  valid = () => true,
  normalize = (s: string) => s,
}: {
  max: number;
  invalid?: string;
  valid?: (s: string) => boolean;
  normalize?: (s: string) => string;
}) {
  return z
    .string({ error: invalid })
    .trim()
    .max(max, { error: invalid })
    .refine(
      emptyOr((s) => s.length > max || valid(s)),
      { error: invalid },
    )
    .nullable()
    .optional()
    .transform((s) => (s === undefined ? undefined : s === null || s === '' ? null : normalize(s)));
}
