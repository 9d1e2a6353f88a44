import type { Signup } from '@vamos/shared/schemas/auth';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { settleOpeningMonth } from '../payments/free-plan-top-up.ts';
import { grantOpeningBalance } from '../wallet/opening-balance.ts';
import * as authRepo from './auth.repo.ts';
import type { NewProfile } from './auth.repo.ts';
import { signIn, type SignedIn } from './auth.service.ts';
import { hashPassword } from './password-hash.ts';

/**
 * Creates the user, credential, profile and opening balance in one transaction, then signs in.
 * A taken e-mail (any case, including a concurrent signup) is EMAIL_TAKEN and writes nothing.
 */
export async function signup(deps: Deps, input: Signup, headers: Headers): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const userId = await authRepo.insertUser(tx, { name: input.full_name, email: input.email, role: input.user_type });
    if (!userId) throw new AppError('EMAIL_TAKEN');
    await authRepo.insertCredentialAccount(tx, userId, passwordHash);
    await authRepo.insertProfile(tx, profileOf(userId, input));
    await grantOpeningBalance(tx, userId, input.user_type);
    // A contractor's opening credits are the free plan's first month: the monthly top-up starts next month.
    if (input.user_type === 'contractor') await settleOpeningMonth(tx, userId);
  });
  return signIn(deps, { email: input.email, password: input.password }, headers);
}

function profileOf(userId: string, input: Signup): NewProfile {
  const common = {
    userId,
    userType: input.user_type,
    fullName: input.full_name,
    cpf: input.cpf,
    phone: input.phone,
    address: input.address,
  };
  if (input.user_type === 'freelancer') {
    return { ...common, position: input.position, description: input.description };
  }
  return {
    ...common,
    companyName: input.company_name,
    companyLegalName: input.company_legal_name,
    companySector: input.company_sector,
    cnpj: input.cnpj,
    companyPhone: input.company_phone,
    companyEmail: input.company_email,
  };
}
