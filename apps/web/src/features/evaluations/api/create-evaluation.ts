import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEvaluationInput, Evaluation } from '@vamos/shared/schemas/evaluations';
import { api } from '@/lib/api-client';
import { evaluationsKeys } from './query-keys';

/** `POST /api/evaluations`: rate the other side of a job that is over. */
export async function createEvaluation(input: CreateEvaluationInput): Promise<Evaluation> {
  return api<Evaluation>('/evaluations', { method: 'POST', body: input });
}

/** Every evaluation list and the badge refetch afterwards (also after a refusal: the lists were stale). */
export function useCreateEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvaluation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: evaluationsKeys.all }),
  });
}
