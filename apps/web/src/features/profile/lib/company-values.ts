import type { Path } from 'react-hook-form';
import { maskCnpj, maskPhone } from '@vamos/shared/masks';
import type { OwnProfile } from '@vamos/shared/schemas/profile';

/** What the company form edits; a blank field is saved as null (spec 02 §5 "Company form"). */
export type CompanyValues = {
  company_name: string;
  company_legal_name: string;
  company_sector: string;
  cnpj: string;
  company_phone: string;
  company_email: string;
};

export const COMPANY_FIELDS = [
  'company_name',
  'company_legal_name',
  'company_sector',
  'cnpj',
  'company_phone',
  'company_email',
] as const satisfies readonly Path<CompanyValues>[];

export function toCompanyValues(profile: OwnProfile): CompanyValues {
  return {
    company_name: profile.company_name ?? '',
    company_legal_name: profile.company_legal_name ?? '',
    company_sector: profile.company_sector ?? '',
    cnpj: maskCnpj(profile.cnpj ?? ''),
    company_phone: maskPhone(profile.company_phone ?? ''),
    company_email: profile.company_email ?? '',
  };
}
