import { useState } from 'react';
import { X } from 'lucide-react';
import { toast } from '@/lib/toast';
import { SHIFT_PAY_STATUS_LABELS } from '@vamos/shared/guaranteed-pay';
import type { ShiftFunding } from '@vamos/shared/schemas/guaranteed-pay';
import { ChargeDialogView, chargeStateOf, type ChargeState } from '@/components/payments/charge-dialog';
import { CHARGE_TEXTS, chargeErrorText } from '@/components/payments/charge-texts';
import { Button } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog-content';
import { Spinner } from '@/components/ui/spinner';
import { formatBrl } from '@/lib/format';
import { useCheckShiftFunding } from '../api/check-shift-funding';
import { useShiftFunding } from '../api/get-shift-funding';
import { FUNDING_TEXTS, fundedDescription } from '../lib/funding-texts';
import { PayBreakdown } from './pay-breakdown';
import { useCancelHold } from './use-cancel-hold';

export type FundingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The place being paid: its application's id. */
  shiftId: string;
  /** The approval's answer, shown at once; otherwise ('Pagar') the dialog reads the place's funding. */
  initial?: ShiftFunding;
};

/** Where the place's money stands, as the charge dialog shows it. */
function fundingState(funding: ShiftFunding): ChargeState {
  switch (funding.status) {
    case 'awaiting':
      return chargeStateOf(funding.payment);
    case 'held':
    case 'released':
    case 'compensated':
    case 'disputed':
    case 'passed':
    case 'returned':
      return 'confirmed';
    case 'refunded':
    case 'lapsed':
      return 'closed';
    default: {
      const unknown: never = funding.status;
      return unknown;
    }
  }
}

/**
 * 'Pagar vaga por PIX' (decision 0042): after approving on a guaranteed-pay job, the place's PIX
 * charge — who and what it pays (value, service fee, total), the QR code and 'copia e cola', the
 * time the place stays reserved — with 'Já paguei' and 'Cancelar pagamento'. It follows the place
 * (realtime `payment.changed`), so it says 'Pagamento confirmado' as soon as the bank confirms.
 */
export function FundingDialog({ open, onOpenChange, shiftId, initial }: FundingDialogProps) {
  const funding = useShiftFunding(shiftId, { initial, enabled: open });
  const check = useCheckShiftFunding();
  // 'Cancelar pagamento?' takes the dialog's place while it is asked (one dialog open at a time).
  const [asking, setAsking] = useState(false);
  const data = funding.data;
  const name = data?.freelancer_name.trim() ?? '';
  const cancelQuestion = useCancelHold({
    shiftId,
    name,
    onSettled: (cancelled) => {
      setAsking(false);
      if (cancelled) onOpenChange(false);
    },
  });

  function checkNow() {
    check.mutate(shiftId, {
      onSuccess: (result) => {
        if (fundingState(result) === 'pending') {
          toast.info(CHARGE_TEXTS.stillPending, { description: CHARGE_TEXTS.tryLater });
        }
      },
      onError: (error) => toast.error(CHARGE_TEXTS.checkFailed, { description: chargeErrorText(error) }),
    });
  }

  if (asking) {
    return <ConfirmDialogContent open={open} onOpenChange={(next) => !next && setAsking(false)} {...cancelQuestion} />;
  }
  return (
    <ChargeDialogView
      className="max-w-lg"
      open={open}
      onOpenChange={onOpenChange}
      payment={data?.payment ?? null}
      state={data ? fundingState(data) : undefined}
      texts={{
        confirmedTitle: FUNDING_TEXTS.confirmed,
        confirmedDescription: () => fundedDescription(name),
        pendingTitle: FUNDING_TEXTS.title,
        pendingDescription: FUNDING_TEXTS.description,
        check: FUNDING_TEXTS.check,
        closedTitle: () => SHIFT_PAY_STATUS_LABELS[data?.status === 'refunded' ? 'refunded' : 'lapsed'],
        closedDescription:
          data?.status === 'refunded' ? FUNDING_TEXTS.refundedDescription : FUNDING_TEXTS.lapsedDescription,
      }}
      checking={check.isPending}
      onCheck={checkNow}
      summary={
        data ? (
          <PayBreakdown
            className="w-full"
            lines={[
              { label: FUNDING_TEXTS.freelancer, value: name },
              { label: FUNDING_TEXTS.value, value: formatBrl(data.value_cents) },
              { label: FUNDING_TEXTS.fee, value: formatBrl(data.fee_cents) },
              { label: FUNDING_TEXTS.total, value: formatBrl(data.total_cents), total: true },
            ]}
          />
        ) : undefined
      }
      expiresAt={data?.hold_expires_at}
      pixTexts={{ openInvoice: FUNDING_TEXTS.openInvoice, delay: FUNDING_TEXTS.afterPaying }}
      actions={
        <Button variant="outline" onClick={() => setAsking(true)}>
          <X aria-hidden />
          {FUNDING_TEXTS.cancel}
        </Button>
      }
      fallback={
        funding.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {chargeErrorText(funding.error)}
          </p>
        ) : (
          <Spinner label={FUNDING_TEXTS.loading} />
        )
      }
    />
  );
}
