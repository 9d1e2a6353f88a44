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
import { cn } from '@/lib/cn';
import { CHARGE_TEXTS } from './charge-texts';
import { focusDialogItself, PixCharge, type PixChargeProps } from './pix-charge';

/** What the dialog says; the coin and plan pages and the guaranteed-pay job word it their own way. */
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
  closedDescription: ReactNode;
};

/** Where a charge stands for its dialog: to pay, paid, or no longer payable. */
export type ChargeState = 'pending' | 'confirmed' | 'closed';

export function chargeStateOf(payment: Payment): ChargeState {
  if (payment.status === 'confirmed') return 'confirmed';
  return payment.status === 'pending' ? 'pending' : 'closed';
}

type ChargeDialogProps = {
  payment: Payment | null;
  texts: ChargeDialogTexts;
  checking: boolean;
  onCheck: (id: string) => void;
  onOpenChange: (open: boolean) => void;
};

type ChargeDialogViewProps = Omit<ChargeDialogProps, 'payment'> &
  Pick<PixChargeProps, 'summary' | 'texts' | 'expiresAt'> & {
    open: boolean;
    /** The charge as it is now; null while it is being fetched (`fallback` shows meanwhile). */
    payment: Payment | null;
    /** Where it stands, when the screen knows better than the charge's own status. */
    state?: ChargeState;
    texts: ChargeDialogTexts;
    /** The charge's own words (PixCharge), where a screen says them its way. */
    pixTexts?: PixChargeProps['texts'];
    /** More buttons beside 'Fechar' while it is to pay (e.g. 'Cancelar pagamento'). */
    actions?: ReactNode;
    /** Under the title while there is no charge to show (loading, or why it could not be read). */
    fallback?: ReactNode;
    /** The dialog's own classes (a wider one for more buttons). */
    className?: string;
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
 * A charge in a dialog, as given: while pending, its QR code and PIX code with a button to check it
 * now (and the screen's own `actions`); confirmed or closed, what came of it. The screen keeps the
 * charge up to date (ChargeDialog follows it by its id; the guaranteed-pay job by its place).
 */
export function ChargeDialogView({
  open,
  payment,
  state = payment ? chargeStateOf(payment) : 'pending',
  texts,
  checking,
  onCheck,
  onOpenChange,
  summary,
  pixTexts,
  expiresAt,
  actions,
  fallback,
  className,
}: ChargeDialogViewProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn('max-w-md', className)} onOpenAutoFocus={focusDialogItself}>
        {!payment ? (
          <>
            <DialogTitle>{texts.pendingTitle}</DialogTitle>
            {fallback}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{CHARGE_TEXTS.close}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : state === 'confirmed' ? (
          <ChargeEnd
            icon={<CircleCheck className="mx-auto size-14 text-emerald-600" aria-hidden />}
            title={texts.confirmedTitle}
            description={texts.confirmedDescription(payment)}
          />
        ) : state === 'pending' ? (
          <>
            <DialogTitle>{texts.pendingTitle}</DialogTitle>
            <DialogDescription>{texts.pendingDescription}</DialogDescription>
            <PixCharge payment={payment} summary={summary} texts={pixTexts} expiresAt={expiresAt} />
            <DialogFooter className="sm:flex-wrap">
              <DialogClose asChild>
                <Button variant="outline">{CHARGE_TEXTS.close}</Button>
              </DialogClose>
              {actions}
              <Button variant="secondary" disabled={checking} onClick={() => onCheck(payment.id)}>
                <RefreshCw aria-hidden className={checking ? 'animate-spin' : undefined} />
                {checking ? CHARGE_TEXTS.checking : texts.check}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <ChargeEnd
            icon={<CircleX className="mx-auto size-14 text-slate-500" aria-hidden />}
            title={texts.closedTitle(payment)}
            description={texts.closedDescription}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * One of the user's charges in a dialog (the coin and plan pages): it follows the charge live, so it
 * turns to confirmed as soon as the provider confirms.
 */
export function ChargeDialog({ payment, ...props }: ChargeDialogProps) {
  const { data: current } = usePayment(payment);
  return <ChargeDialogView open={payment !== null} payment={current ?? payment} {...props} />;
}
