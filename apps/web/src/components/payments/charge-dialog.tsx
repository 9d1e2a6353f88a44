import { CircleCheck, CircleX, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Payment } from '@vamos/shared/schemas/payments';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { usePayment } from '@/api/payments';
import { CHARGE_TEXTS } from './charge-texts';
import { focusDialogItself, PixCharge } from './pix-charge';

/** What the dialog says; the coin and plan pages word it their own way. */
export type ChargeDialogTexts = {
  confirmedTitle: string;
  /** What the user got, under the confirmed title. */
  confirmedDescription: (payment: Payment) => ReactNode;
  pendingTitle: string;
  pendingDescription: ReactNode;
  /** The button that asks the provider now. */
  check: string;
  /** Once expired or cancelled. */
  closedTitle: (payment: Payment) => string;
  closedDescription: string;
};

type ChargeDialogProps = {
  payment: Payment | null;
  texts: ChargeDialogTexts;
  checking: boolean;
  onCheck: (id: string) => void;
  onOpenChange: (open: boolean) => void;
};

/** The end of a charge, confirmed or closed: an icon, what happened, and 'Fechar'. */
function ChargeEnd({ icon, title, description }: { icon: ReactNode; title: string; description: ReactNode }) {
  return (
    <>
      {icon}
      <DialogTitle className="text-center">{title}</DialogTitle>
      <DialogDescription className="text-center">{description}</DialogDescription>
      <DialogFooter>
        <DialogClose asChild>
          <Button className="w-full sm:w-auto">{CHARGE_TEXTS.close}</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

/**
 * A charge in a dialog (the coin and plan pages): while pending, its QR code and PIX code with a
 * button to check it now; confirmed or closed, what came of it. It follows the charge live, so it
 * turns to confirmed as soon as the provider confirms.
 */
export function ChargeDialog({ payment, texts, checking, onCheck, onOpenChange }: ChargeDialogProps) {
  const { data: current } = usePayment(payment);
  const shown = current ?? payment;
  return (
    <Dialog open={payment !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onOpenAutoFocus={focusDialogItself}>
        {!shown ? null : shown.status === 'confirmed' ? (
          <ChargeEnd
            icon={<CircleCheck className="mx-auto size-14 text-emerald-600" aria-hidden />}
            title={texts.confirmedTitle}
            description={texts.confirmedDescription(shown)}
          />
        ) : shown.status === 'pending' ? (
          <>
            <DialogTitle>{texts.pendingTitle}</DialogTitle>
            <DialogDescription>{texts.pendingDescription}</DialogDescription>
            <PixCharge payment={shown} />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{CHARGE_TEXTS.close}</Button>
              </DialogClose>
              <Button variant="secondary" disabled={checking} onClick={() => onCheck(shown.id)}>
                <RefreshCw aria-hidden className={checking ? 'animate-spin' : undefined} />
                {checking ? CHARGE_TEXTS.checking : texts.check}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <ChargeEnd
            icon={<CircleX className="mx-auto size-14 text-slate-500" aria-hidden />}
            title={texts.closedTitle(shown)}
            description={texts.closedDescription}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
