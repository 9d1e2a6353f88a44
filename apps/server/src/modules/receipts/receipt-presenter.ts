import { shiftWindow, toHourMinute } from '@vamos/shared/dates';
import { maskCnpj, maskCpf } from '@vamos/shared/masks';
import { hoursBetween, netOf, receiptNumber, type Withholding } from '@vamos/shared/receipts';
import type { Receipt } from '@vamos/shared/schemas/receipts';
import { AS_PERSON, type Receiving } from '../payouts/payouts.service.ts';
import type { ReceiptRow } from './receipts.repo.ts';

/**
 * The withholdings of a receipt (INSS, IRRF, ISS). None is computed yet (a following issue will):
 * the receipt, the PDF and the CSV already carry their lines and take them from the gross.
 */
function withholdingsOf(_row: ReceiptRow): Withholding[] {
  return [];
}

/** The hours of the shift: between check-in and check-out when both were recorded, else the scheduled ones. */
function workedOf(row: ReceiptRow): Receipt['worked'] {
  const { checkedInAt, checkedOutAt } = row;
  if (checkedInAt && checkedOutAt && checkedOutAt > checkedInAt) {
    return {
      checked_in_at: checkedInAt,
      checked_out_at: checkedOutAt,
      hours: hoursBetween(new Date(checkedInAt), new Date(checkedOutAt)),
      source: 'check_in_out',
    };
  }
  const { startsAt, endsAt } = shiftWindow(row.job);
  return {
    checked_in_at: checkedInAt,
    checked_out_at: checkedOutAt,
    hours: hoursBetween(startsAt, endsAt),
    source: 'schedule',
  };
}

/**
 * A sent pay-out as its receipt: both parties (how the freelancer receives from `receiving`, by
 * freelancer id: a person when absent), the job, the hours, the money and the PIX.
 */
export function presentReceipt(row: ReceiptRow, receiving: ReadonlyMap<string, Receiving>): Receipt {
  const withholdings = withholdingsOf(row);
  const { receivingAs, meiCnpj } = receiving.get(row.freelancerId) ?? AS_PERSON;
  const gross = row.amountCents;
  return {
    payout_id: row.payoutId,
    number: receiptNumber(row.payoutId),
    kind: row.payStatus === 'compensated' ? 'late_cancellation' : 'shift',
    issued_at: row.sentAt.toISOString(),
    contractor: {
      name: row.contractor.companyName?.trim() || row.contractor.fullName || '',
      cnpj: row.contractor.cnpj ? maskCnpj(row.contractor.cnpj) : null,
    },
    freelancer: {
      name: row.freelancer.fullName ?? '',
      cpf: row.freelancer.cpf ? maskCpf(row.freelancer.cpf) : null,
      receiving_as: receivingAs,
      mei_cnpj: meiCnpj ? maskCnpj(meiCnpj) : null,
    },
    job: {
      id: row.job.id,
      title: row.job.title,
      service_date: row.job.serviceDate,
      start_time: toHourMinute(row.job.startTime),
      end_time: toHourMinute(row.job.endTime),
    },
    worked: workedOf(row),
    gross_cents: gross,
    fee_cents: row.feeCents,
    withholdings,
    net_cents: netOf(gross, withholdings),
    contractor_total_cents: gross + row.feeCents,
    pix: { end_to_end_id: row.endToEndId, sent_at: row.sentAt.toISOString(), provider: row.provider },
  };
}
