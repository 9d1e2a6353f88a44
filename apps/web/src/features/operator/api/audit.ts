import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditList } from '@vamos/shared/schemas/operator';
import { api } from '@/lib/api-client';
import { operatorKeys } from './get-operator-session';

/** `GET /api/operator/audit`: 'Auditoria', what operators did, newest first. */
export function getAudit({ signal }: { signal?: AbortSignal } = {}): Promise<AuditList> {
  return api<AuditList>('/operator/audit', { signal });
}

export const auditQueryOptions = queryOptions({
  queryKey: operatorKeys.audit,
  queryFn: ({ signal }) => getAudit({ signal }),
});

export function useAudit() {
  return useQuery(auditQueryOptions);
}
