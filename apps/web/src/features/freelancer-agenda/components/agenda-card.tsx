import { AGENDA_ITEM_STATUS_LABELS } from '@vamos/shared/agenda';
import { maskPhone, onlyDigits } from '@vamos/shared/masks';
import type { FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import { Clock, MapPin, Phone, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatBrl, formatDate, formatShift, parseDate, shortMonthName, shortWeekdayName } from '@/lib/format';
import { CompleteButton, WithdrawButton } from './agenda-actions';
import { PresenceActions } from './presence-actions';

/** A calendar leaf: day, month and weekday (the full date is written for screen readers). */
function DateLeaf({ iso }: { iso: string }) {
  const date = parseDate(iso);
  if (!date) return null;
  return (
    <div
      aria-hidden
      className="flex w-16 shrink-0 flex-col self-start items-center overflow-hidden rounded-xl border border-brand-100 bg-brand-50 text-brand-900"
    >
      <span className="w-full bg-brand-800 py-0.5 text-center text-[11px] font-bold tracking-wide text-white uppercase">
        {shortMonthName(date)}
      </span>
      <span className="text-2xl leading-tight font-extrabold">{String(date.getDate()).padStart(2, '0')}</span>
      <span className="pb-1 text-[11px] font-medium capitalize">{shortWeekdayName(date)}</span>
    </div>
  );
}

/**
 * One confirmed job of 'Minha Agenda' (spec 01 §2.7) with 'Vou comparecer', 'Cheguei', 'Encerrar
 * turno', 'Detalhes' and 'Desistir'.
 */
export function AgendaCard({ item }: { item: FreelancerAgendaItem }) {
  const { job, contractor } = item;
  return (
    <article className="flex flex-1 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex gap-3">
        <DateLeaf iso={item.date} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-base font-bold text-slate-900">{item.title}</h2>
            <Badge variant="success" className="shrink-0">
              {AGENDA_ITEM_STATUS_LABELS[item.status]}
            </Badge>
          </div>
          {job ? <p className="truncate text-sm text-slate-600">{job.company}</p> : null}
          <ul className="mt-1.5 flex flex-col gap-1 text-sm text-slate-700">
            <li className="flex flex-wrap items-center gap-x-1.5">
              <Clock className="size-4 text-brand-700" aria-hidden />
              {formatDate(item.date)}, {formatShift(item.start_time, item.end_time, 'às', item.ends_next_day)}
            </li>
            {job?.location || item.description ? (
              <li className="flex min-w-0 items-center gap-1.5">
                <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden />
                <span className="truncate">{job?.location ?? item.description}</span>
              </li>
            ) : null}
            {job ? <li className="font-semibold text-brand-800">{formatBrl(job.salary_cents)}</li> : null}
          </ul>
        </div>
      </div>
      {contractor ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <UserRound className="size-4 text-slate-500" aria-hidden />
            {contractor.full_name}
          </span>
          {contractor.phone ? (
            <a
              href={`tel:+55${onlyDigits(contractor.phone)}`}
              className="inline-flex items-center gap-1.5 text-brand-700 underline-offset-4 hover:underline"
            >
              <Phone className="size-4" aria-hidden />
              {maskPhone(contractor.phone)}
            </a>
          ) : null}
        </div>
      ) : null}
      <PresenceActions item={item} />
      <div className="mt-auto grid grid-cols-2 gap-2 sm:grid-cols-3 sm:items-start">
        <CompleteButton item={item} className="col-span-2 sm:col-span-1" />
        {item.job_id ? (
          <Link to={paths.job.getHref(item.job_id)} className={buttonVariants({ variant: 'secondary' })}>
            Detalhes
            <span className="sr-only"> de {item.title}</span>
          </Link>
        ) : null}
        <WithdrawButton item={item} />
      </div>
    </article>
  );
}
