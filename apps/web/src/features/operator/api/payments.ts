import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BalanceAdjustmentInput,
  BalanceAdjustmentResult,
  ChargeRefundInput,
  ChargeRefundResult,
  OperatorChargeList,
  PaymentFailures,
  PayoutRetryInput,
  PayoutRetryResult,
  RetryResult,
} from '@vamos/shared/schemas/operator-payments';
import { api } from '@/lib/api-client';
import { operatorKeys, operatorRead } from './get-operator-session';

/** `GET /api/operator/payments`: purchases and plan charges, newest first, searched by e-mail or charge id. */
export function getOperatorCharges(
  { q, page }: { q: string; page: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<OperatorChargeList> {
  const params = new URLSearchParams({ q, page: String(page) });
  return api<OperatorChargeList>(`/operator/payments?${params.toString()}`, { signal });
}

export function useOperatorCharges(search: { q: string; page: number }) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: [...operatorKeys.payments, search.q, search.page],
      queryFn: ({ signal }) =>
        operatorRead(
          getOperatorCharges(search, { signal }),
          () => void queryClient.invalidateQueries({ queryKey: operatorKeys.session }),
        ),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}

/** `GET /api/operator/payment-failures`: guaranteed-pay pay-outs and refunds that failed. */
export function usePaymentFailures() {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: operatorKeys.paymentFailures,
      queryFn: ({ signal }) =>
        operatorRead(
          api<PaymentFailures>('/operator/payment-failures', { signal }),
          () => void queryClient.invalidateQueries({ queryKey: operatorKeys.session }),
        ),
      retry: false,
    }),
  );
}

/** Whatever an action changed: the charges, the failures and the audit trail. */
function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: operatorKeys.payments }),
      queryClient.invalidateQueries({ queryKey: operatorKeys.paymentFailures }),
      queryClient.invalidateQueries({ queryKey: operatorKeys.audit }),
    ]);
}

/** `POST /api/operator/payments/:id/refund`: 'Estornar' with the reason. */
export function useRefundCharge(paymentId: string) {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (input: ChargeRefundInput) =>
      api<ChargeRefundResult>(`/operator/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: 'POST',
        body: input,
      }),
    onSettled: refresh,
  });
}

/** `POST /api/operator/balance-adjustments`: 'Ajustar saldo'. */
export function useAdjustBalance() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (input: BalanceAdjustmentInput) =>
      api<BalanceAdjustmentResult>('/operator/balance-adjustments', { method: 'POST', body: input }),
    onSettled: refresh,
  });
}

/** 'Reenviar' a failed pay-out (`POST /api/operator/payouts/:id/retry`) or a place's failed refund (`…/refunds/:id/retry`). */
export function useRetryFailure(kind: 'payouts' | 'refunds', id: string) {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (input: PayoutRetryInput) =>
      api<PayoutRetryResult | RetryResult>(`/operator/${kind}/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
        body: input,
      }),
    onSettled: refresh,
  });
}
