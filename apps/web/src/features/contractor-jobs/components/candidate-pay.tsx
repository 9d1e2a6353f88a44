import { QrCode, X } from 'lucide-react';
import type { JobApplication } from '@vamos/shared/schemas/job-views';
import { ShiftPayBadge } from '@/components/payments/shift-pay-badge';
import { Button } from '@/components/ui/button';
import { confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { hourMinute, parseDate } from '@/lib/format';
import { FUNDING_TEXTS, heldUntilText } from '../lib/funding-texts';

/**
 * Where the place's money is on a guaranteed-pay job ('Pago (retido)', 'Liberado'…), beside the
 * shift's badge; not while both would say 'Aguardando pagamento'.
 */
export function PayStatusBadge({ application }: { application: JobApplication }) {
  const { pay } = application;
  if (!pay || (pay.status === 'awaiting' && application.status === 'awaiting_payment')) return null;
  return <ShiftPayBadge status={pay.status} />;
}

/** Until when an awaiting place stays reserved ('Lugar reservado até 14:32 para o pagamento.'). */
export function HeldUntil({ application }: { application: JobApplication }) {
  const until = application.pay ? parseDate(application.pay.hold_expires_at) : null;
  if (application.status !== 'awaiting_payment' || !until) return null;
  return <p className="text-xs font-medium text-amber-800">{heldUntilText(hourMinute(until))}</p>;
}

type AwaitingPaymentActionsProps = {
  name: string;
  onPay: () => void;
  onCancel: () => void;
};

/** 'Pagar' (the PIX charge again) and 'Cancelar pagamento' on a place awaiting its payment. */
export function AwaitingPaymentActions({ name, onPay, onCancel }: AwaitingPaymentActionsProps) {
  return (
    <div className="grid w-full grid-cols-2 gap-2 min-[480px]:flex min-[480px]:w-auto">
      <Button
        size="sm"
        variant="outline"
        className="border-red-200 text-red-700 hover:bg-red-50"
        onClick={onCancel}
        {...confirmDialogPreload}
        aria-label={`${FUNDING_TEXTS.cancel} de ${name}`}
      >
        <X aria-hidden />
        {FUNDING_TEXTS.cancel}
      </Button>
      <Button size="sm" onClick={onPay} aria-label={`${FUNDING_TEXTS.pay} vaga de ${name}`}>
        <QrCode aria-hidden />
        {FUNDING_TEXTS.pay}
      </Button>
    </div>
  );
}
