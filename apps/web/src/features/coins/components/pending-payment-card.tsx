import { CircleCheck, QrCode, RefreshCw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { coins } from '@vamos/shared/pricing';
import type { Payment } from '@vamos/shared/schemas/payments';
import { CancelChargeButton, useCancelCharge, type CancelChargeTexts } from '@/components/payments/cancel-charge';
import { chargeErrorText } from '@/components/payments/charge-texts';
import { ExpiryCountdown } from '@/components/payments/pix-charge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatBrl } from '@/lib/format';
import { paymentsKeys, useReconcilePayments } from '@/api/payments';
import { COINS_TEXTS, creditedLabel } from '../lib/coins-texts';

const CANCEL_TEXTS: CancelChargeTexts = {
  question: COINS_TEXTS.cancelQuestion,
  confirm: COINS_TEXTS.cancelConfirm,
  warning: (payment) => (
    <p>
      A cobrança PIX de {formatBrl(payment.amount_cents)} do {payment.product_name} será cancelada. Se você já pagou,
      use &quot;Voltar&quot; e aguarde a confirmação.
    </p>
  ),
  cancelled: COINS_TEXTS.cancelled,
  failed: COINS_TEXTS.cancelFailed,
  failedFallback: COINS_TEXTS.unknownError,
  confirmedDescription: (payment) => creditedLabel(payment.quantity),
};

/** 'Verificar' (no charge pending): re-reads the user's charges from the provider. */
function VerifyPayments() {
  const reconcile = useReconcilePayments();
  const verify = () =>
    reconcile.mutate(undefined, {
      onSuccess: (result) =>
        result.payments_corrected > 0
          ? toast.success(COINS_TEXTS.corrected, {
              description: `${result.payments_corrected} pagamento(s) atualizado(s).`,
            })
          : toast.info(COINS_TEXTS.checked, { description: COINS_TEXTS.nothingToCorrect }),
      onError: (error) =>
        toast.error(COINS_TEXTS.reconcileFailed, { description: chargeErrorText(error, COINS_TEXTS.unknownError) }),
    });
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-center gap-2">
        <CircleCheck className="size-5 text-emerald-700" aria-hidden />
        <h2 className="font-semibold text-slate-900">{COINS_TEXTS.noPending}</h2>
      </div>
      <p className="text-sm text-slate-600">{COINS_TEXTS.verifyHint}</p>
      <Button variant="outline" className="self-start" disabled={reconcile.isPending} onClick={verify}>
        <RefreshCw aria-hidden className={reconcile.isPending ? 'animate-spin' : undefined} />
        {reconcile.isPending ? COINS_TEXTS.verifying : COINS_TEXTS.verify}
      </Button>
    </Card>
  );
}

type PendingPaymentCardProps = { payment: Payment | null; onView: (payment: Payment) => void };

/**
 * The pending PIX charge with 'Ver' (QR code and copy code) and 'Cancelar' (after a
 * confirmation); without one, 'Verificar' (spec 02 "Coin packages").
 */
export function PendingPaymentCard({ payment, onView }: PendingPaymentCardProps) {
  // Held by the card, which stays mounted when the charge is gone: the cancel's toast still shows.
  const cancel = useCancelCharge({ invalidates: [paymentsKeys.all], texts: CANCEL_TEXTS });
  if (!payment) return <VerifyPayments />;

  return (
    <Card className="flex flex-col gap-3 border-amber-300 bg-amber-50 p-5" data-testid="pending-payment">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="font-semibold text-amber-950">{COINS_TEXTS.pendingTitle}</h2>
        <ExpiryCountdown expiresAt={payment.expires_at} className="text-sm font-medium text-amber-900" />
      </div>
      <p className="text-sm text-slate-800">
        {payment.product_name} · <strong>{formatBrl(payment.amount_cents)}</strong> · {coins(payment.quantity)}
      </p>
      <div className="flex gap-2">
        <Button className="flex-1 sm:flex-none" onClick={() => onView(payment)}>
          <QrCode aria-hidden />
          {COINS_TEXTS.view}
        </Button>
        <CancelChargeButton payment={payment} cancel={cancel} className="flex-1 sm:flex-none" />
      </div>
    </Card>
  );
}
