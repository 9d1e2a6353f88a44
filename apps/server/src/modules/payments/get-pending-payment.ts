import type { PendingPayment } from '@vamos/shared/schemas/payments';
import type { DbOrTx } from '../../db/client.ts';
import { presentPayment } from './payment-presenter.ts';
import * as paymentsRepo from './payments.repo.ts';

/** `GET /api/payments/pending`: the user's one pending charge (coins or plan), if any. */
export async function getPendingPayment(db: DbOrTx, userId: string): Promise<PendingPayment> {
  const pending = await paymentsRepo.findPendingOfUser(db, userId);
  return { payment: pending ? presentPayment(pending) : null };
}
