import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CalendarX, CircleCheckBig } from 'lucide-react';
import { toast } from '@/lib/toast';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import type { ContractorEvent } from '@vamos/shared/schemas/job-views';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { CancellationPolicyLink } from '@/components/applications/withdrawal-consequence';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useEventAction, type EventAction } from '../api/event-actions';

const failure = (error: Error) => (error instanceof ApiError ? error.message : INTERNAL_MESSAGE);

/**
 * 'Cancelar evento' and 'Concluir evento' for the whole event (decision 0038), each with its
 * confirmation dialog: every open job is cancelled (or every started one concluded) through the
 * single job's own rules, in one go.
 */
export function EventActions({ event }: { event: ContractorEvent }) {
  const [open, setOpen] = useState<EventAction | null>(null);
  const navigate = useNavigate();
  const openJobs = event.jobs.filter((job) => job.can.cancel);
  const booked = openJobs.reduce((sum, job) => sum + job.approved_count, 0);
  const action = useEventAction({
    onSuccess: () => {
      const cancelled = open === 'cancel';
      setOpen(null);
      if (cancelled) {
        toast.success('Evento cancelado', { description: 'As vagas do evento foram removidas da sua lista.' });
        void navigate(paths.contractor.jobs.getHref());
      } else {
        toast.success('Evento concluído!', { description: 'Agora vocês já podem avaliar um ao outro.' });
      }
    },
    onError: (error) =>
      toast.error(open === 'cancel' ? 'Erro ao cancelar evento' : 'Erro ao concluir evento', {
        description: failure(error),
      }),
  });
  if (!event.can.cancel && !event.can.complete) return null;
  const confirm = () => open && action.mutate({ id: event.id, action: open });
  const vagas = openJobs.length === 1 ? 'a vaga aberta' : `as ${openJobs.length} vagas abertas`;

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      {event.can.complete ? (
        <Button variant="accent" onClick={() => setOpen('complete')} {...confirmDialogPreload}>
          <CircleCheckBig aria-hidden />
          Concluir evento
        </Button>
      ) : null}
      {event.can.cancel ? (
        <Button
          variant="outline"
          className="border-red-200 text-red-700 hover:bg-red-50"
          onClick={() => setOpen('cancel')}
          {...confirmDialogPreload}
        >
          <CalendarX aria-hidden />
          Cancelar evento
        </Button>
      ) : null}
      <ConfirmDialog
        open={open !== null}
        onOpenChange={(next) => setOpen(next ? open : null)}
        title={open === 'cancel' ? 'Cancelar evento?' : 'Concluir evento?'}
        description={
          open === 'cancel' ? (
            <>
              <p>
                Serão canceladas {vagas} de <strong className="text-slate-900">{event.name}</strong>: elas saem da lista
                e as candidaturas pendentes são encerradas.
              </p>
              <p>
                {booked > 0
                  ? `${booked === 1 ? 'O freelancer aprovado será avisado e recebe' : `Os ${booked} freelancers aprovados serão avisados e recebem`} de volta as moedas pagas pela candidatura; a menos de 24 horas do início, também a compensação da política.`
                  : 'Nenhum freelancer aprovado ainda.'}{' '}
                Os créditos já usados não são devolvidos.
              </p>
              <p>
                Veja a <CancellationPolicyLink />.
              </p>
            </>
          ) : (
            <>
              <p>
                Confirme que o serviço de <strong className="text-slate-900">{event.name}</strong> foi realizado.
              </p>
              <p>
                As vagas já iniciadas com freelancers aprovados serão concluídas (todos compareceram) e a avaliação
                mútua será liberada; as que não tiveram ninguém aprovado serão encerradas. Para marcar uma falta,
                conclua a vaga pela página dela.
              </p>
            </>
          )
        }
        confirmLabel={open === 'cancel' ? 'Cancelar evento' : 'Concluir evento'}
        pendingLabel={open === 'cancel' ? 'Cancelando...' : 'Concluindo...'}
        confirmVariant={open === 'cancel' ? 'destructive' : undefined}
        pending={action.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
