import { QrCode, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Payment } from '@vamos/shared/schemas/payments';
import { ExpiryCountdown } from '@/components/payments/pix-charge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { formatBrl } from '@/lib/format';
import { useCancelPayment } from '../api/cancel-payment';
import { SUBSCRIPTION_TEXTS as T } from '../lib/subscription-texts';

type PendingChargeBannerProps = {
  payment: Payment;
  checking: boolean;
  onView: () => void;
  onCheck: () => void;
};

/** The pending plan charge: 'Ver' (QR code), 'Verificar' (ask the provider), 'Cancelar' (confirmed first). */
export function PendingChargeBanner({ payment, checking, onView, onCheck }: PendingChargeBannerProps) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelPayment();
  const payable = payment.qr_code_png_base64 !== null || payment.pix_payload !== null || payment.invoice_url !== null;

  const confirmCancel = () =>
    cancel.mutate(payment.id, {
      onSuccess: ({ payment: result }) => {
        setConfirming(false);
        // Paid meanwhile: the server confirms it instead of cancelling.
        if (result.status === 'confirmed') {
          toast.success(T.confirmed, { id: `confirmed-${result.id}`, description: T.startedConfirmed });
        } else {
          toast.success(T.cancelled);
        }
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(T.cancelFailed, { description: error instanceof ApiError ? error.message : T.cancelFailed });
      },
    });

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
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <X aria-hidden />
          {T.cancel}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.cancelQuestion}
        description={
          <p>
            A cobrança PIX de {formatBrl(payment.amount_cents)} do {payment.product_name} será cancelada e o plano não
            será ativado. Se você já pagou, use &quot;Voltar&quot; e clique em &quot;Verificar&quot;.
          </p>
        }
        confirmLabel={T.cancelConfirm}
        pendingLabel={T.cancelling}
        confirmVariant="destructive"
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </section>
  );
}
