import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateJob } from '../api/create-job';
import { useProfile } from '@/api/profile';
import { useCredits } from '@/api/wallet';
import { CreditNotice } from '../components/credit-notice';
import { JobForm } from '../components/job-form/job-form';
import { PageHeader } from '../components/page-header';
import { EMPTY_JOB_FORM } from '../lib/job-form-values';
import { JOB_TEXTS } from '../lib/job-texts';

/** /contractor/jobs/create and /create-job: the main create form (spec 02 §5); 1 credit. */
export function CreateJobPage() {
  const navigate = useNavigate();
  const credits = useCredits();
  const profile = useProfile();
  const createJob = useCreateJob();
  const companyName = profile.data?.company_name ?? '';
  const defaults = useMemo(() => ({ ...EMPTY_JOB_FORM, company: companyName }), [companyName]);

  async function submit(data: CreateJob) {
    try {
      await createJob.mutateAsync(data);
    } catch (error) {
      toast.error(JOB_TEXTS.createFailedTitle, {
        description: error instanceof ApiError ? error.message : JOB_TEXTS.createFailedFallback,
      });
      throw error;
    }
    toast.success(JOB_TEXTS.createdTitle);
    await navigate(paths.contractor.jobs.getHref());
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Publicar Vaga · Vamos Trabalhar</title>
      <PageHeader
        title={JOB_TEXTS.createTitle}
        description="Preencha os dados do serviço. Os freelancers do segmento escolhido poderão se candidatar."
        backHref={paths.contractor.jobs.getHref()}
        backLabel="Minhas vagas"
      />
      {profile.isPending ? (
        <Spinner label="Carregando formulário..." />
      ) : (
        <JobForm
          key={companyName}
          mode="create"
          defaultValues={defaults}
          onSubmit={submit}
          submitLabel={JOB_TEXTS.publish}
          pendingLabel="Publicando..."
          disabled={credits.data === 0}
          header={<CreditNotice credits={credits.data} />}
          actions={
            <Link to={paths.contractor.jobs.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              Cancelar
            </Link>
          }
        />
      )}
    </div>
  );
}
