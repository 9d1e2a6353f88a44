/**
 * Address as entered at signup step 3 (spec 01 §5) and stored on the profile:
 * { cep: 8 digits, state: UF, city, neighborhood, street, number, complement }.
 */
import { z } from 'zod';
import { isUf } from '../br-states.ts';
import { isValidCep } from '../documents.ts';
import { onlyDigits } from '../masks.ts';
import { CepSchema, emptyOr, maxLengthMessage, normalizeSpaces, requiredText } from './fields.ts';

export const ADDRESS_LIMITS = { city: 100, neighborhood: 100, street: 100, number: 20, complement: 100 } as const;

const StateSchema = z
  .string({ error: 'Estado obrigatório' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'Estado obrigatório' })
  .refine(emptyOr(isUf), { error: 'Estado inválido' });

/** An optional trimmed text, missing → ''. */
function optionalText(max: number) {
  return z
    .string()
    .overwrite(normalizeSpaces)
    .max(max, { error: maxLengthMessage(max) })
    .default('');
}

export const AddressSchema = z.object({
  cep: CepSchema,
  state: StateSchema,
  city: requiredText('Cidade obrigatória', { min: 2, max: ADDRESS_LIMITS.city }),
  street: requiredText('Rua obrigatória', { max: ADDRESS_LIMITS.street }),
  number: requiredText('Número obrigatório', { max: ADDRESS_LIMITS.number }),
  neighborhood: requiredText('Bairro obrigatório', { max: ADDRESS_LIMITS.neighborhood }),
  complement: optionalText(ADDRESS_LIMITS.complement),
});

export type AddressInput = z.input<typeof AddressSchema>;
export type Address = z.output<typeof AddressSchema>;

/**
 * Address on the profile edit forms: every field may be left empty, but a CEP or a state that
 * is filled in must be valid. Missing fields come out as ''.
 */
export const ProfileAddressSchema = z.object({
  cep: z.string().trim().refine(emptyOr(isValidCep), { error: 'CEP inválido' }).overwrite(onlyDigits).default(''),
  state: z.string().trim().toUpperCase().refine(emptyOr(isUf), { error: 'Estado inválido' }).default(''),
  city: optionalText(ADDRESS_LIMITS.city),
  street: optionalText(ADDRESS_LIMITS.street),
  number: optionalText(ADDRESS_LIMITS.number),
  neighborhood: optionalText(ADDRESS_LIMITS.neighborhood),
  complement: optionalText(ADDRESS_LIMITS.complement),
});

export type ProfileAddress = z.output<typeof ProfileAddressSchema>;

/** Answer of the CEP lookup (GET /api/address/cep/:cep): the fields the address forms fill in. */
export const CepLookupResultSchema = z.object({
  cep: z.string(),
  street: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
});

export type CepLookupResult = z.infer<typeof CepLookupResultSchema>;

/** A stored address as the API returns it (every field present, '' when unknown). */
export const AddressViewSchema = z.object({
  cep: z.string(),
  state: z.string(),
  city: z.string(),
  neighborhood: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
});

export type AddressView = z.infer<typeof AddressViewSchema>;
