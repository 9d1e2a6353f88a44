import type { PayoutView } from '@vamos/shared/schemas/guaranteed-pay';
import type { PayoutListRow } from './payouts.repo.ts';

/** A pay-out as 'Meus ganhos' shows it. */
export function presentPayout(row: PayoutListRow): PayoutView {
  return {
    id: row.id,
    job_id: row.jobId,
    job_title: row.jobTitle,
    service_date: row.serviceDate,
    amount_cents: row.amountCents,
    status: row.status,
    end_to_end_id: row.endToEndId,
    sent_at: row.sentAt?.toISOString() ?? null,
    released_at: row.createdAt.toISOString(),
  };
}
