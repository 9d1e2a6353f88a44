import type { Payment } from '@vamos/shared/schemas/payments';
import { ChargeDialog, type ChargeDialogTexts } from '@/components/payments/charge-dialog';
import { formatDate } from '@/lib/format';
import { creditsAddedLabel, SUBSCRIPTION_TEXTS as T } from '../lib/subscription-texts';

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
export function PaymentStatusDialog({ activeUntil, ...dialog }: PaymentStatusDialogProps) {
  const texts: ChargeDialogTexts = {
    confirmedTitle: T.approved,
    confirmedDescription: (payment) => (
      <>
        {payment.product_name} ativo{activeUntil ? ` até ${formatDate(activeUntil)}` : ''}.{' '}
        {creditsAddedLabel(payment.quantity)}
      </>
    ),
    pendingTitle: T.inProcess,
    pendingDescription: T.inProcessDescription,
    check: T.viewStatus,
    closedTitle: () => T.closed,
    closedDescription: T.closedDescription,
  };
  return <ChargeDialog texts={texts} {...dialog} />;
}
