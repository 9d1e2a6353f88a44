import type { Me } from '@vamos/shared/schemas/auth';
import type { Deps } from '../../app-deps.ts';
import type { MeRow } from './auth.repo.ts';

/** The signed-in person as the API shows it, with the company they act for: no credentials, no session data. */
export function presentMe(row: MeRow, company: Awaited<ReturnType<Deps['companies']['companyOfPerson']>>): Me {
  return {
    id: row.id,
    email: row.email,
    role: row.role === 'freelancer' ? 'freelancer' : 'contractor',
    full_name: row.fullName ?? row.name,
    avatar_url: row.avatarUrl,
    company_id: company?.id ?? null,
    company_role: company?.role ?? null,
    company_name: company?.name ?? null,
  };
}
