import { FREE_PLAN_CREDITS, SIGNUP_BONUS_COINS } from '@vamos/shared/constants';
import type { Signup } from '@vamos/shared/schemas/auth';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import type { Currency, Role } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { credit } from '../wallet/wallet.service.ts';
import * as authRepo from './auth.repo.ts';
import type { NewProfile } from './auth.repo.ts';
import { signIn, type SignedIn } from './auth.service.ts';
import { hashPassword } from './password-hash.ts';

/** What a new account starts with (DESIGN §2): 15 coins for a freelancer, the free plan's 2 credits for a contractor. */
const OPENING_BALANCE: Record<Role, { currency: Currency; amount: number; reason: string }> = {
  freelancer: { currency: 'coin', amount: SIGNUP_BONUS_COINS, reason: 'signup_bonus' },
  contractor: { currency: 'credit', amount: FREE_PLAN_CREDITS, reason: 'free_plan_grant' },
};

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

async function grantOpeningBalance(tx: Tx, userId: string, role: Role): Promise<void> {
  const grant = OPENING_BALANCE[role];
  await credit(tx, {
    userId,
    currency: grant.currency,
    amount: grant.amount,
    reason: grant.reason,
    reference: `user:${userId}`,
    idempotencyKey: `${grant.reason}:${userId}`,
  });
}
