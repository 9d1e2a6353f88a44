import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { OfflineBanner, OfflineEmpty, useShowsOffline } from '@/components/offline/offline-banner';
import { InstallAppCard } from '@/components/pwa/install-app-card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useFreelancerAgenda } from '@/api/agenda';
import { AgendaCard } from '../components/agenda-card';
import { useShiftJobsKept } from '../api/keep-shift-jobs';

const AGENDA_OFFLINE_EMPTY =
  'Sua agenda aparece aqui quando você abrir o app com internet. Depois disso, ela fica salva para ver sem conexão.';

/**
 * "Sem conexão · atualizado às 14:02" while the agenda on screen is the copy kept on the phone; the
 * jobs of its shifts are fetched for that copy too.
 */
function AgendaOfflineBanner() {
  const agenda = useFreelancerAgenda();
  useShiftJobsKept(agenda.data);
  return agenda.data ? <OfflineBanner updatedAt={agenda.dataUpdatedAt} error={agenda.error} /> : null;
}

function Body() {
  const agenda = useFreelancerAgenda();
  const offline = useShowsOffline(agenda.error);
  if (agenda.isPending && offline) return <OfflineEmpty>{AGENDA_OFFLINE_EMPTY}</OfflineEmpty>;
  if (agenda.isPending) return <Spinner label="Carregando agenda..." />;
  // A refetch that fails keeps the copy on screen (read offline from the phone: decision 0031).
  if (agenda.isError && !(offline && agenda.data)) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
      >
        <p className="font-semibold text-red-900">Erro ao carregar agenda</p>
        {agenda.error instanceof ApiError ? <p className="text-sm text-red-800">{agenda.error.message}</p> : null}
        <Button variant="outline" size="sm" disabled={agenda.isRefetching} onClick={() => void agenda.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (agenda.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CalendarX2 className="size-6" aria-hidden />
        </span>
        <p className="max-w-sm text-slate-700">
          Parece que você ainda não possui nenhuma vaga confirmada na sua agenda!
        </p>
        <Link to={paths.freelancer.jobs.getHref()} className={buttonVariants()}>
          Ver Vagas
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {agenda.data.map((item) => (
        <li key={item.id} className="flex flex-col">
          <AgendaCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/** /freelancer/agenda 'Minha Agenda' (spec 01 §2.7): my confirmed jobs; refreshed every 30 s. */
export function AgendaPage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <title>Minha Agenda · Vamos Trabalhar</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Minha Agenda</h1>
        <p className="text-sm text-slate-600">Seus serviços confirmados, em ordem de data.</p>
      </div>
      <AgendaOfflineBanner />
      <Body />
      <InstallAppCard />
    </div>
  );
}
