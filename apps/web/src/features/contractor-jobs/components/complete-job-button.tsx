import { useState } from 'react';
import { CircleCheckBig } from 'lucide-react';
import { toast } from '@/lib/toast';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useCompleteJob } from '../api/complete-job';
import { JOB_TEXTS } from '../lib/job-texts';
import { ConfirmDialog, confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { AttendanceList, type Attendance } from './attendance-list';

/** 'Concluir Serviço' with its confirmation dialog (spec 02 §4): the job becomes completed. */
export function CompleteJobButton({
  jobId,
  jobTitle,
  className,
  variant = 'accent',
}: {
  jobId: string;
  jobTitle: string;
  className?: string;
  variant?: ButtonProps['variant'];
}) {
  const [open, setOpen] = useState(false);
  const [attendance, setAttendance] = useState<Attendance>({});
  const complete = useCompleteJob({
    onSuccess: () => {
      setOpen(false);
      toast.success(JOB_TEXTS.completedTitle, { description: 'Agora vocês já podem avaliar um ao outro.' });
    },
    onError: (error) => {
      toast.error(JOB_TEXTS.completeFailedTitle, {
        description: error instanceof ApiError ? error.message : INTERNAL_MESSAGE,
      });
    },
  });

  function confirm() {
    const noShows = Object.keys(attendance).filter((id) => attendance[id] === 'absent');
    complete.mutate({ id: jobId, noShows });
  }

  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)} {...confirmDialogPreload}>
        <CircleCheckBig aria-hidden />
        {JOB_TEXTS.complete}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`${JOB_TEXTS.complete}?`}
        description={
          <>
            <p>
              Confirme que o serviço de <strong className="text-slate-900">{jobTitle}</strong> foi realizado.
            </p>
            <p>
              A vaga será marcada como concluída, as candidaturas pendentes serão encerradas e a avaliação mútua será
              liberada.
            </p>
            {open ? <AttendanceList jobId={jobId} value={attendance} onChange={setAttendance} /> : null}
          </>
        }
        confirmLabel={JOB_TEXTS.complete}
        pendingLabel="Concluindo..."
        pending={complete.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
