import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useCancelApplication } from '@/api/applications';

type CancelApplicationDialogProps = {
  applicationId: string;
  jobTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const CANCEL_FAILED = 'Erro ao cancelar candidatura';

/** Confirms cancelling a pending application; nothing was charged, and I may apply again. */
export function CancelApplicationDialog({ applicationId, jobTitle, open, onOpenChange }: CancelApplicationDialogProps) {
  const cancel = useCancelApplication();
  const confirm = () =>
    cancel.mutate(applicationId, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success('Candidatura cancelada', { description: 'Nenhuma moeda foi descontada.' });
      },
      onError: (error) => {
        onOpenChange(false);
        toast.error(CANCEL_FAILED, { description: error instanceof ApiError ? error.message : CANCEL_FAILED });
      },
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>Cancelar candidatura?</DialogTitle>
        <DialogDescription>
          Sua candidatura à vaga de {jobTitle} será retirada. Nenhuma moeda foi descontada, e você pode se candidatar de
          novo enquanto a vaga estiver aberta.
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" disabled={cancel.isPending} onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button variant="destructive" disabled={cancel.isPending} onClick={confirm}>
            {cancel.isPending ? 'Cancelando...' : 'Cancelar candidatura'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
