/**
 * Brazilian document and contact validators. CPF, CNPJ and NIT/PIS check digits (and the rejection
 * of repeated-digit numbers such as 111.111.111-11) come from @brazilian-utils/brazilian-utils.
 * Masked or unmasked input is accepted; any other character makes the value invalid.
 */
import { isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidPis as libIsValidPis } from '@brazilian-utils/brazilian-utils/is-valid-pis';
import { onlyAlphanumeric, onlyDigits } from './masks.ts';

const PHONE_CHARACTERS = /^[\d\s().-]*$/;
const NIT_CHARACTERS = /^[\d\s.-]*$/;
const CEP_FORMAT = /^\d{5}-?\d{3}$/;

/** 11 digits, valid check digits, not all the same digit. */
export function isValidCpf(s: string): boolean {
  return libIsValidCpf(s);
}

/**
 * 14 characters with valid check digits, not all the same digit. Accepts the alphanumeric
 * CNPJ issued from July 2026 (12 letters or digits + 2 check digits), case-insensitively.
 */
export function isValidCnpj(s: string): boolean {
  return libIsValidCnpj(s, { version: 2 });
}

/**
 * A NIT (the INSS's number; the same register as the PIS and the PASEP): 11 digits whose last is the
 * check digit of the first 10 (weights 3 2 9 8 7 6 5 4 3 2, remainder of 11; 11 − remainder, 10 or 11
 * give 0), not all the same digit. Written plain or as '120.56874.10-7'.
 */
export function isValidNit(s: string): boolean {
  return NIT_CHARACTERS.test(s) && libIsValidPis(s);
}

/** 10 (landline) or 11 (mobile) digits including the area code; mask characters allowed. */
export function isValidPhone(s: string): boolean {
  if (!PHONE_CHARACTERS.test(s)) return false;
  const length = onlyDigits(s).length;
  return length === 10 || length === 11;
}

/** Exactly 8 digits, with or without the hyphen (12345-678). */
export function isValidCep(s: string): boolean {
  return CEP_FORMAT.test(s.trim());
}

/** The stored form of a CNPJ: 14 uppercase characters, no mask. */
export function normalizeCnpj(s: string): string {
  return onlyAlphanumeric(s);
}
