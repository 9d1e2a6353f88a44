/**
 * The freelancer's PIX key for receiving ('Recebimento', issue 27): its types (the CHECK list of
 * `pix_keys.key_type`), their labels, and the masked form a stored key is shown in. Zod-free: the
 * profile's card reads it on the first load; the validation is `schemas/pix-keys.ts`.
 */

/** The DICT's key types we accept: a CPF (the freelancer's own), a mobile phone, an e-mail, a random key (EVP). */
export const PIX_KEY_TYPES = ['cpf', 'phone', 'email', 'random'] as const;

export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  phone: 'Celular',
  email: 'E-mail',
  random: 'Chave aleatória',
};

/**
 * How the freelancer receives (the CHECK list of `pix_keys.receiving_as`, decision 0041): as a person
 * (their CPF, with a NIT/PIS if they give one), or as a MEI (the CNPJ of their micro-enterprise).
 * The tax a payment withholds will depend on it (a following issue).
 */
export const RECEIVING_AS = ['person', 'mei'] as const;

export type ReceivingAs = (typeof RECEIVING_AS)[number];

export const RECEIVING_AS_LABELS: Record<ReceivingAs, string> = {
  person: 'Pessoa física (CPF)',
  mei: 'MEI (CNPJ)',
};

/**
 * A stored NIT/PIS (11 digits) as the profile shows it, hidden as a CPF key is: the first three
 * digits and the last three are starred ('12056874107' → '***.56874.**-*').
 */
export function maskSavedNit(nit: string): string {
  return `***.${nit.slice(3, 8)}.**-*`;
}

/**
 * A stored key (normalized: 11 CPF digits, '+55' + DDD + number, a lower-case e-mail, a lower-case
 * UUID) as the profile shows it: enough to recognise it, not enough to copy it. A random key is
 * shown whole (it says nothing about the person).
 */
export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'cpf':
      return `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**`;
    case 'phone': {
      const national = key.replace(/^\+55/, '');
      return `(${national.slice(0, 2)}) *****-${national.slice(-4)}`;
    }
    case 'email': {
      const at = key.lastIndexOf('@');
      const local = key.slice(0, Math.max(at, 0));
      const shown = local.length > 2 ? local.slice(0, 2) : local.slice(0, 1);
      return `${shown}***${key.slice(at)}`;
    }
    case 'random':
      return key;
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}
