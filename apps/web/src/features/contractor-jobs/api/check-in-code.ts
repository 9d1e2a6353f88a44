import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInCode } from '@vamos/shared/schemas/check-in';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/** The code changes at midnight and the window opens 2 h before the start: asked again every minute. */
const REFETCH_MS = 60_000;

/** `GET /api/contractor/jobs/:id/check-in-code`: today's code and its QR code (null outside the window). */
export function getCheckInCode(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<CheckInCode> {
  return api<CheckInCode>(`/contractor/jobs/${encodeURIComponent(id)}/check-in-code`, { signal });
}

export function useCheckInCode(id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...contractorJobsKeys.detail(id), 'check-in-code'] as const,
      queryFn: ({ signal }) => getCheckInCode(id, { signal }),
      enabled,
      refetchInterval: REFETCH_MS,
      refetchOnWindowFocus: 'always',
    }),
  );
}
