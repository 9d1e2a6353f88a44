import { useEffect, useRef } from 'react';
import { RatingStars, formatRating } from '@/components/ui/rating-stars';
import { useReceivedEvaluations } from '../api/get-received-evaluations';
import { EVALUATION_TEXTS as T, evaluationsCountLabel } from '../lib/evaluation-texts';
import { EvaluationCard } from './evaluation-card';
import { EmptyList, ListStatus } from './list-states';

/**
 * 'Avaliações': how others rated me (count, rounded stars, average with one decimal) and their words.
 * `justReceived` (the notification's `?received=`) is marked, scrolled to and focused, once.
 */
export function ReceivedTab({ justReceived = null }: { justReceived?: string | null }) {
  const { data, isPending, error, refetch } = useReceivedEvaluations();
  const marked = useRef<HTMLLIElement>(null);
  const shown = useRef<string | null>(null);
  const found = data?.evaluations.some((evaluation) => evaluation.id === justReceived) ?? false;
  useEffect(() => {
    const card = marked.current;
    if (!found || !card || shown.current === justReceived) return;
    shown.current = justReceived;
    card.focus({ preventScroll: true });
    // Centred: clear of the sticky top bar and of the bottom bar.
    card.scrollIntoView({ block: 'center' });
  }, [found, justReceived]);
  if (!data) return <ListStatus isPending={isPending} error={error} onRetry={() => void refetch()} />;
  if (data.total_evaluations === 0) return <EmptyList text={T.empty.received} />;
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Resumo das avaliações"
        className="flex items-center gap-4 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
      >
        <p className="text-4xl font-bold tracking-tight text-slate-900" data-testid="average-rating">
          {data.average_rating === null ? '–' : formatRating(data.average_rating)}
        </p>
        <div className="flex flex-col gap-1">
          <RatingStars value={data.average_rating} starClassName="size-5" />
          <p className="text-sm text-slate-700">{evaluationsCountLabel(data.total_evaluations)}</p>
        </div>
      </section>
      <ul className="flex flex-col gap-3" aria-label="Avaliações recebidas">
        {data.evaluations.map((evaluation) => (
          <EvaluationCard
            key={evaluation.id}
            ref={evaluation.id === justReceived ? marked : undefined}
            evaluation={evaluation}
            side="received"
            justReceived={evaluation.id === justReceived}
          />
        ))}
      </ul>
    </div>
  );
}
