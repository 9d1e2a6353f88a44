import { FREE_PLAN_CREDITS, SIGNUP_BONUS_COINS } from '@vamos/shared/pricing';
import type { Tx } from '../../db/client.ts';
import type { Currency, Role } from '../../db/schema.ts';
import { credit } from './wallet.service.ts';

/** What a new account starts with (DESIGN §2): 15 coins for a freelancer, the free plan's 2 credits for a contractor. */
const OPENING_BALANCE: Record<Role, { currency: Currency; amount: number; reason: string }> = {
  freelancer: { currency: 'coin', amount: SIGNUP_BONUS_COINS, reason: 'signup_bonus' },
  contractor: { currency: 'credit', amount: FREE_PLAN_CREDITS, reason: 'free_plan_grant' },
};

/** Grants the opening balance as a ledger entry; once per user (idempotency key). */
export async function grantOpeningBalance(tx: Tx, userId: string, role: Role): Promise<void> {
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
