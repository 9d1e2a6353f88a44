import { useState } from 'react';
import { Hourglass } from 'lucide-react';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { APPROVAL_CREDITS, credits } from '@vamos/shared/pricing';
import { MAX_RESERVES } from '@vamos/shared/shift-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useReserveApplication } from '../api/reserve-application';

/**
 * 'Aprovar como reserva' on a pending (or waiting) candidate, before the shift's start (shown when
 * the server allows it), with a dialog that says what follows: nothing charged now, confirmed and
 * charged only if a place opens before the start (decision 0036).
 */
export function ReserveButton({ applicationId, name }: { applicationId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const reserve = useReserveApplication({
    onSuccess: () => toast.success(`${name} está na reserva`, { description: 'Nada foi cobrado. Ele foi avisado.' }),
    onError: (error) =>
      toast.error('Não foi possível aprovar como reserva', {
        description: error instanceof ApiError ? error.message : INTERNAL_MESSAGE,
      }),
  });
  const confirm = () => reserve.mutate(applicationId, { onSettled: () => setOpen(false) });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="w-full min-[480px]:w-auto"
        onClick={() => setOpen(true)}
        {...confirmDialogPreload}
        aria-label={`Aprovar ${name} como reserva`}
      >
        <Hourglass aria-hidden />
        Aprovar como reserva
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Aprovar ${name} como reserva?`}
        description={
          <>
            <p>
              Nada é cobrado agora. Se um aprovado desistir antes do início, a primeira reserva com moedas é confirmada
              automaticamente: então usa {credits(APPROVAL_CREDITS)} seu e as moedas da candidatura dele.
            </p>
            <p>
              Até {MAX_RESERVES} reservas por vaga. Quando o turno começar ou a vaga terminar, as reservas são liberadas
              e avisadas.
            </p>
          </>
        }
        confirmLabel="Aprovar como reserva"
        pendingLabel="Aprovando..."
        pending={reserve.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
