import { coins } from '@vamos/shared/pricing';
import type { MyApplicationItem } from '@vamos/shared/schemas/applications';
import { LogOut, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useCancelApplication, useWithdrawApplication } from '@/api/applications';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { WithdrawalConsequenceNote } from '@/components/applications/withdrawal-consequence';

function failure(title: string, error: unknown) {
  toast.error(title, { description: error instanceof ApiError ? error.message : title });
}

/** 'Cancelar' on a pending application: deleted, nothing charged (spec 01 §2.6). */
export function CancelButton({ application }: { application: MyApplicationItem }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelApplication();
  const confirm = () =>
    cancel.mutate(application.id, {
      onSuccess: () => toast.success('Candidatura cancelada', { description: 'Nenhuma moeda foi descontada.' }),
      onError: (error) => failure('Erro ao cancelar candidatura', error),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="text-red-700 hover:bg-red-50">
        <Undo2 aria-hidden />
        Cancelar
        <span className="sr-only"> candidatura à vaga de {application.job.title}</span>
      </Button>
      <ConfirmDialog
        confirmVariant="destructive"
        open={open}
        onOpenChange={setOpen}
        title="Cancelar candidatura?"
        description={
          <p>
            Sua candidatura à vaga de {application.job.title} será retirada. Nenhuma moeda foi descontada, e você pode
            se candidatar de novo enquanto a vaga estiver aberta.
          </p>
        }
        confirmLabel="Cancelar candidatura"
        pendingLabel="Cancelando..."
        pending={cancel.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

/** 'Desistir' on an approved application: the place reopens, the coins paid are not refunded, late notice gives strikes. */
export function WithdrawButton({ application }: { application: MyApplicationItem }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication();
  const confirm = () =>
    withdraw.mutate(
      { id: application.id, expectedStrikes: application.withdraw_consequence?.strikes },
      {
        onSuccess: () =>
          toast.success('Você desistiu da vaga', { description: 'A vaga foi liberada para outro freelancer.' }),
        onError: (error) => failure('Erro ao desistir da vaga', error),
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="text-red-700 hover:bg-red-50">
        <LogOut aria-hidden />
        Desistir
        <span className="sr-only"> da vaga de {application.job.title}</span>
      </Button>
      <ConfirmDialog
        confirmVariant="destructive"
        open={open}
        onOpenChange={setOpen}
        title="Desistir da vaga?"
        description={
          <>
            <p>
              Você foi aprovado para a vaga de {application.job.title}. Ao desistir, a vaga volta a ficar aberta para
              outros freelancers, sai da sua agenda e o contratante é avisado.
            </p>
            <WithdrawalConsequenceNote consequence={application.withdraw_consequence} />
            <p className="font-semibold text-slate-900">
              O valor de {coins(application.application_cost)} descontado na aprovação não é devolvido.
            </p>
          </>
        }
        confirmLabel="Desistir da vaga"
        pendingLabel="Desistindo..."
        pending={withdraw.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
