import type { Subscription } from '@vamos/shared/schemas/payments';
import type { DbOrTx } from '../../db/client.ts';
import type { PlanKey } from '../../db/schema.ts';
import { nextFreePlanTopUp } from './free-plan-top-up.ts';
import { presentPayment } from './payment-presenter.ts';
import * as paymentsRepo from './payments.repo.ts';

export type CurrentPlan = { planId: PlanKey; startedAt: Date | null; expiresAt: Date | null };

/** The contractor's plan now: a paid plan past its expiry already counts as free (the sweep writes it). */
export async function currentPlan(db: DbOrTx, userId: string): Promise<CurrentPlan> {
  const row = await paymentsRepo.findSubscription(db, userId);
  if (!row || row.planId === 'free' || !row.expiresAt || row.expiresAt.getTime() <= Date.now()) {
    return { planId: 'free', startedAt: null, expiresAt: null };
  }
  return { planId: row.planId, startedAt: row.startedAt, expiresAt: row.expiresAt };
}

/** `GET /api/subscription`. */
export async function getSubscription(db: DbOrTx, userId: string): Promise<Subscription> {
  const plan = await currentPlan(db, userId);
  const pending = await paymentsRepo.findPendingOfUser(db, userId);
  return {
    plan_id: plan.planId,
    started_at: plan.startedAt?.toISOString() ?? null,
    expires_at: plan.expiresAt?.toISOString() ?? null,
    pending_payment: pending?.kind === 'plan' ? presentPayment(pending) : null,
    next_free_top_up: plan.planId === 'free' ? nextFreePlanTopUp() : null,
  };
}
