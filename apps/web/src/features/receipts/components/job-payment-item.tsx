import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import type { JobPayment, JobPaymentPlace, JobPaymentRefund } from '@vamos/shared/schemas/shift-payments';
import { ShiftPayBadge } from '@/components/payments/shift-pay-badge';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatBrl } from '@/lib/format';
import { ChargeHeading, REFUND_TONES } from './charge-heading';

const vagas = (n: number) => (n === 1 ? '1 vaga' : `${n} vagas`);

/** What a refund of the job's charge was for: a place's, the unused places', or the whole charge. */
function refundTitle(refund: JobPaymentRefund): string {
  if (refund.reason === 'pool_leftover') return 'Reembolso das vagas não usadas';
  if (refund.shift_id === null) return 'Reembolso do pagamento';
  return `Reembolso da vaga de ${refund.freelancer_name || 'Freelancer'}`;
}

function PlaceLine({ place, jobTitle }: { place: JobPaymentPlace; jobTitle: string }) {
  const name = place.freelancer_name || 'Freelancer';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2">
      <span className="min-w-0 text-sm font-medium break-words text-slate-900">{name}</span>
      <div className="flex flex-wrap items-center gap-2">
        <ShiftPayBadge status={place.status} />
        {place.payout_id && (
          <Link
            to={paths.receipt.getHref(place.payout_id)}
            aria-label={`Ver recibo de ${name} em ${jobTitle}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ReceiptText aria-hidden />
            Ver recibo
          </Link>
        )}
      </div>
    </li>
  );
}

function RefundLine({ refund }: { refund: JobPaymentRefund }) {
  return (
    <li className="flex flex-col gap-0.5 border-t border-slate-100 pt-2 text-sm text-slate-700">
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-semibold break-words">{refundTitle(refund)}</span>
        <span className="shrink-0 font-semibold tabular-nums">{formatBrl(refund.amount_cents)}</span>
      </div>
      <span className="break-words">
        {refund.reason_text}.{' '}
        <span className={cn('font-semibold', REFUND_TONES[refund.status])}>{refund.status_text}</span>
      </span>
      {refund.end_to_end_id && (
        <span className="text-xs break-all text-slate-500">ID do PIX: {refund.end_to_end_id}</span>
      )}
    </li>
  );
}

/**
 * A whole job's charge on 'Pagamentos de vagas' (decision 0056): the places it paid for, the
 * freelancers approved from it with where each one's money is, and what went back to the company.
 */
export function JobPaymentItem({ payment }: { payment: JobPayment }) {
  const used = payment.places.filter((place) => place.status !== 'returned').length;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <ChargeHeading
        title={`Pagamento de todas as vagas · ${vagas(payment.places_paid)}`}
        charge={payment}
        feeSuffix=" por vaga"
      />
      <section aria-label={`Vagas usadas de ${payment.job.title}`} className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-slate-800">
          {used} de {vagas(payment.places_paid)} {payment.places_paid === 1 ? 'usada' : 'usadas'}
        </p>
        {payment.places.length > 0 && (
          <ul className="flex flex-col gap-2">
            {payment.places.map((place) => (
              <PlaceLine key={place.shift_id} place={place} jobTitle={payment.job.title} />
            ))}
          </ul>
        )}
      </section>
      {payment.refunds.length > 0 && (
        <ul aria-label={`Reembolsos de ${payment.job.title}`} className="flex flex-col gap-2">
          {payment.refunds.map((refund) => (
            <RefundLine key={refund.shift_id ?? 'pool'} refund={refund} />
          ))}
        </ul>
      )}
    </li>
  );
}
