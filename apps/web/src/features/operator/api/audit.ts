import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditList } from '@vamos/shared/schemas/operator';
import { api } from '@/lib/api-client';
import { operatorKeys, operatorRead } from './get-operator-session';

/** `GET /api/operator/audit`: 'Auditoria', what operators did, newest first. */
export function getAudit({ signal }: { signal?: AbortSignal } = {}): Promise<AuditList> {
  return api<AuditList>('/operator/audit', { signal });
}

export function useAudit() {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: operatorKeys.audit,
      queryFn: ({ signal }) =>
        operatorRead(
          getAudit({ signal }),
          () => void queryClient.invalidateQueries({ queryKey: operatorKeys.session }),
        ),
      retry: false,
    }),
  );
}
