import { History } from 'lucide-react';
import { brazilianDayMonth, saoPauloClock } from '@vamos/shared/dates';
import { jobHistoryLine } from '@vamos/shared/job-history';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { useJobHistory } from '../api/get-job-history';

/** '27/11, 14:05': when, in São Paulo time, as every date of the job is. */
function historyTime(at: string): string {
  const { date, time } = saoPauloClock(new Date(at));
  return `${brazilianDayMonth(date)}, ${time}`;
}

/**
 * 'Histórico' on the job's page (issue 26, decision 0040): who of the company did what to the job,
 * oldest first — 'Publicada por Ana Souza', 'Aprovado por Bruno Lima · João Silva'. A job published
 * before the history was kept has no entries.
 */
export function JobHistorySection({ jobId }: { jobId: string }) {
  const { data, error, isPending, refetch, isFetching } = useJobHistory(jobId);
  return (
    <section
      aria-labelledby="job-history-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="job-history-title" className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <History className="size-4 text-brand-700" aria-hidden />
        Histórico
      </h2>
      {isPending ? (
        <Spinner label="Carregando histórico..." className="py-4" />
      ) : error ? (
        <ListError
          title="Não foi possível carregar o histórico."
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data.entries.length === 0 ? (
        <p className="text-sm text-slate-600">Sem registros ainda.</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {data.entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex flex-col">
              <span className="text-slate-900">{jobHistoryLine(entry)}</span>
              <time dateTime={entry.at} className="text-xs text-slate-500">
                {historyTime(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
