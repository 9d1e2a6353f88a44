import { Link, useParams } from 'react-router';
import { ArrowLeft, Building, Clock, MapPin, SearchX, TriangleAlert } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatShift } from '@/lib/format';
import { useContractorEvent } from '../api/get-contractor-event';
import { EventActions } from '../components/event-actions';
import { EventProgressList } from '../components/event-progress-list';
import { eventKind } from '../lib/event-progress';
import { JOB_TEXTS } from '../lib/job-texts';

function EventLoadError({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && error.status === 404;
  const Icon = missing ? SearchX : TriangleAlert;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-7" aria-hidden />
      </span>
      <h1 className="text-xl font-bold text-slate-900">
        {missing ? 'Evento não encontrado' : 'Erro ao carregar evento'}
      </h1>
      <p className="text-slate-600">
        {missing ? 'O evento solicitado não existe ou foi cancelado.' : 'Não foi possível carregar o evento.'}
      </p>
      <Link to={paths.contractor.jobs.getHref()} className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
        <ArrowLeft aria-hidden />
        {JOB_TEXTS.back}
      </Link>
    </section>
  );
}

/** /contractor/eventos/:id: an event or weekly series of mine, each role's progress, and its actions (decision 0038). */
export function EventDetailsPage() {
  const { id = '' } = useParams();
  const { data: event, error, isPending } = useContractorEvent(id);
  if (isPending) return <Spinner label="Carregando evento..." />;
  if (error || !event) return <EventLoadError error={error} />;
  const first = event.jobs[0];
  const kind = [
    event.roles === 1 ? '1 função' : `${event.roles} funções`,
    event.weeks > 1 ? `toda semana, por ${event.weeks} semanas` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="flex flex-col gap-6">
      <title>{`${event.name} · Vamos Trabalhar`}</title>
      <Link
        to={paths.contractor.jobs.getHref()}
        className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {JOB_TEXTS.back}
      </Link>
      <header className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eventKind(event)}</p>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{event.name}</h1>
        <p className="text-sm text-slate-700">{kind}</p>
        {first ? (
          <div className="flex flex-col gap-1 text-sm text-slate-600">
            <p className="flex items-center gap-1.5">
              <Building className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{first.company}</span>
            </p>
            <p className="flex items-center gap-1.5">
              <MapPin className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{first.location}</span>
            </p>
            <p className="flex items-center gap-1.5">
              <Clock className="size-4 shrink-0" aria-hidden />
              <span>{formatShift(first.start_time, first.end_time, '–')}</span>
            </p>
          </div>
        ) : null}
        <EventActions event={event} />
      </header>
      <EventProgressList jobs={event.jobs} headingLevel="h2" />
    </div>
  );
}
