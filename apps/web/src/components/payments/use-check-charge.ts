import { toast } from '@/lib/toast';
import type { QueryKey } from '@tanstack/react-query';
import type { Payment } from '@vamos/shared/schemas/payments';
import { useCheckPayment } from '@/api/payments';
import { CHARGE_TEXTS, chargeErrorText, toastConfirmed } from './charge-texts';

type CheckChargeOptions = {
  /** What shows the pending charge: refetched, with the balance, when the check changed it. */
  invalidates: readonly QueryKey[];
  /** The 'Pagamento Confirmado!' toast's line: what the user got. */
  confirmedDescription: (payment: Payment) => string;
  /** The toast's line when the charge turns out expired or cancelled. */
  closedDescription: string;
};

/**
 * 'Verificar' on a pending charge: asks the provider now and says in a toast what came of it
 * (confirmed, still pending, or closed).
 */
export function useCheckCharge({ invalidates, confirmedDescription, closedDescription }: CheckChargeOptions) {
  const mutation = useCheckPayment({ invalidates });
  const check = (id: string) =>
    mutation.mutate(id, {
      onSuccess: ({ payment }) => {
        if (payment.status === 'confirmed') {
          toastConfirmed(payment, confirmedDescription(payment));
        } else if (payment.status === 'pending') {
          toast.info(CHARGE_TEXTS.stillPending, { description: CHARGE_TEXTS.tryLater });
        } else {
          toast.info(CHARGE_TEXTS.checked, { description: closedDescription });
        }
      },
      onError: (error) => toast.error(CHARGE_TEXTS.checkFailed, { description: chargeErrorText(error) }),
    });
  return { check, checking: mutation.isPending };
}
