import { QrCode, RefreshCw } from 'lucide-react';
import type { Payment } from '@vamos/shared/schemas/payments';
import { CancelChargeButton, useCancelCharge, type CancelChargeTexts } from '@/components/payments/cancel-charge';
import { ExpiryCountdown } from '@/components/payments/pix-charge';
import { Button } from '@/components/ui/button';
import { formatBrl } from '@/lib/format';
import { subscriptionQueryKey } from '../api/query-keys';
import { SUBSCRIPTION_TEXTS as T } from '../lib/subscription-texts';

const CANCEL_TEXTS: CancelChargeTexts = {
  question: T.cancelQuestion,
  confirm: T.cancelConfirm,
  warning: (payment) => (
    <p>
      A cobrança PIX de {formatBrl(payment.amount_cents)} do {payment.product_name} será cancelada e o plano não será
      ativado. Se você já pagou, use &quot;Voltar&quot; e clique em &quot;Verificar&quot;.
    </p>
  ),
  cancelled: T.cancelled,
  failed: T.cancelFailed,
  failedFallback: T.cancelFailed,
  confirmedDescription: () => T.startedConfirmed,
};

type PendingChargeBannerProps = {
  payment: Payment;
  checking: boolean;
  onView: () => void;
  onCheck: () => void;
};

/** The pending plan charge: 'Ver' (QR code), 'Verificar' (ask the provider), 'Cancelar' (confirmed first). */
export function PendingChargeBanner({ payment, checking, onView, onCheck }: PendingChargeBannerProps) {
  const cancel = useCancelCharge({ invalidates: [subscriptionQueryKey], texts: CANCEL_TEXTS });
  const payable = payment.qr_code_png_base64 !== null || payment.pix_payload !== null || payment.invoice_url !== null;

  return (
    <section
      aria-labelledby="cobranca-pendente"
      data-testid="pending-payment"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 md:flex-row md:items-center md:justify-between md:p-5"
    >
      <div>
        <h2 id="cobranca-pendente" className="font-semibold text-amber-950">
          {T.pendingTitle}: {payment.product_name}
        </h2>
        <p className="text-sm text-slate-800">
          <strong>{formatBrl(payment.amount_cents)}</strong> por PIX ·{' '}
          <ExpiryCountdown expiresAt={payment.expires_at} className="font-medium text-amber-900" />
        </p>
      </div>
      <div className="grid grid-cols-3 gap-2 md:flex">
        {payable ? (
          <Button onClick={onView}>
            <QrCode aria-hidden />
            {T.view}
          </Button>
        ) : null}
        <Button variant="outline" disabled={checking} onClick={onCheck}>
          <RefreshCw aria-hidden className={checking ? 'animate-spin' : undefined} />
          {T.verify}
        </Button>
        <CancelChargeButton payment={payment} cancel={cancel} />
      </div>
    </section>
  );
}
