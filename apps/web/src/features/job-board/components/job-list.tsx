import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { useJobs } from '../api/get-jobs';
import { hasAnyFilter, type JobFilters } from '../lib/job-filters';
import { EmptyState } from './empty-state';
import { JobCard } from './job-card';
import { ListError } from '@/components/ui/list-error';
import { useGradualCount } from '@/lib/use-gradual-count';
import { LoadMore } from './load-more';

/** Cards drawn per task when a page of jobs arrives (see useGradualCount). */
const CARDS_PER_TASK = 2;

/** 'Todas as Vagas': the server filters and pages; more load as the list scrolls. */
export function JobList({ filters, onClear }: { filters: JobFilters; onClear: () => void }) {
  const jobs = useJobs(filters);
  const list = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];
  const drawn = useGradualCount(list.length, CARDS_PER_TASK);

  if (jobs.isPending) {
    return (
      <CardListSkeleton
        label="Carregando vagas..."
        className="grid grid-cols-1 lg:grid-cols-2"
        cardClassName="h-52 sm:h-56"
      />
    );
  }
  if (jobs.isError) {
    return (
      <ListError
        title="Erro ao carregar vagas"
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
        retrying={jobs.isRefetching}
      />
    );
  }

  const filtered = hasAnyFilter(filters);
  const updating = jobs.isFetching && !jobs.isFetchingNextPage;
  // Busy while refreshed, and while the cards that arrived are still being drawn.
  return (
    <div aria-busy={updating || drawn < list.length} className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        {updating
          ? 'Atualizando vagas...'
          : list.length === 1
            ? '1 vaga encontrada'
            : `${list.length} vagas encontradas`}
      </p>
      {list.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="Opa!"
          text={
            filtered
              ? 'Nenhuma vaga encontrada com os filtros aplicados.'
              : 'Nenhuma vaga disponível no momento. Volte em breve!'
          }
        >
          {filtered ? (
            <Button variant="outline" onClick={onClear}>
              Limpar filtros
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <ul
          className={
            updating
              ? 'grid grid-cols-1 gap-3 opacity-60 transition-opacity lg:grid-cols-2'
              : 'grid grid-cols-1 gap-3 lg:grid-cols-2'
          }
        >
          {list.slice(0, drawn).map((job) => (
            <li key={job.id} className="flex">
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={jobs.hasNextPage && drawn === list.length}
        loading={jobs.isFetchingNextPage}
        onLoadMore={() => void jobs.fetchNextPage()}
      />
    </div>
  );
}
