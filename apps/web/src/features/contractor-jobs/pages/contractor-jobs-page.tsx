import { useMemo } from 'react';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { useGradualCount } from '@/lib/use-gradual-count';
import { Button } from '@/components/ui/button';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useContractorJobs } from '../api/get-contractor-jobs';
import { EventCard } from '../components/event-card';
import { JobCard } from '../components/job-card';
import { JobsEmpty } from '../components/jobs-empty';
import { JobsHero } from '../components/jobs-hero';
import { groupByEvent } from '../lib/event-progress';

/** Cards drawn per task when the list arrives (see useGradualCount): a contractor's card is large. */
const CARDS_PER_TASK = 2;

/** /contractor/jobs (also /contractor, /contractor/job-postings, /job-postings): my jobs and credits. */
export function ContractorJobsPage() {
  const { data, error, isPending, refetch, isRefetching } = useContractorJobs();
  // An event's jobs are one card (decision 0038).
  const entries = useMemo(() => groupByEvent(data?.jobs ?? []), [data]);
  const drawn = useGradualCount(entries.length, CARDS_PER_TASK);
  return (
    <div className="flex flex-col gap-6">
      <title>Minhas Vagas · Vamos Trabalhar</title>
      <JobsHero credits={data?.credits} />
      {isPending ? (
        <CardListSkeleton label="Carregando vagas..." count={2} cardClassName="h-96 sm:h-60" />
      ) : error ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
        >
          <p className="text-sm text-red-800">{error instanceof ApiError ? error.message : INTERNAL_MESSAGE}</p>
          <Button variant="outline" size="sm" disabled={isRefetching} onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : data.jobs.length === 0 ? (
        <JobsEmpty />
      ) : (
        <section aria-label="Vagas publicadas" aria-busy={drawn < entries.length} className="flex flex-col gap-4">
          {entries
            .slice(0, drawn)
            .map((entry) =>
              entry.kind === 'job' ? (
                <JobCard key={entry.job.id} job={entry.job} />
              ) : (
                <EventCard key={entry.id} id={entry.id} name={entry.name} jobs={entry.jobs} />
              ),
            )}
        </section>
      )}
    </div>
  );
}
