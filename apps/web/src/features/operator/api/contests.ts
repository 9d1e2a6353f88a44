import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContestDecisionInput, ContestDecisionResult, ContestList } from '@vamos/shared/schemas/operator';
import { api } from '@/lib/api-client';
import { operatorKeys, operatorRead } from './get-operator-session';

/** `GET /api/operator/contests`: 'Contestações', every contested no-show. */
export function getContests({ signal }: { signal?: AbortSignal } = {}): Promise<ContestList> {
  return api<ContestList>('/operator/contests', { signal });
}

export function useContests() {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: operatorKeys.contests,
      queryFn: ({ signal }) =>
        operatorRead(
          getContests({ signal }),
          () => void queryClient.invalidateQueries({ queryKey: operatorKeys.session }),
        ),
      retry: false,
    }),
  );
}

/** `POST /api/operator/contests/:id/decision`: 'Manter falta' or 'Retirar falta', with the reason. */
export function decideContest(shiftId: string, input: ContestDecisionInput): Promise<ContestDecisionResult> {
  return api<ContestDecisionResult>(`/operator/contests/${encodeURIComponent(shiftId)}/decision`, {
    method: 'POST',
    body: input,
  });
}

export function useDecideContest(shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContestDecisionInput) => decideContest(shiftId, input),
    // Decided here or by another operator (409): the list and the audit change either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.contests }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.audit }),
      ]),
  });
}
