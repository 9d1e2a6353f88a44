import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorReportList, ResolveReportInput, ResolveReportResult } from '@vamos/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { operatorKeys, operatorRead } from './get-operator-session';

/** `GET /api/operator/reports`: 'Denúncias', the open reports, oldest first (decision 0054). */
export function getOperatorReports({ signal }: { signal?: AbortSignal } = {}): Promise<OperatorReportList> {
  return api<OperatorReportList>('/operator/reports', { signal });
}

export function useOperatorReports() {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: operatorKeys.reports,
      queryFn: ({ signal }) =>
        operatorRead(
          getOperatorReports({ signal }),
          () => void queryClient.invalidateQueries({ queryKey: operatorKeys.session }),
        ),
      retry: false,
    }),
  );
}

/** `POST /api/operator/reports/:id/resolve`: 'Ocultar vaga', 'Remover avaliação' or 'Arquivar', with the reason. */
export function resolveReport(reportId: string, input: ResolveReportInput): Promise<ResolveReportResult> {
  return api<ResolveReportResult>(`/operator/reports/${encodeURIComponent(reportId)}/resolve`, {
    method: 'POST',
    body: input,
  });
}

export function useResolveReport(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveReportInput) => resolveReport(reportId, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.reports }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.jobs }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.audit }),
      ]),
  });
}
