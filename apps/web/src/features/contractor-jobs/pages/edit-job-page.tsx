import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useGuaranteedPayConfig } from '@/lib/app-config';
import { useContractorJob } from '../api/get-contractor-job';
import { useUpdateJob } from '../api/update-job';
import { JobForm } from '../components/job-form/job-form';
import { JobImageUpload } from '../components/job-image-upload';
import { JobLoadError } from '../components/job-load-states';
import { PageHeader } from '../components/page-header';
import { jobToFormValues } from '../lib/job-to-form-values';
import { JOB_TEXTS } from '../lib/job-texts';

/** /contractor/jobs/:id/edit: the same fields and rules as create, plus the photo (spec 02 "Job edit form"). */
export function EditJobPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: job, error, isPending } = useContractorJob(id);
  const updateJob = useUpdateJob();
  const guaranteedPayConfig = useGuaranteedPayConfig();
  // An edit of the date, times or value of a job with approved freelancers, waiting for 'Confirmar alteração'.
  const [shiftChange, setShiftChange] = useState<{ data: CreateJob; message: string } | null>(null);
  // The form reads these once, when it mounts: later refetches never overwrite what is typed.
  const defaults = job ? jobToFormValues(job) : null;

  if (isPending) return <Spinner label={JOB_TEXTS.loadingDetails} />;
  if (error || !job || !defaults) return <JobLoadError error={error} />;

  const detailsHref = paths.contractor.jobDetails.getHref(job.id);
  const finished = !job.can.edit;

  async function save(data: CreateJob, confirmShiftChange: boolean) {
    let funded = false;
    try {
      const saved = await updateJob.mutateAsync({ id, input: { ...data, confirm_shift_change: confirmShiftChange } });
      funded = saved.job_funding !== null;
    } catch (err) {
      if (err instanceof ApiError && err.code === 'SHIFT_CHANGE_UNCONFIRMED') {
        setShiftChange({ data, message: err.message });
        return;
      }
      toast.error(JOB_TEXTS.saveFailedTitle, {
        description: err instanceof ApiError ? err.message : INTERNAL_MESSAGE,
      });
      throw err;
    }
    setShiftChange(null);
    toast.success(JOB_TEXTS.savedTitle);
    // 'Pagar todas as vagas agora' chosen on the edit (decision 0056): its PIX dialog opens on the details.
    await navigate(detailsHref, funded ? { state: { payAllNow: true } } : undefined);
  }

  async function confirmShiftChange() {
    if (!shiftChange) return;
    try {
      await save(shiftChange.data, true);
    } catch {
      setShiftChange(null);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>{`${JOB_TEXTS.editTitle} · Vamos Trabalhar`}</title>
      <PageHeader
        title={JOB_TEXTS.editTitle}
        description={job.title}
        backHref={detailsHref}
        backLabel="Detalhes da vaga"
      />
      {finished ? (
        <p role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
          {ERROR_MESSAGES.JOB_COMPLETED}
        </p>
      ) : (
        <>
          <JobImageUpload jobId={job.id} imageUrl={job.image_url} segment={job.segment} />
          <JobForm
            mode="edit"
            defaultValues={defaults}
            onSubmit={(data) => save(data, false)}
            guaranteedPay={{ ...guaranteedPayConfig, job, locked: job.approved_count > 0 }}
            submitLabel="Salvar Alterações"
            pendingLabel="Salvando..."
            actions={() => (
              <Link to={detailsHref} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                Cancelar
              </Link>
            )}
          />
          <ConfirmDialog
            open={shiftChange !== null}
            onOpenChange={(open) => !open && setShiftChange(null)}
            title="Alterar data, horário ou valor?"
            description={<p>{shiftChange?.message}</p>}
            confirmLabel="Confirmar alteração"
            pendingLabel="Salvando..."
            pending={updateJob.isPending}
            onConfirm={() => void confirmShiftChange()}
          />
        </>
      )}
    </div>
  );
}
