/**
 * Input masks and money formatting (spec 01 §5 "Input masks"). Every mask is progressive:
 * it formats whatever has been typed so far and ignores characters beyond the full length.
 */

/** Largest number of digits `maskBrlInput` keeps (R$ 999.999.999,99). */
export const MAX_BRL_INPUT_DIGITS = 11;

export function onlyDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/** Uppercase letters and digits only: the characters of an alphanumeric CNPJ. */
export function onlyAlphanumeric(s: string): string {
  return s.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** Interleaves `value` with `separators`: separators[i] goes before group i (when it is reached). */
function applyGroups(value: string, sizes: readonly number[], separators: readonly string[]): string {
  let out = '';
  let start = 0;
  for (const [i, size] of sizes.entries()) {
    if (start >= value.length) break;
    out += (separators[i] ?? '') + value.slice(start, start + size);
    start += size;
  }
  return out;
}

/** '52998224725' → '529.982.247-25'. */
export function maskCpf(s: string): string {
  return applyGroups(onlyDigits(s).slice(0, 11), [3, 3, 3, 2], ['', '.', '.', '-']);
}

/** '12056874107' → '120.56874.10-7': a NIT/PIS/PASEP. */
export function maskNit(s: string): string {
  return applyGroups(onlyDigits(s).slice(0, 11), [3, 5, 2, 1], ['', '.', '.', '-']);
}

/** Keeps the 14 characters of a CNPJ: the first 12 may be letters (alphanumeric CNPJ), the last 2 are digits. */
function cnpjCharacters(s: string): string {
  let out = '';
  for (const ch of onlyAlphanumeric(s)) {
    if (out.length >= 14) break;
    if (out.length < 12 || /\d/.test(ch)) out += ch;
  }
  return out;
}

/** '11222333000181' → '11.222.333/0001-81' (also alphanumeric CNPJs, uppercased). */
export function maskCnpj(s: string): string {
  return applyGroups(cnpjCharacters(s), [2, 3, 3, 4, 2], ['', '.', '.', '/', '-']);
}

/** '11999999999' → '(11) 99999-9999'; '1133333333' → '(11) 3333-3333'. */
export function maskPhone(s: string): string {
  const digits = onlyDigits(s).slice(0, 11);
  if (digits.length === 0) return '';
  const localFirst = digits.length === 11 ? 5 : 4;
  return applyGroups(digits, [2, localFirst, 4], ['(', ') ', '-']);
}

/** '01310100' → '01310-100'. */
export function maskCep(s: string): string {
  return applyGroups(onlyDigits(s).slice(0, 8), [5, 3], ['', '-']);
}

/**
 * 123456 → 'R$ 1.234,56' (the space after R$ is a non-breaking space, U+00A0), as Intl's pt-BR
 * currency format writes it (masks.test.ts compares them). By hand: making that formatter costs a
 * slow phone ≈ 100 ms while the first page loads.
 */
export function formatBrl(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  return `${cents < 0 ? '-' : ''}R$\u00a0${groupDigits(Math.floor(whole / 100))},${String(whole % 100).padStart(2, '0')}`;
}

/**
 * 1234567 → '1.234.567', -1500 → '-1.500' (rounded to a whole number), as Intl's pt-BR number
 * format writes it (masks.test.ts compares them), by hand for the reason formatBrl gives.
 */
export function formatInteger(n: number): string {
  const whole = Math.round(Math.abs(n));
  return `${n < 0 && whole > 0 ? '-' : ''}${groupDigits(whole)}`;
}

/** A whole number ≥ 0 with a dot every three digits. */
function groupDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Reads the typed digits as cents: '12345' → 'R$ 123,45'. No digits → ''. */
export function maskBrlInput(s: string): string {
  const digits = onlyDigits(s)
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_BRL_INPUT_DIGITS);
  if (digits.length === 0) return '';
  return formatBrl(Number.parseInt(digits, 10));
}

/** Reads every digit as cents: 'R$ 1.234,56' → 123456. No digits → 0. */
export function parseBrlToCents(s: string): number {
  const digits = onlyDigits(s);
  return digits.length === 0 ? 0 : Number.parseInt(digits, 10);
}
