import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { AgendaItemData } from '@vamos/shared/schemas/agenda';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateAgendaItem } from '../api/create-agenda-item';
import { AgendaForm } from '../components/agenda-form';
import { FormPage } from '../components/form-page';
import { EMPTY_AGENDA_FORM } from '../lib/agenda-form-values';
import { AGENDA_TEXTS } from '../lib/agenda-texts';

/** /contractor/agenda/create and /agenda/create: a new event, then back to the agenda. */
export function AgendaCreatePage() {
  const navigate = useNavigate();
  const create = useCreateAgendaItem();

  async function submit(data: AgendaItemData) {
    try {
      await create.mutateAsync(data);
    } catch (error) {
      toast.error(AGENDA_TEXTS.createFailed, { description: error instanceof ApiError ? error.message : undefined });
      throw error;
    }
    toast.success(AGENDA_TEXTS.created);
    await navigate(paths.contractor.agenda.getHref());
  }

  return (
    <FormPage title={AGENDA_TEXTS.createTitle}>
      <AgendaForm
        defaultValues={EMPTY_AGENDA_FORM}
        onSubmit={submit}
        submitLabel="Criar Evento"
        pendingLabel="Criando..."
        actions={
          <Link to={paths.contractor.agenda.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Cancelar
          </Link>
        }
      />
    </FormPage>
  );
}
