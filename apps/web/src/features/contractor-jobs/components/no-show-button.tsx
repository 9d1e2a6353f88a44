import { useState } from 'react';
import { UserX } from 'lucide-react';
import { NO_SHOW_STRIKES, strikes } from '@vamos/shared/cancellation-policy';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { CancellationPolicyLink } from '@/components/applications/withdrawal-consequence';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMarkNoShow } from '../api/mark-no-show';

/**
 * 'Não compareceu' on a booked candidate who has not checked in (shown when the server allows it:
 * from an hour after the start until 48 h after it), with a dialog that says what follows.
 */
export function NoShowButton({ applicationId, name }: { applicationId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const mark = useMarkNoShow();
  const confirm = () =>
    mark.mutate(applicationId, {
      onSuccess: () =>
        toast.success('Falta registrada', { description: 'O crédito usado na aprovação voltou para você.' }),
      onError: (error) =>
        toast.error('Não foi possível registrar a falta', {
          description: error instanceof ApiError ? error.message : INTERNAL_MESSAGE,
        }),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="border-red-200 text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
        {...confirmDialogPreload}
        aria-label={`Não compareceu: ${name}`}
      >
        <UserX aria-hidden />
        Não compareceu
      </Button>
      <ConfirmDialog
        confirmVariant="destructive"
        open={open}
        onOpenChange={setOpen}
        title={`${name} não compareceu?`}
        description={
          <>
            <p>
              {name} receberá <strong className="text-slate-900">{strikes(NO_SHOW_STRIKES)}</strong> e será avisado. O
              crédito usado na aprovação volta para você.
            </p>
            <p>
              Ele pode contestar a falta em até 48 horas; enquanto estiver em contestação, a falta não conta. Veja a{' '}
              <CancellationPolicyLink />.
            </p>
          </>
        }
        confirmLabel="Confirmar falta"
        pendingLabel="Registrando..."
        pending={mark.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
