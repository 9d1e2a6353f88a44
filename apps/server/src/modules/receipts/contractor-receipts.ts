import { saoPauloMonthSpan } from '@vamos/shared/dates';
import type { ContractorReceipts } from '@vamos/shared/schemas/receipts';
import type { Deps } from '../../app-deps.ts';
import type { Actor } from '../../http/actor.ts';
import { LEDGER_ACCOUNTS } from '../money-ledger/money-ledger.service.ts';
import { receivingOf } from '../payouts/payouts.service.ts';
import { presentReceipt } from './receipt-presenter.ts';
import * as receiptsRepo from './receipts.repo.ts';

/**
 * 'Pagamentos' (decision 0046): the receipts of the company's jobs whose PIX was sent in `month`
 * ('yyyy-MM', São Paulo's calendar), in the order they were sent, and their sums.
 */
export async function listContractorReceipts(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  month: string,
): Promise<ContractorReceipts> {
  const rows = await receiptsRepo.listSentForContractor(
    deps.db,
    actor.id,
    saoPauloMonthSpan(month),
    LEDGER_ACCOUNTS.fees,
  );
  const freelancerIds = rows.map((row) => row.freelancerId);
  const receiving = await receivingOf(deps, freelancerIds);
  const receipts = rows.map((row) => presentReceipt(row, receiving));
  const sum = (of: (receipt: (typeof receipts)[number]) => number) =>
    receipts.reduce((total, receipt) => total + of(receipt), 0);
  return {
    month,
    receipts,
    totals: {
      gross_cents: sum((r) => r.gross_cents),
      fee_cents: sum((r) => r.fee_cents),
      withholdings_cents: sum((r) => r.gross_cents - r.net_cents),
      net_cents: sum((r) => r.net_cents),
      contractor_total_cents: sum((r) => r.contractor_total_cents),
    },
  };
}
