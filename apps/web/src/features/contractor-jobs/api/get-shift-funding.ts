import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShiftFunding } from '@vamos/shared/schemas/guaranteed-pay';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/**
 * A guaranteed-pay place's money and PIX charge (decision 0042), by the shift (application) id:
 * under the jobs' prefix (here, not in ./query-keys, which the job form's page carries).
 */
export const shiftFundingKey = (shiftId: string) => [...contractorJobsKeys.all, 'shift-pay', shiftId] as const;

/**
 * GET /api/contractor/shift-pay/:shiftId: a guaranteed-pay place's money and its PIX charge ('Pagar'
 * reopens its QR code). Under the jobs' prefix: the events that change a job's candidates, and
 * `payment.changed` (./get-contractor-job), refetch it.
 */
export async function getShiftFunding(
  shiftId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ShiftFunding> {
  return api<ShiftFunding>(`/contractor/shift-pay/${encodeURIComponent(shiftId)}`, { signal });
}

export function getShiftFundingQueryOptions(shiftId: string) {
  return queryOptions({
    queryKey: shiftFundingKey(shiftId),
    queryFn: ({ signal }) => getShiftFunding(shiftId, { signal }),
  });
}

/**
 * The place's funding as it is now: from the approval's answer when there is one, then the server's;
 * followed while it is shown (`enabled`).
 */
export function useShiftFunding(shiftId: string, { initial, enabled }: { initial?: ShiftFunding; enabled: boolean }) {
  return useQuery({ ...getShiftFundingQueryOptions(shiftId), initialData: initial, staleTime: 0, enabled });
}
