/**
 * 'Pagamentos de vagas' (issue 27): the PIX charges a company paid for its guaranteed-pay places, read
 * with where each one's money went. A read model over this module's `shift_pay` and `shift_refunds`
 * and the tables it reads of others (`payments`, `payouts`, `jobs`, `profiles`, the release's ledger
 * lines), as receipts.repo.ts reads them: reads across owners are allowed, writes are not.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ShiftPayStatus, ShiftRefundReason } from '@vamos/shared/guaranteed-pay';
import type { ShiftRefundStatus } from '@vamos/shared/shift-payments';
import type { DbOrTx } from '../../db/client.ts';
import { jobs, payments, payouts, profiles, shiftPay, shiftRefunds } from '../../db/schema.ts';

/**
 * A company's charges of `kind` confirmed in [from, to), for its own jobs (the query joins `jobs`): the
 * company pays them (payments_user_idx). Shared by the places' charges and the whole jobs' (job-payments.repo.ts).
 */
export function companyChargesIn(kind: 'shift' | 'job', contractorId: string, from: Date, to: Date): SQL | undefined {
  return and(
    eq(payments.kind, kind),
    eq(payments.userId, contractorId),
    eq(jobs.contractorId, contractorId),
    sql`${payments.confirmedAt} >= ${from.toISOString()}::timestamptz`,
    sql`${payments.confirmedAt} < ${to.toISOString()}::timestamptz`,
  );
}

export type ShiftPaymentRow = {
  paymentId: string;
  shiftId: string;
  paidAt: Date;
  totalCents: number;
  valueCents: number;
  feeCents: number;
  /** The place's money status; whether this charge is the one the place's money came by (else it went back). */
  placeStatus: ShiftPayStatus;
  isPlaceCharge: boolean;
  job: { id: string; title: string; serviceDate: string };
  freelancerName: string | null;
  refund: {
    amountCents: number;
    reason: ShiftRefundReason;
    status: ShiftRefundStatus;
    refundedAt: Date | null;
  } | null;
  /** The place's pay-out once sent (its receipt). */
  payoutId: string | null;
  /** What the place's release gave the freelancer and the platform (0 when not released). */
  releasedCents: number;
  feeKeptCents: number;
};

/** The fee the place's release credited to the platform's fee account (the share's fee on a late cancellation). */
const feeKept = (feesAccount: string) =>
  sql<string | null>`(SELECT -sum(l.amount_cents) FROM money_entries e JOIN money_lines l ON l.entry_id = e.id
    WHERE e.shift_id = ${shiftPay.shiftId} AND e.kind = 'release' AND l.account = ${feesAccount})`;

/** The place's pay-out, whatever its status: made when its money was released, of what was released. */
const payout = alias(payouts, 'payout');

/**
 * Every charge of a place of `contractorId`'s jobs confirmed in [from, to), oldest first, with the
 * place's money, its refund and its sent pay-out. A charge is the place's when the place's money
 * came by it: one paid after its hold lapsed went back whole and owes nothing of the place's release.
 */
export async function listPaidForContractor(
  db: DbOrTx,
  contractorId: string,
  { from, to }: { from: Date; to: Date },
  feesAccount: string,
): Promise<ShiftPaymentRow[]> {
  const isPlaceCharge = sql<boolean>`(${shiftPay.paymentId} = ${payments.id} AND ${shiftPay.status} <> 'lapsed')`;
  const rows = await db
    .select({
      paymentId: payments.id,
      shiftId: shiftPay.shiftId,
      paidAt: payments.confirmedAt,
      totalCents: payments.amountCents,
      valueCents: shiftPay.valueCents,
      feeCents: shiftPay.feeCents,
      placeStatus: shiftPay.status,
      isPlaceCharge,
      job: { id: jobs.id, title: jobs.title, serviceDate: jobs.serviceDate },
      freelancerName: profiles.fullName,
      refundAmountCents: shiftRefunds.amountCents,
      refundReason: shiftRefunds.reason,
      refundStatus: shiftRefunds.status,
      refundedAt: shiftRefunds.refundedAt,
      payoutId: sql<string | null>`CASE WHEN ${payout.status} = 'sent' THEN ${payout.id} END`,
      releasedCents: payout.amountCents,
      feeKeptCents: feeKept(feesAccount),
    })
    .from(payments)
    .innerJoin(
      shiftPay,
      // The place the charge paid for; once its money passed to a reserve (decision 0036), the
      // reserve's place, where it is now (the charge's money is in one place at a time).
      sql`(${shiftPay.shiftId}::text = ${payments.productId}
            AND (${shiftPay.status} <> 'passed' OR ${shiftPay.paymentId} <> ${payments.id}))
          OR (${shiftPay.paymentId} = ${payments.id} AND ${shiftPay.status} NOT IN ('passed', 'lapsed')
            AND ${shiftPay.shiftId}::text <> ${payments.productId})`,
    )
    .innerJoin(jobs, eq(jobs.id, shiftPay.jobId))
    .leftJoin(profiles, eq(profiles.userId, shiftPay.freelancerId))
    .leftJoin(shiftRefunds, eq(shiftRefunds.paymentId, payments.id))
    .leftJoin(payout, and(eq(payout.shiftId, shiftPay.shiftId), isPlaceCharge))
    .where(companyChargesIn('shift', contractorId, from, to))
    .orderBy(asc(payments.confirmedAt), asc(payments.id));
  return rows.map(({ refundAmountCents, refundReason, refundStatus, refundedAt, ...row }) => {
    // The query keeps only confirmed charges.
    if (!row.paidAt) throw new Error(`shift charge ${row.paymentId} is listed without confirmed_at`);
    const place = row.isPlaceCharge;
    return {
      ...row,
      paidAt: row.paidAt,
      refund:
        refundAmountCents !== null && refundReason !== null && refundStatus !== null
          ? { amountCents: refundAmountCents, reason: refundReason, status: refundStatus, refundedAt }
          : null,
      releasedCents: place ? Number(row.releasedCents ?? 0) : 0,
      feeKeptCents: place ? Number(row.feeKeptCents ?? 0) : 0,
    };
  });
}
