import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '@vamos/shared/schemas/receipts';
import { api } from '@/lib/api-client';

export const receiptKeys = {
  all: ['receipts'] as const,
  one: (payoutId: string) => [...receiptKeys.all, 'one', payoutId] as const,
  month: (month: string) => [...receiptKeys.all, 'month', month] as const,
};

/** `GET /api/receipts/:payoutId`: a sent pay-out's receipt (its freelancer's, or its company's). */
export async function getReceipt(payoutId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Receipt> {
  return api<Receipt>(`/receipts/${encodeURIComponent(payoutId)}`, { signal });
}

/** Where the receipt's PDF downloads from (`recibo-VT-….pdf`). */
export function receiptPdfHref(payoutId: string): string {
  return `/api/receipts/${encodeURIComponent(payoutId)}/pdf`;
}

export function getReceiptQueryOptions(payoutId: string) {
  // A sent receipt never changes.
  return queryOptions({
    queryKey: receiptKeys.one(payoutId),
    queryFn: ({ signal }) => getReceipt(payoutId, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useReceipt(payoutId: string) {
  return useQuery(getReceiptQueryOptions(payoutId));
}
