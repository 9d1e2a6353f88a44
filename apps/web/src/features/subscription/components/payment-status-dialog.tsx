import { CircleCheck, CircleX, RefreshCw } from 'lucide-react';
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
import { formatDate } from '@/lib/format';
import { usePayment } from '../api/get-payment';
import { creditsLabel, SUBSCRIPTION_TEXTS as T } from '../lib/subscription-texts';

type PaymentStatusDialogProps = {
  payment: Payment | null;
  /** When the active plan ends, shown once the charge is confirmed. */
  activeUntil: string | null;
  checking: boolean;
  onCheck: (id: string) => void;
  onOpenChange: (open: boolean) => void;
};

/**
 * The payment-status dialog (spec 02 "Subscription"): 'Pagamento Aprovado!' once confirmed;
 * otherwise 'Pagamento em Processamento' with the QR code and 'Ver Status da Cobrança'. It follows
 * the charge live, so it turns to approved when the provider confirms.
 */
export function PaymentStatusDialog({
  payment,
  activeUntil,
  checking,
  onCheck,
  onOpenChange,
}: PaymentStatusDialogProps) {
  const { data: current } = usePayment(payment);
  const shown = current ?? payment;
  return (
    <Dialog open={payment !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onOpenAutoFocus={focusDialogItself}>
        {!shown ? null : shown.status === 'confirmed' ? (
          <>
            <CircleCheck className="mx-auto size-14 text-emerald-600" aria-hidden />
            <DialogTitle className="text-center">{T.approved}</DialogTitle>
            <DialogDescription className="text-center">
              {shown.product_name} ativo{activeUntil ? ` até ${formatDate(activeUntil)}` : ''}.{' '}
              {creditsLabel(shown.quantity)} foram adicionados à sua conta.
            </DialogDescription>
            <DialogFooter>
              <DialogClose asChild>
                <Button className="w-full sm:w-auto">{T.close}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : shown.status === 'pending' ? (
          <>
            <DialogTitle>{T.inProcess}</DialogTitle>
            <DialogDescription>
              Pague o PIX no app do seu banco. O plano é ativado assim que o pagamento for confirmado.
            </DialogDescription>
            <PixCharge payment={shown} />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{T.close}</Button>
              </DialogClose>
              <Button variant="secondary" disabled={checking} onClick={() => onCheck(shown.id)}>
                <RefreshCw aria-hidden className={checking ? 'animate-spin' : undefined} />
                {checking ? T.checking : T.viewStatus}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <CircleX className="mx-auto size-14 text-slate-500" aria-hidden />
            <DialogTitle className="text-center">{T.closed}</DialogTitle>
            <DialogDescription className="text-center">{T.closedDescription}</DialogDescription>
            <DialogFooter>
              <DialogClose asChild>
                <Button className="w-full sm:w-auto">{T.close}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
