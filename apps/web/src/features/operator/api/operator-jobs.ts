import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HideJobInput,
  HideJobResult,
  OperatorJobList,
  OperatorJobQuery,
} from '@vamos/shared/schemas/operator-jobs';
import { api } from '@/lib/api-client';
import { operatorKeys, operatorRead } from './get-operator-session';

/** `GET /api/operator/jobs`: 'Vagas', searched by text, city, status and date (decision 0054). */
export function getOperatorJobs(filter: OperatorJobQuery, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams(
    Object.entries(filter).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  ).toString();
  return api<OperatorJobList>(`/operator/jobs${query ? `?${query}` : ''}`, { signal });
}

export function useOperatorJobs(filter: OperatorJobQuery) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: [...operatorKeys.jobs, filter],
      queryFn: ({ signal }) =>
        operatorRead(
          getOperatorJobs(filter, { signal }),
          () => void queryClient.invalidateQueries({ queryKey: operatorKeys.session }),
        ),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}

/** `POST /api/operator/jobs/:id/hide`: 'Ocultar vaga', with the reason. */
export function hideJob(jobId: string, input: HideJobInput): Promise<HideJobResult> {
  return api<HideJobResult>(`/operator/jobs/${encodeURIComponent(jobId)}/hide`, { method: 'POST', body: input });
}

export function useHideJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HideJobInput) => hideJob(jobId, input),
    // Hidden here or by someone else (409): the lists, the reports on it and the audit change either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.jobs }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.reports }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.audit }),
      ]),
  });
}
