import type { MyApplicationItem } from '@vamos/shared/schemas/applications';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { ApplicationStatusBadge, RejectionReason } from '@/components/applications/application-status';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatBrl, formatDate, formatShift } from '@/lib/format';
import { useMyApplications } from '@/api/applications';
import { EmptyState } from './empty-state';
import { JobImage } from '@/components/jobs/job-image';
import { ListError } from '@/components/ui/list-error';
import { LoadMore } from './load-more';

function ApplicationRow({ application }: { application: MyApplicationItem }) {
  const { job } = application;
  return (
    <article className="relative flex min-w-0 flex-1 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:shadow-md">
      <JobImage
        imageUrl={job.image_url}
        segment=""
        variant="sm"
        className="size-14 shrink-0 rounded-lg"
        iconClassName="size-6"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 truncate font-bold text-slate-900">
            <Link
              to={paths.job.getHref(job.id)}
              className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:underline"
            >
              {job.title}
            </Link>
          </h3>
          <ApplicationStatusBadge application={application} />
        </div>
        <p className="truncate text-sm text-slate-600">{job.company}</p>
        <RejectionReason application={application} className="text-sm font-medium text-red-800" />
        <p className="text-sm text-slate-700">
          {formatDate(job.service_date)} · {formatShift(job.start_time, job.end_time, 'às')} ·{' '}
          <span className="font-semibold text-brand-800">{formatBrl(job.salary_cents)}</span>
        </p>
      </div>
    </article>
  );
}

/** 'Minhas Candidaturas': the jobs I applied to, newest first; the full page manages them. */
export function ApplicationsTab() {
  const applications = useMyApplications();
  if (applications.isPending) return <Spinner label="Carregando candidaturas..." />;
  if (applications.isError) {
    return (
      <ListError
        title="Erro ao carregar candidaturas"
        error={applications.error}
        onRetry={() => void applications.refetch()}
        retrying={applications.isRefetching}
      />
    );
  }
  const list = applications.data.pages.flatMap((page) => page.applications);
  const manage = (
    <Link to={paths.freelancer.applications.getHref()} className={buttonVariants({ variant: 'outline' })}>
      Gerenciar candidaturas
    </Link>
  );
  if (list.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title="Nenhuma candidatura ainda"
        text="Candidate-se a uma vaga em 'Todas as Vagas' e acompanhe aqui a resposta do contratante."
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {list.map((application) => (
          <li key={application.id} className="flex">
            <ApplicationRow application={application} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={applications.hasNextPage}
        loading={applications.isFetchingNextPage}
        onLoadMore={() => void applications.fetchNextPage()}
      />
      <div className="flex justify-center">{manage}</div>
    </div>
  );
}
