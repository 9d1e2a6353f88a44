import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorSession } from '@vamos/shared/schemas/operator';
import { ApiError, api } from '@/lib/api-client';

export const operatorKeys = {
  all: ['operator'] as const,
  session: ['operator', 'session'] as const,
  contests: ['operator', 'contests'] as const,
  audit: ['operator', 'audit'] as const,
  dashboard: ['operator', 'dashboard'] as const,
  jobs: ['operator', 'jobs'] as const,
  reports: ['operator', 'reports'] as const,
  payments: ['operator', 'payments'] as const,
  paymentFailures: ['operator', 'payment-failures'] as const,
  users: ['operator', 'users'] as const,
  usersSearch: (q: string, page: number) => ['operator', 'users', 'search', q, page] as const,
  user: (id: string) => ['operator', 'users', 'detail', id] as const,
};

/**
 * `GET /api/auth/operator/session`: the signed-in operator and what the second factor asks now
 * ('enrol', 'verify', 'ready'); null without an operator's session (401).
 */
export async function getOperatorSession({ signal }: { signal?: AbortSignal } = {}): Promise<OperatorSession | null> {
  try {
    return await api<OperatorSession>('/auth/operator/session', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const operatorSessionQueryOptions = queryOptions({
  queryKey: operatorKeys.session,
  queryFn: ({ signal }) => getOperatorSession({ signal }),
  staleTime: 0,
});

export function useOperatorSession() {
  return useQuery(operatorSessionQueryOptions);
}

/** A read of the operator's screens: a 401 (the session ended) makes the session be asked again. */
export async function operatorRead<T>(read: Promise<T>, onSignedOut: () => void): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) onSignedOut();
    throw error;
  }
}
