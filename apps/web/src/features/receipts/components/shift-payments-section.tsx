import { Link } from 'react-router';
import { QrCode, ReceiptText } from 'lucide-react';
import type { ContractorShiftPayments, ShiftPayment, ShiftPaymentRefund } from '@vamos/shared/schemas/shift-payments';
import { ShiftPayBadge } from '@/components/payments/shift-pay-badge';
import { buttonVariants } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatBrl } from '@/lib/format';
import { monthLabel } from '@/lib/months';
import { useContractorShiftPayments } from '../api/get-contractor-shift-payments';
import { ChargeHeading, REFUND_TONES } from './charge-heading';
import { JobPaymentItem } from './job-payment-item';

function RefundLine({ refund }: { refund: ShiftPaymentRefund }) {
  return (
    <p className="text-sm break-words text-slate-700">
      <span className="font-semibold">Reembolso de {formatBrl(refund.amount_cents)}</span> · {refund.reason_text}.{' '}
      <span className={cn('font-semibold', REFUND_TONES[refund.status])}>{refund.status_text}</span>
    </p>
  );
}

function ShiftPaymentItem({ payment }: { payment: ShiftPayment }) {
  const name = payment.freelancer_name || 'Freelancer';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <ChargeHeading title={name} charge={payment} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ShiftPayBadge status={payment.status} />
        {payment.payout_id && (
          <Link
            to={paths.receipt.getHref(payment.payout_id)}
            aria-label={`Ver recibo de ${name} em ${payment.job.title}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ReceiptText aria-hidden />
            Ver recibo
          </Link>
        )}
      </div>
      {payment.refund && <RefundLine refund={payment.refund} />}
    </li>
  );
}

/** The month's charges, a place's or a whole job's, by when each was confirmed (the sort is stable: ties keep the server's order). */
function chargesOf(listed: ContractorShiftPayments) {
  return [
    ...listed.job_payments.map((payment) => ({
      at: payment.paid_at,
      node: <JobPaymentItem key={payment.payment_id} payment={payment} />,
    })),
    ...listed.payments.map((payment) => ({
      at: payment.paid_at,
      node: <ShiftPaymentItem key={payment.payment_id} payment={payment} />,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

function ShiftPaymentsList({ listed }: { listed: ContractorShiftPayments }) {
  const charges = chargesOf(listed);
  return charges.length === 0 ? (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
      <QrCode className="size-6 text-slate-500" aria-hidden />
      <p className="font-semibold text-slate-900">Nenhum pagamento de vaga neste mês.</p>
      <p className="text-sm text-slate-600">
        Ao aprovar um freelancer numa vaga com Pagamento garantido, o PIX que você paga aparece aqui.
      </p>
    </div>
  ) : (
    <ul className="flex flex-col gap-3" aria-label={`Pagamentos de vagas de ${monthLabel(listed.month)}`}>
      {charges.map((charge) => charge.node)}
    </ul>
  );
}

/**
 * The month's sums, then 'Pagamentos de vagas': every PIX charge of the month's places (by when it was
 * confirmed), and where each one's money is.
 */
export function ShiftPaymentsSection({ month }: { month: string }) {
  const listed = useContractorShiftPayments(month);
  return (
    <>
      {listed.data && <ShiftPaymentsTotals totals={listed.data.totals} />}
      <section aria-labelledby="pagamentos-de-vagas" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h3 id="pagamentos-de-vagas" className="text-lg font-semibold text-slate-900">
            Pagamentos de vagas
          </h3>
          <p className="text-sm text-slate-600">
            Cada PIX pago por uma vaga com Pagamento garantido, pela data em que foi confirmado, e onde está o dinheiro.
          </p>
        </div>
        {listed.isPending ? (
          <CardListSkeleton label="Carregando os pagamentos" count={2} cardClassName="h-28" />
        ) : listed.isError ? (
          <ListError
            title="Não foi possível carregar os pagamentos."
            error={listed.error}
            onRetry={() => void listed.refetch()}
            retrying={listed.isFetching}
          />
        ) : (
          <ShiftPaymentsList listed={listed.data} />
        )}
      </section>
    </>
  );
}

/** The month's sums: what was paid, what went back, what reached the freelancers, the fees, what is held. */
function ShiftPaymentsTotals({ totals }: { totals: ContractorShiftPayments['totals'] }) {
  const parts = [
    { label: 'Reembolsos', cents: totals.refunded_cents },
    { label: 'Liberado aos freelancers', cents: totals.released_cents },
    { label: 'Taxas de serviço', cents: totals.fees_cents },
    { label: 'Ainda retido', cents: totals.held_cents },
  ];
  return (
    <dl
      aria-label="Resumo do mês"
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-4"
    >
      <div className="col-span-2 flex flex-col sm:col-span-4">
        <dt className="text-xs text-slate-600">Pago no mês</dt>
        <dd className="text-2xl font-bold text-slate-900 tabular-nums">{formatBrl(totals.paid_cents)}</dd>
      </div>
      {parts.map((part) => (
        <div key={part.label} className="flex flex-col">
          <dt className="text-xs text-slate-600">{part.label}</dt>
          <dd className="text-base font-bold text-slate-900 tabular-nums">{formatBrl(part.cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
