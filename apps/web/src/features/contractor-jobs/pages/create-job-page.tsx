import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import type { JobTemplateView } from '@vamos/shared/schemas/job-templates';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateJob } from '../api/create-job';
import { getContractorJobQueryOptions } from '../api/get-contractor-job';
import { useProfile } from '@/api/profile';
import { useCredits } from '@/api/wallet';
import { CreditNotice } from '../components/credit-notice';
import { JobForm } from '../components/job-form/job-form';
import { JobLoadError } from '../components/job-load-states';
import { SaveTemplateButton } from '../components/job-templates/save-template-button';
import { TemplatePicker } from '../components/job-templates/template-picker';
import { PageHeader } from '../components/page-header';
import { EMPTY_JOB_FORM, type JobFormValues } from '../lib/job-form-values';
import { repeatFormValues, templateFormValues } from '../lib/job-template-values';
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
  // The existing detail read: only the owner reads their job (another's id: the normal 404 state).
  const source = useQuery({ ...getContractorJobQueryOptions(repeatId), enabled: repeatId !== '' });
  const [chosen, setChosen] = useState<{ key: string; values: JobFormValues }>();
  const companyName = profile.data?.company_name ?? '';
  const empty = useMemo(() => ({ ...EMPTY_JOB_FORM, company: companyName }), [companyName]);
  const repeated = useMemo(() => (source.data ? repeatFormValues(source.data) : undefined), [source.data]);

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

  function applyTemplate(template: JobTemplateView) {
    setChosen({ key: `template-${template.id}-${Date.now()}`, values: templateFormValues(template.fields, empty) });
  }

  if (repeatId && source.error) return <JobLoadError error={source.error} />;
  const loading = profile.isPending || (repeatId !== '' && source.isPending);
  const defaults = chosen?.values ?? repeated ?? empty;
  const formKey = chosen?.key ?? (repeated ? `repeat-${repeatId}` : companyName);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Publicar Vaga · Vamos Trabalhar</title>
      <PageHeader
        title={JOB_TEXTS.createTitle}
        description={
          source.data
            ? `Dados copiados de “${source.data.title}” (${source.data.company}). Escolha as novas datas.`
            : 'Preencha os dados do serviço. Os freelancers do segmento escolhido poderão se candidatar.'
        }
        backHref={paths.contractor.jobs.getHref()}
        backLabel="Minhas vagas"
      />
      {loading ? (
        <Spinner label="Carregando formulário..." />
      ) : (
        <>
          <TemplatePicker onUse={applyTemplate} />
          <JobForm
            key={formKey}
            mode="create"
            defaultValues={defaults}
            onSubmit={submit}
            submitLabel={JOB_TEXTS.publish}
            pendingLabel="Publicando..."
            disabled={credits.data === 0}
            header={<CreditNotice credits={credits.data} />}
            actions={(getValues) => (
              <>
                <Link
                  to={paths.contractor.jobs.getHref()}
                  className={buttonVariants({ variant: 'outline', size: 'lg' })}
                >
                  Cancelar
                </Link>
                <SaveTemplateButton getValues={getValues} />
              </>
            )}
          />
        </>
      )}
    </div>
  );
}
