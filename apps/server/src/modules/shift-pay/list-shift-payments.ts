import { saoPauloMonthSpan } from '@vamos/shared/dates';
import type { ContractorShiftPayments } from '@vamos/shared/schemas/shift-payments';
import type { Deps } from '../../app-deps.ts';
import type { Actor } from '../../http/actor.ts';
import { LEDGER_ACCOUNTS } from '../money-ledger/money-ledger.service.ts';
import { presentShiftPayment } from './shift-payments-presenter.ts';
import * as shiftPaymentsRepo from './shift-payments.repo.ts';

/**
 * 'Pagamentos de vagas' (issue 27): every PIX charge the company (its owner or a manager: the actor is
 * the company) paid for a place of its jobs, confirmed in `month` ('yyyy-MM', São Paulo's calendar),
 * with where its money is, and the month's sums: what was paid is what went back, what reached the
 * freelancers, the fees kept and what is still held.
 */
export async function listContractorShiftPayments(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  month: string,
): Promise<ContractorShiftPayments> {
  const rows = await shiftPaymentsRepo.listPaidForContractor(
    deps.db,
    actor.id,
    saoPauloMonthSpan(month),
    LEDGER_ACCOUNTS.fees,
  );
  const sum = (of: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + of(row), 0);
  return {
    month,
    payments: rows.map(presentShiftPayment),
    totals: {
      paid_cents: sum((row) => row.totalCents),
      refunded_cents: sum((row) => row.refund?.amountCents ?? 0),
      released_cents: sum((row) => row.releasedCents),
      fees_cents: sum((row) => row.feeKeptCents),
      held_cents: sum((row) =>
        row.isPlaceCharge && (row.placeStatus === 'held' || row.placeStatus === 'disputed') ? row.totalCents : 0,
      ),
    },
  };
}
