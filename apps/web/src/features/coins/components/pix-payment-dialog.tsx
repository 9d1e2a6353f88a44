import { CircleCheck, CircleX, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import type { Payment } from '@vamos/shared/schemas/payments';
import { focusDialogItself, PixCharge } from '@/components/payments/pix-charge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useCheckPayment } from '../api/check-payment';
import { usePayment } from '../api/get-payment';
import { COINS_TEXTS, creditedLabel } from '../lib/coins-texts';

type PixPaymentDialogProps = { payment: Payment | null; onOpenChange: (open: boolean) => void };

/**
 * 'Ver': the pending charge's QR code and PIX code. It follows the charge live, so it turns
 * into 'Pagamento Confirmado!' as soon as the provider confirms.
 */
export function PixPaymentDialog({ payment, onOpenChange }: PixPaymentDialogProps) {
  const { data: current } = usePayment(payment);
  const check = useCheckPayment();
  const shown = current ?? payment;

  const verify = (id: string) =>
    check.mutate(id, {
      onSuccess: ({ payment: checked }) => {
        if (checked.status === 'confirmed') {
          toast.success(COINS_TEXTS.confirmed, {
            id: `confirmed-${checked.id}`,
            description: creditedLabel(checked.quantity),
          });
        } else if (checked.status === 'pending') {
          toast.info(COINS_TEXTS.stillPending, { description: COINS_TEXTS.tryLater });
        } else {
          toast.info(COINS_TEXTS.checked, { description: COINS_TEXTS.expiredNow });
        }
      },
      onError: (error) =>
        toast.error(COINS_TEXTS.checkFailed, {
          description: error instanceof ApiError ? error.message : COINS_TEXTS.unknownError,
        }),
    });

  return (
    <Dialog open={payment !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onOpenAutoFocus={focusDialogItself}>
        {!shown ? null : shown.status === 'confirmed' ? (
          <>
            <CircleCheck className="mx-auto size-14 text-emerald-600" aria-hidden />
            <DialogTitle className="text-center">{COINS_TEXTS.confirmed}</DialogTitle>
            <DialogDescription className="text-center">{creditedLabel(shown.quantity)}</DialogDescription>
            <DialogFooter>
              <DialogClose asChild>
                <Button className="w-full sm:w-auto">{COINS_TEXTS.close}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : shown.status === 'pending' ? (
          <>
            <DialogTitle>{COINS_TEXTS.pixTitle}</DialogTitle>
            <DialogDescription>{COINS_TEXTS.pixDescription}</DialogDescription>
            <PixCharge payment={shown} />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{COINS_TEXTS.close}</Button>
              </DialogClose>
              <Button variant="secondary" disabled={check.isPending} onClick={() => verify(shown.id)}>
                <RefreshCw aria-hidden className={check.isPending ? 'animate-spin' : undefined} />
                {check.isPending ? COINS_TEXTS.verifying : COINS_TEXTS.checkPayment}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <CircleX className="mx-auto size-14 text-slate-500" aria-hidden />
            <DialogTitle className="text-center">
              {shown.status === 'expired' ? 'Cobrança expirada' : 'Cobrança encerrada'}
            </DialogTitle>
            <DialogDescription className="text-center">
              Esta cobrança não pode mais ser paga. Escolha um pacote para gerar um novo PIX.
            </DialogDescription>
            <DialogFooter>
              <DialogClose asChild>
                <Button className="w-full sm:w-auto">{COINS_TEXTS.close}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
