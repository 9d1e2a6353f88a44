import type { Evaluation } from '@vamos/shared/schemas/evaluations';
import { useGivenEvaluations } from '../api/get-given-evaluations';
import { EVALUATION_TEXTS as T } from '../lib/evaluation-texts';
import { EvaluationCard } from './evaluation-card';
import { EmptyList, ListStatus } from './list-states';

/** 'Avaliações feitas': whom I rated, on which job; each can be edited. */
export function GivenTab({ onEdit }: { onEdit: (evaluation: Evaluation) => void }) {
  const { data, isPending, error, refetch } = useGivenEvaluations();
  if (!data) return <ListStatus isPending={isPending} error={error} onRetry={() => void refetch()} />;
  if (data.evaluations.length === 0) return <EmptyList text={T.empty.given} />;
  return (
    <ul className="flex flex-col gap-3" aria-label="Avaliações feitas">
      {data.evaluations.map((evaluation) => (
        <EvaluationCard key={evaluation.id} evaluation={evaluation} side="given" onEdit={onEdit} />
      ))}
    </ul>
  );
}
