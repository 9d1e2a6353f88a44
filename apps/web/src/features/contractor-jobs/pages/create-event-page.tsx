import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { CreateEvent } from '@vamos/shared/schemas/job-events';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useGuaranteedPayConfig } from '@/lib/app-config';
import { useProfile } from '@/api/profile';
import { useCredits } from '@/api/wallet';
import { useCreateEvent } from '../api/create-event';
import { EventForm } from '../components/event-form/event-form';
import { PageHeader } from '../components/page-header';
import { emptyEventForm } from '../lib/event-form-values';
import { JOB_TEXTS } from '../lib/job-texts';

/**
 * /contractor/eventos/novo, 'Publicar evento' (decision 0038): one form, several roles, one job per
 * role (and per week when it repeats), one credit each, all or nothing. Then the event's page.
 */
export function CreateEventPage() {
  const navigate = useNavigate();
  const credits = useCredits();
  const profile = useProfile();
  const companyName = profile.data?.company_name ?? '';
  const defaults = useMemo(() => emptyEventForm(companyName), [companyName]);
  const guaranteedPay = useGuaranteedPayConfig();
  // The form stays on the page while it publishes: the reactions may run here.
  const createEvent = useCreateEvent();

  async function submit(data: CreateEvent) {
    let id: string;
    try {
      id = (await createEvent.mutateAsync(data)).id;
    } catch (error) {
      toast.error('Erro ao publicar evento', {
        description: error instanceof ApiError ? error.message : JOB_TEXTS.createFailedFallback,
      });
      throw error;
    }
    toast.success('Evento publicado!');
    await navigate(paths.contractor.event.getHref(id));
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Publicar evento · Vamos Trabalhar</title>
      <PageHeader
        title="Publicar evento"
        description="Um evento com várias funções: os dados em comum uma vez e, para cada função, o segmento, as pessoas, o valor e as vestimentas. Cada função vira uma vaga."
        backHref={paths.contractor.jobs.getHref()}
        backLabel="Minhas vagas"
      />
      {profile.isPending ? (
        <Spinner label="Carregando formulário..." />
      ) : (
        <EventForm
          key={companyName}
          defaultValues={defaults}
          onSubmit={submit}
          credits={credits.data}
          guaranteedPay={guaranteedPay}
          cancelAction={
            <Link to={paths.contractor.jobs.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              Cancelar
            </Link>
          }
        />
      )}
    </div>
  );
}
