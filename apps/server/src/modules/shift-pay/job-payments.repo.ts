/**
 * 'Pagamentos de vagas', a whole job's charges (decision 0056): the PIX charges of kind 'job' a
 * company paid, with their funding (`job_funding`), the places approved from them (`shift_pay` rows
 * with `funding_job_id`) and their refunds (`shift_refunds`), read as shift-payments.repo.ts reads the
 * places' own charges: reads across owners are allowed, writes are not.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ShiftPayStatus, ShiftRefundReason } from '@vamos/shared/guaranteed-pay';
import type { ShiftRefundStatus } from '@vamos/shared/shift-payments';
import type { DbOrTx } from '../../db/client.ts';
import { jobFunding, jobs, payments, payouts, profiles, shiftPay, shiftRefunds } from '../../db/schema.ts';
import type { JobFundingRecord } from './job-funding.repo.ts';
import { companyChargesIn } from './shift-payments.repo.ts';

export type JobPaymentRow = {
  paymentId: string;
  paidAt: Date;
  totalCents: number;
  places: number;
  valueCents: number;
  feeCents: number;
  fundingStatus: JobFundingRecord['status'];
  job: { id: string; title: string; serviceDate: string };
};

export type JobPoolPlaceRow = {
  paymentId: string;
  shiftId: string;
  freelancerName: string | null;
  status: ShiftPayStatus;
  /** The place's pay-out once sent (its receipt). */
  payoutId: string | null;
  /** What the place's release gave the freelancer and the platform (0 when not released). */
  releasedCents: number;
  feeKeptCents: number;
};

export type JobRefundRow = {
  paymentId: string;
  shiftId: string | null;
  freelancerName: string | null;
  amountCents: number;
  reason: ShiftRefundReason;
  status: ShiftRefundStatus;
  endToEndId: string | null;
  refundedAt: Date | null;
};

const payout = alias(payouts, 'payout');

/** The job charges `contractorId` paid for its own jobs, confirmed in [from, to), oldest first. */
export async function listJobChargesForContractor(
  db: DbOrTx,
  contractorId: string,
  { from, to }: { from: Date; to: Date },
): Promise<JobPaymentRow[]> {
  const rows = await db
    .select({
      paymentId: payments.id,
      paidAt: payments.confirmedAt,
      totalCents: payments.amountCents,
      places: jobFunding.places,
      valueCents: jobFunding.valueCents,
      feeCents: jobFunding.feeCents,
      fundingStatus: jobFunding.status,
      job: { id: jobs.id, title: jobs.title, serviceDate: jobs.serviceDate },
    })
    .from(payments)
    .innerJoin(jobFunding, eq(jobFunding.paymentId, payments.id))
    .innerJoin(jobs, eq(jobs.id, jobFunding.jobId))
    .where(companyChargesIn('job', contractorId, from, to))
    .orderBy(asc(payments.confirmedAt), asc(payments.id));
  return rows.map((row) => {
    if (!row.paidAt) throw new Error(`job charge ${row.paymentId} is listed without confirmed_at`);
    return { ...row, paidAt: row.paidAt };
  });
}

/**
 * The places approved from these charges, oldest first. A place whose money passed to a reserve
 * (decision 0036) is left out: the reserve's place, which keeps the pool's charge, holds it now.
 */
export async function listPoolPlaces(
  db: DbOrTx,
  paymentIds: string[],
  feesAccount: string,
): Promise<JobPoolPlaceRow[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .select({
      paymentId: shiftPay.paymentId,
      shiftId: shiftPay.shiftId,
      freelancerName: profiles.fullName,
      status: shiftPay.status,
      payoutId: sql<string | null>`CASE WHEN ${payout.status} = 'sent' THEN ${payout.id} END`,
      releasedCents: payout.amountCents,
      feeKeptCents: sql<string | null>`(SELECT -sum(l.amount_cents) FROM money_entries e
        JOIN money_lines l ON l.entry_id = e.id
        WHERE e.shift_id = ${shiftPay.shiftId} AND e.kind = 'release' AND l.account = ${feesAccount})`,
    })
    .from(shiftPay)
    .leftJoin(profiles, eq(profiles.userId, shiftPay.freelancerId))
    .leftJoin(payout, eq(payout.shiftId, shiftPay.shiftId))
    .where(
      and(
        inArray(shiftPay.paymentId, paymentIds),
        isNotNull(shiftPay.fundingJobId),
        sql`${shiftPay.status} <> 'passed'`,
      ),
    )
    .orderBy(asc(shiftPay.createdAt), asc(shiftPay.shiftId));
  return rows.map((row) => ({
    ...row,
    releasedCents: Number(row.releasedCents ?? 0),
    feeKeptCents: Number(row.feeKeptCents ?? 0),
  }));
}

/** The refunds of these charges (each pooled place's and the unused places'), oldest first. */
export async function listRefunds(db: DbOrTx, paymentIds: string[]): Promise<JobRefundRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      paymentId: shiftRefunds.paymentId,
      shiftId: shiftRefunds.shiftId,
      freelancerName: profiles.fullName,
      amountCents: shiftRefunds.amountCents,
      reason: shiftRefunds.reason,
      status: shiftRefunds.status,
      endToEndId: shiftRefunds.endToEndId,
      refundedAt: shiftRefunds.refundedAt,
    })
    .from(shiftRefunds)
    .leftJoin(shiftPay, eq(shiftPay.shiftId, shiftRefunds.shiftId))
    .leftJoin(profiles, eq(profiles.userId, shiftPay.freelancerId))
    .where(inArray(shiftRefunds.paymentId, paymentIds))
    .orderBy(asc(shiftRefunds.createdAt), asc(shiftRefunds.id));
}
