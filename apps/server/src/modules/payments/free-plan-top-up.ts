import { FREE_PLAN_CREDITS } from '@vamos/shared/pricing';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { topUpTo } from '../wallet/wallet.service.ts';
import * as paymentsRepo from './payments.repo.ts';

/** Contractors settled per query of the sweep. */
const TOP_UP_BATCH = 200;

/** The first day of the month of an ISO date. */
function monthOf(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

/** When the free plan's credits are next topped up: the first day of the month after `today` (São Paulo). */
export function nextFreePlanTopUp(today: string = todayInSaoPaulo()): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** A new contractor's opening credits are their first month's: that month is settled. */
export async function settleOpeningMonth(tx: Tx, userId: string, today: string = todayInSaoPaulo()): Promise<void> {
  await paymentsRepo.claimFreePlanMonth(tx, userId, monthOf(today), FREE_PLAN_CREDITS);
}

/**
 * Settles one contractor's month: claims the (user, month) row, then tops the credits up to the
 * free plan's 2. The claim is the primary key, so a second sweep, instance or race gets nothing.
 */
async function topUpMonth(tx: Tx, userId: string, month: string): Promise<number> {
  if (!(await paymentsRepo.claimFreePlanMonth(tx, userId, month, 0))) return 0;
  const credited = await topUpTo(tx, {
    userId,
    currency: 'credit',
    target: FREE_PLAN_CREDITS,
    reason: 'free_plan_monthly',
    reference: `month:${month.slice(0, 7)}`,
    idempotencyKey: `free_plan_monthly:${userId}:${month.slice(0, 7)}`,
  });
  if (credited > 0) await paymentsRepo.recordFreePlanCredit(tx, userId, month, credited);
  return credited;
}

/**
 * '2 vagas/mês' (spec 02, DESIGN §2): every contractor on the free plan whose month (in São Paulo)
 * is not settled yet is topped up to 2 credits (ledger reason free_plan_monthly). Run by the
 * payment sweep; returns how many contractors received credits.
 */
export async function topUpFreePlans(
  deps: Pick<Deps, 'db' | 'events'>,
  today: string = todayInSaoPaulo(),
): Promise<number> {
  const month = monthOf(today);
  let toppedUp = 0;
  for (;;) {
    const due = await paymentsRepo.findFreePlanContractorsDue(deps.db, month, TOP_UP_BATCH);
    const credited: string[] = [];
    for (const userId of due) {
      if ((await deps.db.transaction((tx) => topUpMonth(tx, userId, month))) > 0) credited.push(userId);
    }
    if (credited.length) await publishEvent(deps, { type: 'wallet.changed', userIds: credited });
    toppedUp += credited.length;
    if (due.length < TOP_UP_BATCH) return toppedUp;
  }
}
