/**
 * Password strength rule (spec 01 §5, signup step 1 item 6 and reset password), without zod: the
 * web's strength list reads it while the page starts (the schema is in password.ts).
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_CRITERIA_TITLE = 'Senha não atende aos critérios';
export const PASSWORD_REQUIRED_MESSAGE = 'Senha obrigatória';
export const PASSWORD_TOO_LONG_MESSAGE = `Máximo de ${PASSWORD_MAX_LENGTH} caracteres`;

const CRITERIA = [
  { item: '8 caracteres', met: (pw: string) => [...pw].length >= PASSWORD_MIN_LENGTH },
  { item: '1 letra maiúscula', met: (pw: string) => /\p{Lu}/u.test(pw) },
  { item: '1 letra minúscula', met: (pw: string) => /\p{Ll}/u.test(pw) },
  { item: '1 número', met: (pw: string) => /\d/.test(pw) },
] as const;

/** The missing items, in the spec's order: 8 caracteres, 1 letra maiúscula, 1 letra minúscula, 1 número. */
export function passwordMissingItems(pw: string): string[] {
  return CRITERIA.filter((c) => !c.met(pw)).map((c) => c.item);
}

/** 'Senha não atende aos critérios. Faltam: 8 caracteres, 1 número'. */
export function passwordMessage(missing: readonly string[]): string {
  return `${PASSWORD_CRITERIA_TITLE}. Faltam: ${missing.join(', ')}`;
}
