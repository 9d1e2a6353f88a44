import { saoPauloMonthSpan } from '@vamos/shared/dates';
import type { ContractorShiftPayments } from '@vamos/shared/schemas/shift-payments';
import type { Deps } from '../../app-deps.ts';
import type { Actor } from '../../http/actor.ts';
import { LEDGER_ACCOUNTS } from '../money-ledger/money-ledger.service.ts';
import { jobPaymentSums, presentJobPayment } from './job-payments-presenter.ts';
import * as jobPaymentsRepo from './job-payments.repo.ts';
import { presentShiftPayment } from './shift-payments-presenter.ts';
import * as shiftPaymentsRepo from './shift-payments.repo.ts';

/**
 * 'Pagamentos de vagas' (issue 27): every PIX charge the company (its owner or a manager: the actor is
 * the company) paid for a place of its jobs, confirmed in `month` ('yyyy-MM', São Paulo's calendar),
 * with where its money is; the charges of a whole job's places (decision 0056) with the places
 * approved from them and their refunds; and the month's sums of both: what was paid is what went
 * back, what reached the freelancers, the fees kept and what is still held.
 */
export async function listContractorShiftPayments(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  month: string,
): Promise<ContractorShiftPayments> {
  const span = saoPauloMonthSpan(month);
  const rows = await shiftPaymentsRepo.listPaidForContractor(deps.db, actor.id, span, LEDGER_ACCOUNTS.fees);
  const jobRows = await jobPaymentsRepo.listJobChargesForContractor(deps.db, actor.id, span);
  const jobIds = jobRows.map((row) => row.paymentId);
  const places = await jobPaymentsRepo.listPoolPlaces(deps.db, jobIds, LEDGER_ACCOUNTS.fees);
  const refunds = await jobPaymentsRepo.listRefunds(deps.db, jobIds);
  const jobs = jobRows.map((row) => {
    const own = {
      places: places.filter((p) => p.paymentId === row.paymentId),
      refunds: refunds.filter((r) => r.paymentId === row.paymentId),
    };
    return {
      row,
      listed: presentJobPayment(row, own.places, own.refunds),
      sums: jobPaymentSums(row, own.places, own.refunds),
    };
  });
  const sum = (of: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + of(row), 0);
  const jobSum = (key: keyof (typeof jobs)[number]['sums']) => jobs.reduce((total, job) => total + job.sums[key], 0);
  return {
    month,
    payments: rows.map(presentShiftPayment),
    job_payments: jobs.map((job) => job.listed),
    totals: {
      paid_cents: sum((row) => row.totalCents) + jobs.reduce((total, job) => total + job.row.totalCents, 0),
      refunded_cents: sum((row) => row.refund?.amountCents ?? 0) + jobSum('refunded_cents'),
      released_cents: sum((row) => row.releasedCents) + jobSum('released_cents'),
      fees_cents: sum((row) => row.feeKeptCents) + jobSum('fees_cents'),
      held_cents:
        sum((row) =>
          row.isPlaceCharge && (row.placeStatus === 'held' || row.placeStatus === 'disputed') ? row.totalCents : 0,
        ) + jobSum('held_cents'),
    },
  };
}
