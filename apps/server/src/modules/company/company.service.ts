/**
 * What other modules read of a company's people (decision 0040), handed to them as `deps.companies`
 * (auth reads it, and company builds on auth: an import would make a loop): the request context asks
 * which company a manager acts for; `/api/auth/me` says which company a contractor's person acts for.
 */
import type { CompanyRole } from '@vamos/shared/user-roles';
import type { DbOrTx } from '../../db/client.ts';
import type { LoginRole } from '../../db/schema.ts';
import * as companyRepo from './company.repo.ts';

/** The company a manager acts for now; null when they were removed (or never joined one). */
export async function managerCompanyOf(db: DbOrTx, userId: string): Promise<string | null> {
  const row = await companyRepo.findManagerCompany(db, userId);
  return row && row.removedAt === null ? row.companyId : null;
}

export type PersonCompany = { id: string; role: CompanyRole; name: string };

/** The company a login acts for: a contractor's own, a manager's (null once removed); none for a freelancer. */
export async function companyOfPerson(db: DbOrTx, userId: string, role: LoginRole): Promise<PersonCompany | null> {
  if (role === 'freelancer') return null;
  const id = role === 'contractor' ? userId : await managerCompanyOf(db, userId);
  if (!id) return null;
  const name = await companyRepo.findCompanyName(db, id);
  return name === undefined ? null : { id, role: role === 'contractor' ? 'owner' : 'manager', name };
}

export type CompanyReads = { managerCompanyOf: typeof managerCompanyOf; companyOfPerson: typeof companyOfPerson };

export const companyReads: CompanyReads = { managerCompanyOf, companyOfPerson };

/** How many managers act for the company now ('Excluir minha conta' waits for none, decision 0051). */
export function activeManagerCount(db: DbOrTx, companyId: string): Promise<number> {
  return companyRepo.countActiveManagers(db, companyId);
}
