import type { Receipt } from '@vamos/shared/schemas/receipts';
import type { Deps } from '../../app-deps.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { LEDGER_ACCOUNTS } from '../money-ledger/money-ledger.service.ts';
import { receivingOf } from '../payouts/payouts.service.ts';
import { mayReadReceipt } from './receipt-policies.ts';
import { presentReceipt } from './receipt-presenter.ts';
import * as receiptsRepo from './receipts.repo.ts';

/**
 * The receipt of a sent pay-out, for one of its two sides (RECEIPT_NOT_FOUND for anyone else, or any
 * other id). How the freelancer receives is their 'Recebimento' as it is now.
 */
export async function getReceipt(deps: Pick<Deps, 'db'>, actor: Actor, payoutId: string): Promise<Receipt> {
  const row = isUuid(payoutId) ? await receiptsRepo.findReceipt(deps.db, payoutId, LEDGER_ACCOUNTS.fees) : undefined;
  if (!row || !mayReadReceipt(actor, row)) throw new AppError('RECEIPT_NOT_FOUND');
  const receiving = await receivingOf(deps, [row.freelancerId]);
  return presentReceipt(row, receiving);
}
