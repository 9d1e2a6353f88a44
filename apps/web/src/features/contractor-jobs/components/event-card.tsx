import { memo } from 'react';
import { Link } from 'react-router';
import { Building, CalendarDays, MapPin, PartyPopper } from 'lucide-react';
import type { ContractorJob } from '@vamos/shared/schemas/job-views';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate, formatShift } from '@/lib/format';
import { eventDays, progressText } from '../lib/event-progress';

/**
 * An event (or weekly series) of the contractor's list (decision 0038): its name, and for each
 * date each role's approved/places ('Garçom 4/6 · Bartender 2/2 · Segurança 0/1'), with a way to
 * the event's page.
 */
export const EventCard = memo(function EventCard({
  id,
  name,
  jobs,
}: {
  id: string;
  name: string;
  jobs: ContractorJob[];
}) {
  const titleId = `event-${id}-title`;
  const first = jobs[0];
  const pending = jobs.reduce((sum, job) => sum + (job.status === 'active' ? job.pending_count : 0), 0);
  const days = eventDays(jobs);
  const series = days.length > 1 && days.every((day) => day.jobs.length === 1);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-widest text-brand-700 uppercase">
          <PartyPopper className="size-4" aria-hidden />
          {series ? 'Série semanal' : 'Evento'}
        </p>
        <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          {name}
        </h2>
        {first ? (
          <>
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <Building className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{first.company}</span>
            </p>
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <MapPin className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{first.location}</span>
            </p>
          </>
        ) : null}
      </div>
      <ul className="flex flex-col gap-1.5 text-sm" aria-label="Funções e aprovados">
        {days.map((day) => (
          <li key={day.date} className="flex items-start gap-1.5">
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            <span>
              <span className="font-medium">
                {formatDate(day.date)}
                {day.jobs[0] ? `, ${formatShift(day.jobs[0].start_time, day.jobs[0].end_time, '–')}` : ''}:
              </span>{' '}
              {progressText(day.jobs)}
            </span>
          </li>
        ))}
      </ul>
      {pending > 0 ? (
        <p className="self-start rounded-full bg-accent-300/60 px-3 py-1 text-xs font-semibold text-slate-900">
          {pending} {pending === 1 ? 'candidatura pendente' : 'candidaturas pendentes'}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:justify-end">
        <Link to={paths.contractor.event.getHref(id)} aria-label={`Ver evento: ${name}`} className={buttonVariants()}>
          Ver evento
        </Link>
      </div>
    </article>
  );
});
