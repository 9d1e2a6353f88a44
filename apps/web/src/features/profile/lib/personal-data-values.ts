import type { Path } from 'react-hook-form';
import { maskCep, maskCpf, maskPhone } from '@vamos/shared/masks';
import type { OwnProfile } from '@vamos/shared/schemas/profile';

/** What the personal data form edits: every field a string, documents shown masked. */
export type PersonalDataValues = {
  full_name: string;
  cpf: string;
  phone: string;
  position: string;
  description: string;
  address: {
    cep: string;
    state: string;
    city: string;
    neighborhood: string;
    street: string;
    number: string;
    complement: string;
  };
};

export const PERSONAL_DATA_FIELDS = [
  'full_name',
  'cpf',
  'phone',
  'position',
  'description',
  'address.cep',
  'address.state',
  'address.city',
  'address.neighborhood',
  'address.street',
  'address.number',
  'address.complement',
] as const satisfies readonly Path<PersonalDataValues>[];

export function toPersonalDataValues(profile: OwnProfile): PersonalDataValues {
  const address = profile.address;
  return {
    full_name: profile.full_name,
    cpf: maskCpf(profile.cpf ?? ''),
    phone: maskPhone(profile.phone ?? ''),
    position: profile.position ?? '',
    description: profile.description ?? '',
    address: {
      cep: maskCep(address?.cep ?? ''),
      state: address?.state ?? '',
      city: address?.city ?? '',
      neighborhood: address?.neighborhood ?? '',
      street: address?.street ?? '',
      number: address?.number ?? '',
      complement: address?.complement ?? '',
    },
  };
}
