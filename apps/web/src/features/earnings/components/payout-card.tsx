import { Link } from 'react-router';
import { brazilianDate } from '@vamos/shared/dates';
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '@vamos/shared/guaranteed-pay';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import type { PayoutView } from '@vamos/shared/schemas/guaranteed-pay';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatBrl, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRetryPayout } from '../api/retry-payout';

type Tone = 'success' | 'destructive' | 'warning' | 'outline';

/** The badge's tone for a pay-out's status: paid, failed, waiting for the key, on its way. */
function toneOf(status: PayoutStatus): Tone {
  switch (status) {
    case 'sent':
      return 'success';
    case 'failed':
      return 'destructive';
    case 'waiting_key':
      return 'warning';
    case 'queued':
    case 'sending':
      return 'outline';
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}

/** A failed pay-out's ways out: check the key on the profile, or send it again. */
function FailedActions({ payout }: { payout: PayoutView }) {
  const retry = useRetryPayout();
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={paths.freelancer.profile.getHref('recebimento')}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        Conferir chave PIX
      </Link>
      <Button
        size="sm"
        disabled={retry.isPending}
        aria-label={`Tentar novamente o pagamento de ${payout.job_title} (${brazilianDate(payout.service_date)})`}
        onClick={() =>
          retry.mutate(payout.id, {
            onSuccess: () => toast.success('Vamos enviar o PIX de novo.'),
            onError: (error) => toast.error(error instanceof ApiError ? error.message : INTERNAL_MESSAGE),
          })
        }
      >
        Tentar novamente
      </Button>
    </div>
  );
}

/** One pay-out of 'Meus ganhos': the shift it pays, its value, where its PIX is, and the receipt once sent. */
export function PayoutCard({ payout }: { payout: PayoutView }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="flex min-w-0 flex-col">
          <Link
            to={paths.job.getHref(payout.job_id)}
            className="font-semibold break-words text-brand-800 underline-offset-4 hover:underline"
          >
            {payout.job_title}
          </Link>
          <span className="text-sm text-slate-600">Turno de {brazilianDate(payout.service_date)}</span>
        </div>
        <span className="text-lg font-bold text-slate-900 tabular-nums">{formatBrl(payout.amount_cents)}</span>
      </div>
      <Badge variant={toneOf(payout.status)} className="self-start rounded-lg whitespace-normal">
        {PAYOUT_STATUS_LABELS[payout.status]}
      </Badge>
      {payout.status === 'sent' && payout.sent_at ? (
        <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-slate-700">Enviado em {formatDateTime(payout.sent_at)}</p>
          {payout.end_to_end_id ? (
            <dl>
              <dt className="text-slate-600">ID da transação PIX</dt>
              <dd className="font-mono text-xs break-all text-slate-900">{payout.end_to_end_id}</dd>
            </dl>
          ) : null}
        </div>
      ) : null}
      {payout.status === 'sent' ? (
        <Link
          to={paths.receipt.getHref(payout.id)}
          aria-label={`Ver recibo de ${payout.job_title} (${brazilianDate(payout.service_date)})`}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
        >
          Ver recibo
        </Link>
      ) : null}
      {payout.status === 'failed' ? <FailedActions payout={payout} /> : null}
    </li>
  );
}
