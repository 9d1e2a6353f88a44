import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import type { QueryKey } from '@tanstack/react-query';
import type { Payment } from '@vamos/shared/schemas/payments';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelPayment } from '@/api/payments';
import { CHARGE_TEXTS, chargeErrorText, toastConfirmed } from './charge-texts';

/** What the question and the toasts say; the coin and plan pages word it their own way. */
export type CancelChargeTexts = {
  question: string;
  confirm: string;
  /** The question's body: what cancelling this charge means. */
  warning: (payment: Payment) => ReactNode;
  cancelled: string;
  failed: string;
  /** The failure toast's line when the server gave no message. */
  failedFallback: string;
  /** The 'Pagamento Confirmado!' toast's line when the charge turns out paid. */
  confirmedDescription: (payment: Payment) => string;
};

type CancelChargeOptions = {
  /** What shows the pending charge: refetched once the cancel settles. */
  invalidates: readonly QueryKey[];
  texts: CancelChargeTexts;
};

/**
 * Cancelling the pending charge: the question's state and the call, with its toasts. Call it in
 * a component that stays mounted once the charge is gone (the toasts of `mutate` are dropped
 * with the component that made the call).
 */
export function useCancelCharge({ invalidates, texts }: CancelChargeOptions) {
  const [asking, setAsking] = useState(false);
  const mutation = useCancelPayment({ invalidates });
  const cancel = (payment: Payment) =>
    mutation.mutate(payment.id, {
      onSuccess: ({ payment: result }) => {
        setAsking(false);
        // Paid meanwhile: the server confirms it instead of cancelling.
        if (result.status === 'confirmed') toastConfirmed(result, texts.confirmedDescription(result));
        else toast.success(texts.cancelled);
      },
      onError: (error) => {
        setAsking(false);
        toast.error(texts.failed, { description: chargeErrorText(error, texts.failedFallback) });
      },
    });
  return { texts, asking, setAsking, cancelling: mutation.isPending, cancel };
}

type CancelChargeButtonProps = {
  payment: Payment;
  /** From `useCancelCharge`. */
  cancel: ReturnType<typeof useCancelCharge>;
  className?: string;
};

/** 'Cancelar' on the pending charge: asks first ('Voltar' keeps it), then cancels it. */
export function CancelChargeButton({ payment, cancel, className }: CancelChargeButtonProps) {
  return (
    <>
      <Button variant="outline" className={className} onClick={() => cancel.setAsking(true)}>
        <X aria-hidden />
        {CHARGE_TEXTS.cancel}
      </Button>
      <ConfirmDialog
        open={cancel.asking}
        onOpenChange={cancel.setAsking}
        title={cancel.texts.question}
        description={cancel.texts.warning(payment)}
        confirmLabel={cancel.texts.confirm}
        pendingLabel={CHARGE_TEXTS.cancelling}
        confirmVariant="destructive"
        pending={cancel.cancelling}
        onConfirm={() => cancel.cancel(payment)}
      />
    </>
  );
}
