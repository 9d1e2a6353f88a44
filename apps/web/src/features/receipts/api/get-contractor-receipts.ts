import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractorReceipts } from '@vamos/shared/schemas/receipts';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';
import { receiptKeys } from './get-receipt';

// A place's money settled (released, so soon paid out) changes the job: the months shown refetch.
registerRealtimeInvalidation('job.changed', () => [[...receiptKeys.all, 'month']]);

/** `GET /api/contractor/receipts?month=yyyy-MM`: 'Pagamentos', the company's receipts of a month and their sums. */
export async function getContractorReceipts(
  month: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ContractorReceipts> {
  return api<ContractorReceipts>(`/contractor/receipts?month=${encodeURIComponent(month)}`, { signal });
}

/** Where the month's CSV downloads from (`recibos-yyyy-MM.csv`). */
export function receiptsCsvHref(month: string): string {
  return `/api/contractor/receipts.csv?month=${encodeURIComponent(month)}`;
}

export function getContractorReceiptsQueryOptions(month: string) {
  return queryOptions({
    queryKey: receiptKeys.month(month),
    queryFn: ({ signal }) => getContractorReceipts(month, { signal }),
  });
}

export function useContractorReceipts(month: string) {
  return useQuery(getContractorReceiptsQueryOptions(month));
}
