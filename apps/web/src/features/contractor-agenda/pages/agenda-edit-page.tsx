import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import type { AgendaItemData } from '@vamos/shared/schemas/agenda';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAgenda } from '../api/get-agenda';
import { useUpdateAgendaItem } from '../api/update-agenda-item';
import { AgendaForm } from '../components/agenda-form';
import { FormPage } from '../components/form-page';
import { itemToFormValues } from '../lib/agenda-form-values';
import { AGENDA_TEXTS } from '../lib/agenda-texts';

/** /contractor/agenda/:id/edit: an event of my agenda, edited with the create form's rules. */
export function AgendaEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const agenda = useAgenda();
  const update = useUpdateAgendaItem();
  const item = agenda.data?.items.find((i) => i.id === id);

  async function submit(data: AgendaItemData) {
    try {
      await update.mutateAsync({ id, input: data });
    } catch (error) {
      toast.error(AGENDA_TEXTS.updateFailed, { description: error instanceof ApiError ? error.message : undefined });
      throw error;
    }
    toast.success(AGENDA_TEXTS.updated);
    await navigate(paths.contractor.agenda.getHref());
  }

  const back = (
    <Link to={paths.contractor.agenda.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
      Cancelar
    </Link>
  );

  return (
    <FormPage title={AGENDA_TEXTS.editTitle}>
      {agenda.isPending ? (
        <Spinner label="Carregando evento..." />
      ) : agenda.error ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-sm text-red-800">
          {agenda.error instanceof ApiError ? agenda.error.message : INTERNAL_MESSAGE}
        </p>
      ) : item ? (
        <AgendaForm
          key={item.id}
          defaultValues={itemToFormValues(item)}
          onSubmit={submit}
          submitLabel="Salvar Alterações"
          pendingLabel="Salvando..."
          actions={back}
        />
      ) : (
        <p role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
          {ERROR_MESSAGES.AGENDA_ITEM_NOT_FOUND}
        </p>
      )}
    </FormPage>
  );
}
