import type { Signup } from '@vamos/shared/schemas/auth';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { createLogin, signIn, type SignedIn } from '../auth/auth.service.ts';
import { acceptCurrentDocuments } from '../consents/consents.service.ts';
import { settleOpeningMonth } from '../payments/free-plan-top-up.ts';
import { createProfile } from '../profiles/profiles.service.ts';
import { grantOpeningBalance } from '../wallet/opening-balance.ts';

type NewProfile = Parameters<typeof createProfile>[1];

/**
 * A person joins: their login (auth), their profile (profiles) and their opening balance (wallet;
 * for a contractor, the free plan's first month, payments) in one transaction, each written by the
 * module that owns it; then they are signed in. A taken e-mail (any case, a concurrent signup
 * included) is EMAIL_TAKEN and writes nothing. The terms and the privacy policy the form's checkbox
 * accepted are recorded with their versions, the time and the address (consents, decision 0051).
 */
export async function signUp(deps: Deps, input: Signup, headers: Headers, ip: string | null): Promise<SignedIn> {
  await deps.db.transaction(async (tx) => {
    const userId = await createLogin(tx, {
      name: input.full_name,
      email: input.email,
      role: input.user_type,
      password: input.password,
    });
    if (!userId) throw new AppError('EMAIL_TAKEN');
    await createProfile(tx, profileOf(userId, input));
    await grantOpeningBalance(tx, userId, input.user_type);
    await acceptCurrentDocuments(tx, userId, ip);
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
