import type { FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import { CircleCheck, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useCompleteAgendaItem } from '../api/complete-agenda-item';
import { useWithdrawApplication } from '@/api/applications';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { WithdrawalConsequenceNote } from '@/components/applications/withdrawal-consequence';

/** spec 01 §2.7: the 'Avaliação disponível!' toast comes 1 s after the completion. */
const EVALUATION_TOAST_DELAY_MS = 1000;

function statusError(error: unknown) {
  toast.error('Erro ao atualizar status', {
    description: error instanceof ApiError ? error.message : 'Não foi possível atualizar o status do serviço.',
  });
}

/**
 * 'Encerrar turno' (the check-out, issue 24; it was 'Concluir'): when the server allows it (from the
 * shift's start); the evaluation of the contractor is offered once the server says it is open (the
 * shift has ended).
 */
export function CompleteButton({ item, className }: { item: FreelancerAgendaItem; className?: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const complete = useCompleteAgendaItem();
  const due = item.can.complete;
  const evaluationHref = paths.freelancer.evaluation.getHref(item.job_id ?? undefined);

  const confirm = () =>
    complete.mutate(item.id, {
      onSuccess: (concluded) => {
        toast.success('Turno encerrado!');
        if (!concluded.can.evaluate) return;
        setTimeout(() => {
          toast('Avaliação disponível!', {
            description: 'Conte como foi trabalhar com este contratante.',
            action: { label: 'Avaliar Agora', onClick: () => void navigate(evaluationHref) },
          });
        }, EVALUATION_TOAST_DELAY_MS);
      },
      onError: statusError,
      onSettled: () => setOpen(false),
    });

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Button onClick={() => setOpen(true)} disabled={!due} aria-describedby={due ? undefined : `due-${item.id}`}>
        <CircleCheck aria-hidden />
        Encerrar turno
        <span className="sr-only"> de {item.title}</span>
      </Button>
      {due ? null : (
        <p id={`due-${item.id}`} className="text-center text-xs text-slate-600">
          Disponível a partir de {formatDate(item.date)} às {item.start_time}
        </p>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Encerrar turno?"
        description={
          <p>
            Confirme que você terminou o turno de {item.title}: o horário de saída fica registrado para o contratante.
            Depois você poderá avaliar o contratante.
          </p>
        }
        confirmLabel="Encerrar turno"
        pendingLabel="Encerrando..."
        pending={complete.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

/**
 * 'Desistir': while the server allows it (before the shift starts); the place reopens, the coins are
 * not refunded, and the dialog says the strikes it gives (the server's `withdraw_consequence`).
 */
export function WithdrawButton({ item }: { item: FreelancerAgendaItem }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication();
  if (!item.can.withdraw) return null;

  const confirm = () =>
    withdraw.mutate(
      { id: item.id, expectedStrikes: item.withdraw_consequence?.strikes },
      {
        onSuccess: () =>
          toast.success('Serviço cancelado!', { description: 'A vaga foi liberada para outro freelancer.' }),
        onError: statusError,
        onSettled: () => setOpen(false),
      },
    );

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="text-red-700 hover:bg-red-50">
        <LogOut aria-hidden />
        Desistir
        <span className="sr-only"> de {item.title}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Desistir deste serviço?"
        description={
          <>
            <p>
              O serviço de {item.title} em {formatDate(item.date)} sai da sua agenda, a vaga volta a ficar aberta para
              outros freelancers e o contratante é avisado.
            </p>
            <WithdrawalConsequenceNote consequence={item.withdraw_consequence} />
            <p className="font-semibold text-slate-900">As moedas descontadas na aprovação não são devolvidas.</p>
          </>
        }
        confirmLabel="Desistir do serviço"
        pendingLabel="Cancelando..."
        pending={withdraw.isPending}
        onConfirm={confirm}
        confirmVariant="destructive"
      />
    </>
  );
}
