import { CONTRACTOR_RECORD_DAYS } from '@vamos/shared/cancellation-policy';
import type { ContractorRecord as Record } from '@vamos/shared/schemas/reliability';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** 'Cancelou 1 evento em cima da hora nos últimos 90 dias'. */
export function lateCancellationsText(n: number): string {
  if (n === 0) return `Nenhum cancelamento em cima da hora nos últimos ${CONTRACTOR_RECORD_DAYS} dias`;
  return `Cancelou ${n} ${n === 1 ? 'evento' : 'eventos'} em cima da hora nos últimos ${CONTRACTOR_RECORD_DAYS} dias`;
}

/** '12 eventos realizados'. */
export function eventsHeldText(n: number): string {
  if (n === 0) return 'Nenhum evento realizado ainda';
  return `${n} ${n === 1 ? 'evento realizado' : 'eventos realizados'}`;
}

/** The contractor's record as the server counted it (issue 24): late cancellations and events held. */
export function ContractorRecord({ record }: { record: Record }) {
  const late = record.late_cancellations > 0;
  return (
    <div className="mt-3 flex flex-col gap-1.5 border-t border-slate-100 pt-3 text-sm">
      <h3 className="font-semibold text-slate-900">Histórico do contratante</h3>
      <p className="flex items-center gap-2 text-slate-700">
        <CalendarCheck className="size-4 shrink-0 text-brand-700" aria-hidden />
        {eventsHeldText(record.events_held)}
      </p>
      <p
        className={
          late ? 'flex items-center gap-2 font-medium text-amber-800' : 'flex items-center gap-2 text-slate-700'
        }
      >
        <CalendarX className={late ? 'size-4 shrink-0 text-amber-700' : 'size-4 shrink-0 text-slate-500'} aria-hidden />
        {lateCancellationsText(record.late_cancellations)}
      </p>
      {late ? (
        <Link
          to={paths.cancellationPolicy.getHref()}
          className="text-xs font-medium text-brand-800 underline underline-offset-2"
        >
          Ver a política de cancelamento
        </Link>
      ) : null}
    </div>
  );
}
