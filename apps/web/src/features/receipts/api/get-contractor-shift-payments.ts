import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractorShiftPayments } from '@vamos/shared/schemas/shift-payments';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';

export const shiftPaymentKeys = {
  all: ['shift-payments'] as const,
  month: (month: string) => [...shiftPaymentKeys.all, 'month', month] as const,
};

// A place's charge paid, its money released, refunded or paid out: the months shown refetch.
registerRealtimeInvalidation('job.changed', () => [shiftPaymentKeys.all]);
registerRealtimeInvalidation('payment.changed', () => [shiftPaymentKeys.all]);

/** `GET /api/contractor/shift-payments?month=yyyy-MM`: 'Pagamentos de vagas', the month's charges of the company's places. */
export async function getContractorShiftPayments(
  month: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ContractorShiftPayments> {
  return api<ContractorShiftPayments>(`/contractor/shift-payments?month=${encodeURIComponent(month)}`, { signal });
}

export function getContractorShiftPaymentsQueryOptions(month: string) {
  return queryOptions({
    queryKey: shiftPaymentKeys.month(month),
    queryFn: ({ signal }) => getContractorShiftPayments(month, { signal }),
  });
}

export function useContractorShiftPayments(month: string) {
  return useQuery(getContractorShiftPaymentsQueryOptions(month));
}
