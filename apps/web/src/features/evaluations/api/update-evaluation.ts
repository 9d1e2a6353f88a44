import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EvaluationSchema, type Evaluation, type EvaluationFieldsInput } from '@vamos/shared/schemas/evaluations';
import { api } from '@/lib/api-client';
import { evaluationsKeys } from './query-keys';

/** `PUT /api/evaluations/:id`: its author changes the rating, comment and toggles. */
export async function updateEvaluation({ id, ...input }: EvaluationFieldsInput & { id: string }): Promise<Evaluation> {
  return EvaluationSchema.parse(
    await api<unknown>(`/evaluations/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  );
}

export function useUpdateEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvaluation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: evaluationsKeys.all }),
  });
}
