import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brazilianDate, saoPauloClock } from '@vamos/shared/dates';
import type { ShiftPaymentRefund } from '@vamos/shared/schemas/shift-payments';
import { paths } from '@/config/paths';
import { formatBrl } from '@/lib/format';

/** A refund's status as its colour says it. */
export const REFUND_TONES: Record<ShiftPaymentRefund['status'], string> = {
  queued: 'text-amber-800',
  sending: 'text-amber-800',
  done: 'text-emerald-800',
  failed: 'text-red-700',
};

/**
 * A charge's head on 'Pagamentos de vagas', a place's or a whole job's: what it was for and its total,
 * the job (a link to its details) and when it was paid, São Paulo's calendar, with value + fee.
 */
export function ChargeHeading({
  title,
  charge,
  feeSuffix = '',
}: {
  title: ReactNode;
  charge: {
    job: { id: string; title: string; service_date: string };
    paid_at: string;
    total_cents: number;
    value_cents: number;
    fee_cents: number;
  };
  /** After 'de taxa': ' por vaga' for a whole job's charge. */
  feeSuffix?: string;
}) {
  return (
    <div className="flex flex-col gap-0.5">
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-semibold break-words text-slate-900">{title}</span>
        <span className="shrink-0 font-bold text-slate-900 tabular-nums">{formatBrl(charge.total_cents)}</span>
      </div>
      <Link
        to={paths.contractor.jobDetails.getHref(charge.job.id)}
        className="self-start text-sm break-words text-slate-600 underline-offset-2 hover:underline"
      >
        {charge.job.title} · Turno de {brazilianDate(charge.job.service_date)}
      </Link>
      <span className="text-xs text-slate-500">
        Pago por PIX em {brazilianDate(saoPauloClock(new Date(charge.paid_at)).date)} ·{' '}
        <span className="whitespace-nowrap tabular-nums">
          {formatBrl(charge.value_cents)} + {formatBrl(charge.fee_cents)} de taxa{feeSuffix}
        </span>
      </span>
    </div>
  );
}
