import type { AddressView } from '@vamos/shared/schemas/address';
import type { OwnProfile } from '@vamos/shared/schemas/profile';
import type { ProfileRecord } from './profiles.repo.ts';

/** The owner's view of a profile: every field, contact and documents included. */
export function presentOwnProfile(p: ProfileRecord): OwnProfile {
  return {
    id: p.userId,
    email: p.email,
    user_type: p.userType,
    full_name: p.fullName,
    cpf: p.cpf,
    phone: p.phone,
    position: p.position,
    description: p.description,
    address: presentAddress(p.address),
    avatar_url: p.avatarUrl,
    company_name: p.companyName,
    company_legal_name: p.companyLegalName,
    company_sector: p.companySector,
    cnpj: p.cnpj,
    company_phone: p.companyPhone,
    company_email: p.companyEmail,
    company_logo_url: p.companyLogoUrl,
    updated_at: p.updatedAt.toISOString(),
  };
}

/** Spellings met in older data (spec 01 §3): a JSON string, zipCode, and the Portuguese keys. */
const ALIASES: Record<keyof AddressView, readonly string[]> = {
  cep: ['cep', 'zipCode'],
  state: ['state', 'estado'],
  city: ['city', 'cidade'],
  neighborhood: ['neighborhood', 'bairro'],
  street: ['street', 'rua'],
  number: ['number', 'numero'],
  complement: ['complement', 'complemento'],
};

/** A stored address in the one shape the API answers with; null when absent or unreadable. */
export function presentAddress(raw: unknown): AddressView | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const source = value as Record<string, unknown>;
  const pick = (keys: readonly string[]): string => {
    for (const key of keys) {
      const v = source[key];
      if (typeof v === 'string') return v;
      if (typeof v === 'number') return String(v);
    }
    return '';
  };
  return {
    cep: pick(ALIASES.cep),
    state: pick(ALIASES.state),
    city: pick(ALIASES.city),
    neighborhood: pick(ALIASES.neighborhood),
    street: pick(ALIASES.street),
    number: pick(ALIASES.number),
    complement: pick(ALIASES.complement),
  };
}
