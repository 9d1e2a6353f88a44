import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dashboard } from '@vamos/shared/schemas/operator-dashboard';
import { api } from '@/lib/api-client';
import { operatorKeys, operatorRead } from './get-operator-session';

/** `GET /api/operator/dashboard`: 'Painel', today's and the last 30 days' figures (decision 0055). */
export function getDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<Dashboard> {
  return api<Dashboard>('/operator/dashboard', { signal });
}

export function useDashboard() {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: operatorKeys.dashboard,
      queryFn: ({ signal }) =>
        operatorRead(
          getDashboard({ signal }),
          () => void queryClient.invalidateQueries({ queryKey: operatorKeys.session }),
        ),
      retry: false,
    }),
  );
}
