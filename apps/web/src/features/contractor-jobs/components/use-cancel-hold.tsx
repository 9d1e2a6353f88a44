import { toast } from '@/lib/toast';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import type { ConfirmDialogProps } from '@/components/ui/confirm-dialog-content';
import { ApiError } from '@/lib/api-client';
import { useCancelShiftHold } from '../api/cancel-shift-hold';
import { cancelHoldWarning, cancelledDescription, FUNDING_TEXTS } from '../lib/funding-texts';

type CancelHoldOptions = {
  /** The place awaiting payment (its application's id) and whose it is. */
  shiftId: string;
  name: string;
  /** After the call, whatever came of it (the question closes). */
  onSettled: (cancelled: boolean) => void;
};

/**
 * 'Cancelar pagamento?' (decision 0042): the question's words and the call that cancels the place's
 * PIX charge and frees it, with a toast of what came of it (in the server's words when it refused).
 */
export function useCancelHold({ shiftId, name, onSettled }: CancelHoldOptions) {
  const cancel = useCancelShiftHold();
  const question: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> = {
    title: FUNDING_TEXTS.cancelQuestion,
    description: <p>{cancelHoldWarning(name)}</p>,
    confirmLabel: FUNDING_TEXTS.cancel,
    pendingLabel: FUNDING_TEXTS.cancelling,
    confirmVariant: 'destructive',
    pending: cancel.isPending,
    onConfirm: () =>
      cancel.mutate(shiftId, {
        onSuccess: () => {
          onSettled(true);
          toast.success(FUNDING_TEXTS.cancelled, { description: cancelledDescription(name) });
        },
        onError: (error) => {
          onSettled(false);
          toast.error(FUNDING_TEXTS.cancelFailed, {
            description: error instanceof ApiError ? error.message : INTERNAL_MESSAGE,
          });
        },
      }),
  };
  return question;
}
