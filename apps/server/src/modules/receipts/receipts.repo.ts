/**
 * What a receipt reads (decision 0046), and nothing it writes: a sent pay-out (`payouts`) with its
 * place's money (`shift_pay`, the fee in the release's ledger entry), the job, both parties'
 * profiles, the shift's check-in and check-out (`shift_moves`) and the provider of the place's
 * charge. A read model over tables other modules own; no table of its own.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentProviderName } from '@vamos/shared/payment-providers';
import type { DbOrTx } from '../../db/client.ts';
import type { ShiftPayStatus } from '@vamos/shared/guaranteed-pay';
import { jobs, payments, payouts, profiles, shiftPay } from '../../db/schema.ts';

const contractorProfile = alias(profiles, 'contractor_profile');
const freelancerProfile = alias(profiles, 'freelancer_profile');

/** When the shift's last `move` was made (ISO text, UTC), or null. */
const movedAt = (move: 'check_in' | 'conclude') =>
  sql<string | null>`(SELECT to_char(max(m.at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    FROM shift_moves m WHERE m.shift_id = ${payouts.shiftId} AND m.move = ${move})`;

/** The fee the place's release credited to the platform's fee account (the share's fee on a late cancellation). */
const releasedFee = (feesAccount: string) =>
  sql<string | null>`(SELECT -sum(l.amount_cents) FROM money_entries e JOIN money_lines l ON l.entry_id = e.id
    WHERE e.shift_id = ${payouts.shiftId} AND e.kind = 'release' AND l.account = ${feesAccount})`;

export type ReceiptRow = {
  payoutId: string;
  amountCents: number;
  endToEndId: string | null;
  sentAt: Date;
  freelancerId: string;
  payStatus: ShiftPayStatus;
  feeCents: number;
  provider: PaymentProviderName;
  job: { id: string; contractorId: string; title: string; serviceDate: string; startTime: string; endTime: string };
  contractor: { companyName: string | null; fullName: string | null; cnpj: string | null };
  freelancer: { fullName: string | null; cpf: string | null };
  checkedInAt: string | null;
  checkedOutAt: string | null;
};

function receiptsQuery(db: DbOrTx, where: SQL | undefined, feesAccount: string) {
  return db
    .select({
      payoutId: payouts.id,
      amountCents: payouts.amountCents,
      endToEndId: payouts.endToEndId,
      sentAt: payouts.sentAt,
      freelancerId: payouts.freelancerId,
      payStatus: shiftPay.status,
      feeCents: releasedFee(feesAccount),
      provider: payments.provider,
      job: {
        id: jobs.id,
        contractorId: jobs.contractorId,
        title: jobs.title,
        serviceDate: jobs.serviceDate,
        startTime: jobs.startTime,
        endTime: jobs.endTime,
      },
      contractor: {
        companyName: contractorProfile.companyName,
        fullName: contractorProfile.fullName,
        cnpj: contractorProfile.cnpj,
      },
      freelancer: { fullName: freelancerProfile.fullName, cpf: freelancerProfile.cpf },
      checkedInAt: movedAt('check_in'),
      checkedOutAt: movedAt('conclude'),
    })
    .from(payouts)
    .innerJoin(shiftPay, eq(shiftPay.shiftId, payouts.shiftId))
    .innerJoin(payments, eq(payments.id, shiftPay.paymentId))
    .innerJoin(jobs, eq(jobs.id, payouts.jobId))
    .leftJoin(contractorProfile, eq(contractorProfile.userId, jobs.contractorId))
    .leftJoin(freelancerProfile, eq(freelancerProfile.userId, payouts.freelancerId))
    .where(and(eq(payouts.status, 'sent'), sql`${payouts.sentAt} IS NOT NULL`, where));
}

type QueryRow = Awaited<ReturnType<typeof receiptsQuery>>[number];

function toReceiptRow(row: QueryRow): ReceiptRow {
  // The query keeps only pay-outs with a sent_at.
  if (!row.sentAt) throw new Error(`pay-out ${row.payoutId} is sent without sent_at`);
  return {
    ...row,
    sentAt: row.sentAt,
    feeCents: Number(row.feeCents ?? 0),
    contractor: row.contractor ?? { companyName: null, fullName: null, cnpj: null },
    freelancer: row.freelancer ?? { fullName: null, cpf: null },
  };
}

/** The receipt of a sent pay-out; undefined when there is no such pay-out or it was not sent. */
export async function findReceipt(db: DbOrTx, payoutId: string, feesAccount: string): Promise<ReceiptRow | undefined> {
  const [row] = await receiptsQuery(db, eq(payouts.id, payoutId), feesAccount);
  return row && toReceiptRow(row);
}

/** The receipts of a contractor's jobs whose PIX was sent in [from, to), in the order they were sent. */
export async function listSentForContractor(
  db: DbOrTx,
  contractorId: string,
  { from, to }: { from: Date; to: Date },
  feesAccount: string,
): Promise<ReceiptRow[]> {
  const rows = await receiptsQuery(
    db,
    and(
      eq(jobs.contractorId, contractorId),
      sql`${payouts.sentAt} >= ${from.toISOString()}::timestamptz`,
      sql`${payouts.sentAt} < ${to.toISOString()}::timestamptz`,
    ),
    feesAccount,
  ).orderBy(asc(payouts.sentAt), asc(payouts.id));
  return rows.map(toReceiptRow);
}
