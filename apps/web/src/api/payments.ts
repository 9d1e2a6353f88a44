import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Payment, PaymentCheck, ReconcileResult } from '@vamos/shared/schemas/payments';
import { api } from '@/lib/api-client';
import { registerRealtimeInvalidation } from '@/lib/realtime';
import { walletKeys } from './wallet';

/**
 * The user's PIX charges (coins or plans, `/api/payments/*`): the pending one and each one by id
 * share the ['payments'] prefix. The screens that show a charge (features/coins,
 * features/subscription, with components/payments) start charges through their own resource and
 * follow, check and cancel them here.
 */
export const paymentsKeys = {
  all: ['payments'] as const,
  pending: () => [...paymentsKeys.all, 'pending'] as const,
  detail: (id: string) => [...paymentsKeys.all, 'detail', id] as const,
};

// A charge was confirmed, expired or cancelled (here, in another tab, or by the provider): the
// charges and the balance refetch. A feature that shows a charge elsewhere (the contractor's plan)
// registers its own key as well.
registerRealtimeInvalidation('payment.changed', () => [paymentsKeys.all, walletKeys.all]);

/** `GET /api/payments/{id}`: one of the user's charges, whatever its status. */
export async function getPayment(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Payment> {
  return api<Payment>(`/payments/${encodeURIComponent(id)}`, { signal });
}

export function paymentQueryOptions(id: string) {
  return queryOptions({ queryKey: paymentsKeys.detail(id), queryFn: ({ signal }) => getPayment(id, { signal }) });
}

/**
 * The charge `payment` as it is now: starts from the copy at hand and follows the server
 * (realtime `payment.changed` invalidates it), so an open dialog sees the confirmation arrive.
 */
export function usePayment(payment: Payment | null) {
  return useQuery({
    ...paymentQueryOptions(payment?.id ?? ''),
    enabled: payment !== null,
    initialData: payment ?? undefined,
    staleTime: 0,
  });
}

/** `POST /api/payments/{id}/check`: asks the provider now instead of waiting for its webhook. */
export async function checkPayment(id: string): Promise<PaymentCheck> {
  return api<PaymentCheck>(`/payments/${encodeURIComponent(id)}/check`, { method: 'POST' });
}

/** `POST /api/payments/{id}/cancel`: gives up a pending charge (paid meanwhile, it comes back confirmed). */
export async function cancelPayment(id: string): Promise<PaymentCheck> {
  return api<PaymentCheck>(`/payments/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

type ChargeMutationOptions = {
  /** What shows the pending charge (the coins' pending query, the contractor's plan). */
  invalidates: readonly QueryKey[];
};

/** 'Verificar': when the check changed the charge, what shows it is refetched with the balance. */
export function useCheckPayment({ invalidates }: ChargeMutationOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPayment,
    onSuccess: async ({ payment, changed }) => {
      queryClient.setQueryData(paymentsKeys.detail(payment.id), payment);
      if (changed) {
        await Promise.all(
          [...invalidates, walletKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
      }
    },
  });
}

/** Cancelling a charge: what shows it is refetched once settled. */
export function useCancelPayment({ invalidates }: ChargeMutationOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    onSuccess: ({ payment }) => queryClient.setQueryData(paymentsKeys.detail(payment.id), payment),
    onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** `POST /api/payments/reconcile` ('Verificar'): re-reads the user's open charges from the provider. */
export async function reconcilePayments(): Promise<ReconcileResult> {
  return api<ReconcileResult>('/payments/reconcile', { method: 'POST' });
}

export function useReconcilePayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconcilePayments,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
