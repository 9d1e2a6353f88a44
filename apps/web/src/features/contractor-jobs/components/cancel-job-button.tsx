import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CalendarX } from 'lucide-react';
import { toast } from '@/lib/toast';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCancelJob } from '../api/cancel-job';
import { JOB_TEXTS } from '../lib/job-texts';
import { ConfirmDialog, confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { CancellationPolicyLink } from '@/components/applications/withdrawal-consequence';
import {
  cancellationConsequenceText,
  cancellationPayText,
  type CancellationConsequence,
} from '@vamos/shared/cancellation-policy';

/**
 * 'Cancelar evento' (spec 02 "Contractor job details"): confirm, cancel, back to the list. With people
 * booked, the dialog says what the server computed will happen to them (`consequence`: a late
 * cancellation compensates each one) and sends back whether it said late, so a line crossed while
 * it was open is refused instead of applied unannounced.
 */
export function CancelJobButton({
  jobId,
  approvedCount,
  consequence = null,
}: {
  jobId: string;
  approvedCount: number;
  consequence?: CancellationConsequence | null;
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const cancel = useCancelJob();

  function confirm() {
    const expectedLate = consequence && consequence.booked > 0 ? consequence.late : undefined;
    cancel.mutate(
      { id: jobId, expectedLate },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(JOB_TEXTS.cancelledTitle, { description: 'A vaga foi removida da sua lista.' });
          void navigate(paths.contractor.jobs.getHref());
        },
        onError: (error) => {
          toast.error(JOB_TEXTS.cancelFailedTitle, {
            description: error instanceof ApiError ? error.message : INTERNAL_MESSAGE,
          });
        },
      },
    );
  }

  return (
    <>
      <Button
        variant="outline"
        className="border-red-200 text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
        {...confirmDialogPreload}
      >
        <CalendarX aria-hidden />
        {JOB_TEXTS.cancelEvent}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={JOB_TEXTS.cancelConfirmTitle}
        description={
          <>
            <p>A vaga sai da lista e as candidaturas pendentes são encerradas.</p>
            {consequence && consequence.booked > 0 ? (
              <p className="font-semibold text-slate-900">{cancellationConsequenceText(consequence)}</p>
            ) : null}
            {consequence && cancellationPayText(consequence) ? (
              <p className="font-semibold text-slate-900">{cancellationPayText(consequence)}</p>
            ) : null}
            <p>
              {approvedCount > 0
                ? `${approvedCount === 1 ? 'O freelancer aprovado será avisado e recebe' : `Os ${approvedCount} freelancers aprovados serão avisados e recebem`} de volta as moedas pagas pela candidatura.`
                : 'Se houver freelancers aprovados, eles são avisados e recebem de volta as moedas pagas pela candidatura.'}{' '}
              Os créditos já usados não são devolvidos.
            </p>
            <p>
              Veja a <CancellationPolicyLink />.
            </p>
          </>
        }
        confirmLabel={JOB_TEXTS.cancelEvent}
        pendingLabel="Cancelando..."
        confirmVariant="destructive"
        pending={cancel.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
