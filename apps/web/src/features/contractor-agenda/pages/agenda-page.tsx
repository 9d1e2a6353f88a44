import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, CalendarX2, Plus, RefreshCw } from 'lucide-react';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import type { AgendaItemView } from '@vamos/shared/schemas/agenda';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { OfflineBanner, OfflineEmpty, useShowsOffline } from '@/components/offline/offline-banner';
import { InstallAppCard } from '@/components/pwa/install-app-card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatLongDate } from '@/lib/format';
import { useAgenda } from '../api/get-agenda';
import { AgendaCounters } from '../components/agenda-counters';
import { AgendaEventCard } from '../components/agenda-event-card';
import { DeleteEventDialog } from '../components/delete-event-dialog';
import { AGENDA_TEXTS } from '../lib/agenda-texts';
import { countItems, groupByDate } from '../lib/group-events';

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** /contractor/agenda and /agenda: 'Minha Agenda' (spec 02 "Contractor agenda"). */
export function AgendaPage() {
  const { data, error, isPending, refetch, isFetching, dataUpdatedAt } = useAgenda();
  const offline = useShowsOffline(error);
  const [toDelete, setToDelete] = useState<AgendaItemView | null>(null);
  const items = data?.items ?? [];
  const days = groupByDate(items);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>Minha Agenda · Vamos Trabalhar</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{AGENDA_TEXTS.title}</h1>
          <p className="text-slate-600">Seus eventos, reuniões e os trabalhos com freelancers aprovados.</p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            disabled={isFetching}
            onClick={() => void refetch()}
          >
            <RefreshCw aria-hidden className={isFetching ? 'animate-spin' : undefined} />
            {AGENDA_TEXTS.refresh}
          </Button>
          <Link
            to={paths.contractor.agendaCreate.getHref()}
            className={buttonVariants({ className: 'flex-1 sm:flex-none' })}
          >
            <Plus aria-hidden />
            {AGENDA_TEXTS.newEvent}
          </Link>
        </div>
      </div>

      {data ? <OfflineBanner updatedAt={dataUpdatedAt} error={error} /> : null}
      {isPending && offline ? (
        <OfflineEmpty>
          Sua agenda aparece aqui quando você abrir o app com internet. Depois disso, ela fica salva para ver sem
          conexão.
        </OfflineEmpty>
      ) : isPending ? (
        <Spinner label="Carregando agenda..." />
      ) : error && !(offline && data) ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
        >
          <p className="font-semibold text-red-900">{AGENDA_TEXTS.loadFailed}</p>
          <p className="text-sm text-red-800">{error instanceof ApiError ? error.message : INTERNAL_MESSAGE}</p>
        </div>
      ) : (
        <>
          <AgendaCounters counts={countItems(items)} />
          {days.length === 0 ? (
            <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <CalendarX2 className="size-7" aria-hidden />
              </span>
              <h2 className="text-lg font-semibold text-slate-900">{AGENDA_TEXTS.empty}</h2>
              <Link to={paths.contractor.agendaCreate.getHref()} className={buttonVariants({ className: 'mt-2' })}>
                <CalendarPlus aria-hidden />
                {AGENDA_TEXTS.createFirst}
              </Link>
            </section>
          ) : (
            <div className="flex flex-col gap-6">
              {days.map((day) => (
                <section key={day.date} aria-labelledby={`day-${day.date}`} className="flex flex-col gap-3">
                  <h2
                    id={`day-${day.date}`}
                    className="flex items-baseline gap-2 text-base font-semibold text-slate-900"
                  >
                    {capitalize(formatLongDate(day.date))}
                    <span className="text-sm font-normal text-slate-500">{formatDate(day.date)}</span>
                  </h2>
                  <ul className="flex flex-col gap-3">
                    {day.items.map((item) => (
                      <AgendaEventCard key={item.id} item={item} onDelete={() => setToDelete(item)} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </>
      )}
      <InstallAppCard />
      <DeleteEventDialog item={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
