import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { jobShareUrl, ShareJobButton } from '@/components/jobs/share-job-button';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useJob } from '../api/get-job';
import { useCoins } from '@/api/wallet';
import { ApplicationActions } from '../components/application-actions';
import { ContractorCard } from '../components/contractor-card';
import { HideContractorButton } from '../components/hide-contractor-button';
import { AddressCard, DescriptionCard, RequirementsCard } from '../components/job-detail-cards';
import { JobDetailHeader } from '../components/job-detail-header';
import { EmptyState } from '../components/empty-state';
import { ListError } from '@/components/ui/list-error';
import { ReportButton } from '@/components/reports/report-button';
import { OfflineBanner, OfflineEmpty, useShowsOffline } from '@/components/offline/offline-banner';

const NOT_FOUND = 'Vaga não encontrada';
const APPLY_PARAM = 'candidatar';

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'JOB_NOT_FOUND');
}

function BackLink() {
  return (
    <Link
      to={paths.freelancer.jobs.getHref()}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2 self-start' })}
    >
      <ArrowLeft aria-hidden />
      Voltar para vagas
    </Link>
  );
}

/** /jobs/{id} (spec 01 §2.5): everything about one job, and my application on it. */
export function JobDetailPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  const { data: coins } = useCoins();
  const [searchParams, setSearchParams] = useSearchParams();
  // `?candidatar=1` ('Candidatar-se' on the public page, then signup or login): the apply dialog opens
  // once; the address loses the flag, so going back or reloading does not open it again.
  const [openApply] = useState(() => searchParams.get(APPLY_PARAM) === '1');
  const offline = useShowsOffline(job.error);
  useEffect(() => {
    if (!searchParams.has(APPLY_PARAM)) return;
    setSearchParams(
      (params) => {
        params.delete(APPLY_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  if (job.isPending && offline) {
    return <OfflineEmpty>Esta vaga aparece aqui quando você estiver online.</OfflineEmpty>;
  }
  if (job.isPending) return <Spinner label="Carregando vaga..." />;
  // The job of an approved shift is kept on the phone (decision 0031): a failed refetch keeps it on screen.
  if (job.isError && !(offline && job.data)) {
    if (isNotFound(job.error)) {
      return (
        <div className="mx-auto w-full max-w-xl py-6">
          <title>{`${NOT_FOUND} · Vamos Trabalhar`}</title>
          <EmptyState
            icon={SearchX}
            title={NOT_FOUND}
            titleAs="h1"
            text="Ela pode ter sido preenchida, cancelada ou removida."
          >
            <Link to={paths.jobs.getHref()} className={buttonVariants()}>
              Voltar para vagas
            </Link>
          </EmptyState>
        </div>
      );
    }
    return (
      <div className="flex flex-col gap-4">
        <h1 className="sr-only">Vaga</h1>
        <ListError
          title="Erro ao carregar vaga"
          error={job.error}
          onRetry={() => void job.refetch()}
          retrying={job.isRefetching}
        />
      </div>
    );
  }

  const data = job.data;
  return (
    <div className="flex flex-col gap-4">
      <title>{`${data.title} · Vamos Trabalhar`}</title>
      <BackLink />
      <OfflineBanner updatedAt={job.dataUpdatedAt} error={job.error} />
      {/* A phone reads top to bottom; from lg the aside becomes a sticky right column. */}
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <JobDetailHeader job={data} />
        <aside
          aria-label="Candidatura e contratante"
          className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-4 lg:row-start-1"
        >
          <ApplicationActions job={data} coins={coins} openApply={openApply} />
          {data.status === 'active' ? <ShareJobButton job={data} url={jobShareUrl(location.origin, data)} /> : null}
          <ContractorCard job={data} />
          {/* Offered until I am booked on the job (its contact then shows): hiding would take my shift's page away. */}
          {data.contractor ? null : <HideContractorButton jobId={data.id} company={data.company} />}
          <ReportButton
            targetType="job"
            targetId={data.id}
            subject={`a vaga ${data.title}`}
            className="w-full text-slate-700"
          />
        </aside>
        <DescriptionCard job={data} />
        <RequirementsCard job={data} />
        <AddressCard job={data} />
      </div>
    </div>
  );
}
