import { useState } from 'react';
import { X } from 'lucide-react';
import type { JobFunding } from '@vamos/shared/schemas/guaranteed-pay';
import { toast } from '@/lib/toast';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { ChargeDialogView, chargeStateOf, type ChargeState } from '@/components/payments/charge-dialog';
import { CHARGE_TEXTS, chargeErrorText } from '@/components/payments/charge-texts';
import { Button } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog-content';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatBrl } from '@/lib/format';
import { useCancelJobFunding } from '../api/cancel-job-funding';
import { useCheckJobFunding } from '../api/check-job-funding';
import { FUNDING_TEXTS } from '../lib/funding-texts';
import { JOB_FUNDING_TEXTS } from '../lib/job-funding-texts';
import { PayBreakdown } from './pay-breakdown';

function fundingState(funding: JobFunding): ChargeState {
  if (funding.status === 'awaiting') return chargeStateOf(funding.payment);
  return funding.status === 'lapsed' ? 'closed' : 'confirmed';
}

/**
 * 'Pagar todas as vagas por PIX' (decision 0056): the job's one charge for all of its places — how
 * many, each one's value and fee, the total — with its QR code and 'copia e cola', 'Já paguei' and
 * 'Cancelar pagamento'. `funding` is the panel's (followed live), or the publication's answer.
 */
export function JobFundingDialog({
  open,
  onOpenChange,
  funding,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  funding: JobFunding | undefined;
}) {
  const check = useCheckJobFunding();
  const cancel = useCancelJobFunding();
  const [asking, setAsking] = useState(false);

  function checkNow() {
    if (!funding) return;
    check.mutate(funding.job_id, {
      onSuccess: (result) => {
        if (result.funding && fundingState(result.funding) === 'pending') {
          toast.info(CHARGE_TEXTS.stillPending, { description: CHARGE_TEXTS.tryLater });
        }
      },
      onError: (error) => toast.error(CHARGE_TEXTS.checkFailed, { description: chargeErrorText(error) }),
    });
  }

  if (asking && funding) {
    return (
      <ConfirmDialogContent
        open={open}
        onOpenChange={(next) => !next && setAsking(false)}
        title={JOB_FUNDING_TEXTS.cancelQuestion}
        description={<p>{JOB_FUNDING_TEXTS.cancelWarning}</p>}
        confirmLabel={JOB_FUNDING_TEXTS.cancel}
        pendingLabel={JOB_FUNDING_TEXTS.cancelling}
        confirmVariant="destructive"
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(funding.job_id, {
            onSuccess: () => {
              setAsking(false);
              onOpenChange(false);
              toast.success(JOB_FUNDING_TEXTS.cancelled, { description: JOB_FUNDING_TEXTS.lapsedHint });
            },
            onError: (error) => {
              setAsking(false);
              toast.error(JOB_FUNDING_TEXTS.cancelFailed, {
                description: error instanceof ApiError ? error.message : INTERNAL_MESSAGE,
              });
            },
          })
        }
      />
    );
  }
  return (
    <ChargeDialogView
      className="max-w-lg"
      open={open}
      onOpenChange={onOpenChange}
      payment={funding?.payment ?? null}
      state={funding ? fundingState(funding) : undefined}
      texts={{
        confirmedTitle: JOB_FUNDING_TEXTS.confirmed,
        confirmedDescription: () => JOB_FUNDING_TEXTS.confirmedDescription,
        pendingTitle: JOB_FUNDING_TEXTS.dialogTitle,
        pendingDescription: JOB_FUNDING_TEXTS.dialogDescription,
        check: FUNDING_TEXTS.check,
        closedTitle: () => JOB_FUNDING_TEXTS.lapsed,
        closedDescription: JOB_FUNDING_TEXTS.closedDescription,
      }}
      checking={check.isPending}
      onCheck={checkNow}
      summary={
        funding ? (
          <PayBreakdown
            className="w-full"
            lines={[
              { label: JOB_FUNDING_TEXTS.places, value: String(funding.places) },
              { label: JOB_FUNDING_TEXTS.perPlace, value: formatBrl(funding.value_cents + funding.fee_cents) },
              { label: JOB_FUNDING_TEXTS.total, value: formatBrl(funding.total_cents), total: true },
            ]}
          />
        ) : undefined
      }
      expiresAt={funding?.payment.expires_at}
      pixTexts={{ openInvoice: FUNDING_TEXTS.openInvoice, delay: FUNDING_TEXTS.afterPaying }}
      actions={
        <Button variant="outline" onClick={() => setAsking(true)}>
          <X aria-hidden />
          {JOB_FUNDING_TEXTS.cancel}
        </Button>
      }
      fallback={<Spinner label={JOB_FUNDING_TEXTS.loading} />}
    />
  );
}
