import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useGuaranteedPayConfig } from '@/lib/app-config';
import { useCreateJob } from '../api/create-job';
import { useProfile } from '@/api/profile';
import { useCredits } from '@/api/wallet';
import { CreditNotice } from '../components/credit-notice';
import { JobForm } from '../components/job-form/job-form';
import { PageHeader } from '../components/page-header';
import { EMPTY_JOB_FORM, type JobFormValues } from '../lib/job-form-values';
import type { RepeatedJob } from '../components/job-templates/repeat-source';
import { useCreateJobExtras } from '../lib/use-create-job-extras';
import { JOB_TEXTS } from '../lib/job-texts';

/**
 * /contractor/jobs/create and /create-job: the main create form (spec 02 §5); 1 credit.
 * `?repetir=<id>` ('Repetir vaga'): filled with one of my jobs, its dates empty. 'Usar modelo'
 * fills it with a template; 'Salvar como modelo' keeps what it holds (issue 26, decision 0035).
 */
export function CreateJobPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const repeatId = searchParams.get('repetir') ?? '';
  const credits = useCredits();
  const profile = useProfile();
  const createJob = useCreateJob();
  const guaranteedPayConfig = useGuaranteedPayConfig();
  // 'Repetir vaga', the templates and their dialog come in a chunk of their own (the page's budget).
  const extras = useCreateJobExtras();
  const [repeated, setRepeated] = useState<RepeatedJob>();
  // 'Repetir semanalmente': how many weeks (1: a single job; decision 0038).
  const [weeks, setWeeks] = useState(1);
  const queryClient = useQueryClient();
  // The values of the template last chosen in 'Usar modelo', and how many were chosen (the form's key).
  const [chosen, setChosen] = useState<{ n: number; values: JobFormValues }>();
  const companyName = profile.data?.company_name ?? '';
  const empty = useMemo(() => ({ ...EMPTY_JOB_FORM, company: companyName }), [companyName]);

  async function submit(data: CreateJob) {
    let series: string | undefined;
    let funded: string | undefined;
    try {
      if (weeks > 1 && extras) series = (await extras.publishWeekly(queryClient, data, weeks)).id;
      else {
        const published = await createJob.mutateAsync(data);
        if (published.job_funding) funded = published.id;
      }
    } catch (error) {
      toast.error(JOB_TEXTS.createFailedTitle, {
        description: error instanceof ApiError ? error.message : JOB_TEXTS.createFailedFallback,
      });
      throw error;
    }
    toast.success(series ? `${weeks} vagas publicadas!` : JOB_TEXTS.createdTitle);
    // 'Pagar todas as vagas agora' (decision 0056): the job's details, its PIX dialog open.
    if (funded) {
      await navigate(paths.contractor.jobDetails.getHref(funded), { state: { payAllNow: true } });
      return;
    }
    await navigate(series ? paths.contractor.event.getHref(series) : paths.contractor.jobs.getHref());
  }

  // 'Repetir vaga': the job's data first (another contractor's job: the normal error state, no form).
  if (repeatId && !repeated && extras !== null) {
    return extras ? (
      <extras.RepeatSource id={repeatId} onLoaded={setRepeated} />
    ) : (
      <Spinner label="Carregando formulário..." />
    );
  }
  const defaults = chosen?.values ?? repeated?.values ?? empty;
  const formKey = chosen?.n ?? (repeated ? repeatId : companyName);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Publicar Vaga · Vamos Trabalhar</title>
      <PageHeader
        title={JOB_TEXTS.createTitle}
        description={
          repeated?.description ??
          'Preencha os dados do serviço. Os freelancers do segmento escolhido poderão se candidatar.'
        }
        backHref={paths.contractor.jobs.getHref()}
        backLabel="Minhas vagas"
      />
      {profile.isPending ? (
        <Spinner label="Carregando formulário..." />
      ) : (
        <>
          {extras ? (
            <extras.TemplatePicker base={empty} onFill={(values) => setChosen({ n: (chosen?.n ?? 0) + 1, values })} />
          ) : null}
          <JobForm
            key={formKey}
            mode="create"
            defaultValues={defaults}
            onSubmit={submit}
            submitLabel={weeks > 1 ? `Publicar ${weeks} vagas` : JOB_TEXTS.publish}
            pendingLabel="Publicando..."
            disabled={credits.data === 0}
            guaranteedPay={guaranteedPayConfig}
            header={<CreditNotice credits={credits.data} />}
            footer={extras ? <extras.WeeklyRepeat weeks={weeks} onChange={setWeeks} credits={credits.data} /> : null}
            actions={(getValues) => (
              <>
                <Link
                  to={paths.contractor.jobs.getHref()}
                  className={buttonVariants({ variant: 'outline', size: 'lg' })}
                >
                  Cancelar
                </Link>
                {extras ? <extras.SaveTemplateButton getValues={getValues} /> : null}
              </>
            )}
          />
        </>
      )}
    </div>
  );
}
