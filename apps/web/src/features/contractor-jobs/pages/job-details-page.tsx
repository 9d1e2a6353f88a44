import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { jobShareUrl, ShareJobButton } from '@/components/jobs/share-job-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useContractorJob } from '../api/get-contractor-job';
import { useCredits } from '@/api/wallet';
import { CandidatesSection } from '../components/candidates-section';
import { JobDetailsHeader } from '../components/job-details-header';
import { AddressCard, RequirementsCard } from '../components/job-info-cards';
import { JobLoadError } from '../components/job-load-states';
import { JOB_TEXTS } from '../lib/job-texts';
import { CheckInCodeCard } from '../components/check-in-code-card';

// 'Histórico' comes with its own chunk and its own read, after the page's first paint: the job's
// first load carries neither (bundle budget).
// 'Pagamento de todas as vagas' (decision 0056): only a guaranteed-pay job reads it, in its own chunk.
const JobFundingPanel = lazy(async () => ({
  default: (await import('../components/job-funding-panel')).JobFundingPanel,
}));
const JobHistorySection = lazy(async () => ({
  default: (await import('../components/job-history-section')).JobHistorySection,
}));

/** /contractor/jobs/:id/details: the job, its candidates, its actions (spec 02) and its history. */
export function JobDetailsPage() {
  const { id = '' } = useParams();
  const { data: job, error, isPending } = useContractorJob(id);
  const credits = useCredits();
  // Just published with 'Pagar todas as vagas agora' (decision 0056): its PIX dialog opens at once.
  const payAllNow = (useLocation().state as { payAllNow?: boolean } | null)?.payAllNow === true;

  if (isPending) return <Spinner label={JOB_TEXTS.loadingDetails} />;
  if (error || !job) return <JobLoadError error={error} />;

  return (
    <div className="flex flex-col gap-6">
      <title>{`${job.title} · Vamos Trabalhar`}</title>
      <Link
        to={paths.contractor.jobs.getHref()}
        className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {JOB_TEXTS.back}
      </Link>
      <JobDetailsHeader job={job} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <CandidatesSection job={job} credits={credits.data} />
        </div>
        <div className="flex flex-col gap-4 lg:col-span-2">
          {job.status === 'active' ? <ShareJobButton job={job} url={jobShareUrl(location.origin, job)} /> : null}
          {job.guaranteed_pay ? (
            <Suspense fallback={null}>
              <JobFundingPanel job={job} openAtFirst={payAllNow} />
            </Suspense>
          ) : null}
          <CheckInCodeCard job={job} />
          <RequirementsCard job={job} />
          <AddressCard job={job} />
          <Suspense fallback={null}>
            <JobHistorySection jobId={job.id} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
