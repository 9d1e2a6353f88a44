import type { Payment } from '@vamos/shared/schemas/payments';
import { ChargeDialog, type ChargeDialogTexts } from '@/components/payments/charge-dialog';
import { CHARGE_TEXTS } from '@/components/payments/charge-texts';
import { useCheckCharge } from '@/components/payments/use-check-charge';
import { paymentsKeys } from '@/api/payments';
import { COINS_TEXTS, creditedLabel } from '../lib/coins-texts';

const credited = (payment: Payment) => creditedLabel(payment.quantity);

const DIALOG_TEXTS: ChargeDialogTexts = {
  confirmedTitle: CHARGE_TEXTS.confirmed,
  confirmedDescription: credited,
  pendingTitle: COINS_TEXTS.pixTitle,
  pendingDescription: COINS_TEXTS.pixDescription,
  check: COINS_TEXTS.checkPayment,
  closedTitle: (payment) => (payment.status === 'expired' ? COINS_TEXTS.expiredTitle : COINS_TEXTS.closedTitle),
  closedDescription: COINS_TEXTS.closedDescription,
};

type PixPaymentDialogProps = { payment: Payment | null; onOpenChange: (open: boolean) => void };

/**
 * 'Ver': the pending charge's QR code and PIX code. It follows the charge live, so it turns
 * into 'Pagamento Confirmado!' as soon as the provider confirms.
 */
export function PixPaymentDialog({ payment, onOpenChange }: PixPaymentDialogProps) {
  const { check, checking } = useCheckCharge({
    invalidates: [paymentsKeys.pending()],
    confirmedDescription: credited,
    closedDescription: COINS_TEXTS.expiredNow,
  });
  return (
    <ChargeDialog
      payment={payment}
      texts={DIALOG_TEXTS}
      checking={checking}
      onCheck={check}
      onOpenChange={onOpenChange}
    />
  );
}
