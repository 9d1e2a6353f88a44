import type { ApplicationCounts } from '@vamos/shared/schemas/applications';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ListError } from '@/components/ui/list-error';
import { useMyApplications } from '@/api/applications';
import { ApplicationCard } from '../components/application-card';

function Counts({ counts }: { counts: ApplicationCounts }) {
  const items = [
    { label: 'Pendentes', value: counts.pending },
    { label: 'Aprovadas', value: counts.approved },
    { label: 'Rejeitadas', value: counts.rejected },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm"
        >
          <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
          <dd className="text-2xl font-extrabold text-brand-800">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Body() {
  const query = useMyApplications();
  if (query.isPending) return <Spinner label="Carregando candidaturas..." />;
  if (query.isError) {
    return (
      <ListError
        title="Erro ao carregar candidaturas"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const list = query.data.pages.flatMap((page) => page.applications);
  const counts = query.data.pages[0]?.counts;
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ClipboardList className="size-6" aria-hidden />
        </span>
        <p className="text-lg font-bold text-slate-900">Nenhuma candidatura ainda</p>
        <p className="max-w-sm text-sm text-slate-600">
          Encontre uma vaga e candidate-se: as moedas só são descontadas se você for aprovado.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {counts ? <Counts counts={counts} /> : null}
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {list.map((application) => (
          <li key={application.id} className="flex flex-col">
            <ApplicationCard application={application} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          className="self-center"
        >
          {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
        </Button>
      ) : null}
    </div>
  );
}

/** /freelancer/applications (spec 01 §2.6): every application, newest first; cancel the pending ones. */
export function MyApplicationsPage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <title>Minhas Candidaturas · Vamos Trabalhar</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Minhas Candidaturas</h1>
          <p className="text-sm text-slate-600">Acompanhe a resposta dos contratantes às suas candidaturas.</p>
        </div>
        <Link to={paths.jobs.getHref()} className={buttonVariants({ variant: 'default' })}>
          Ver Vagas Disponíveis
        </Link>
      </div>
      <Body />
    </div>
  );
}
