import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Evaluation, EvaluationFieldsInput } from '@vamos/shared/schemas/evaluations';
import { api } from '@/lib/api-client';
import { evaluationsKeys } from './query-keys';

/** `PUT /api/evaluations/:id`: its author changes the rating, comment and toggles. */
export async function updateEvaluation({ id, ...input }: EvaluationFieldsInput & { id: string }): Promise<Evaluation> {
  return api<Evaluation>(`/evaluations/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvaluation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: evaluationsKeys.all }),
  });
}
