import { toast } from '@/lib/toast';
import type { AgendaItemView } from '@vamos/shared/schemas/agenda';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useDeleteAgendaItem } from '../api/delete-agenda-item';
import { AGENDA_TEXTS } from '../lib/agenda-texts';

/** 'Tem certeza que deseja excluir este evento?' then DELETE, with the spec's toasts. */
export function DeleteEventDialog({ item, onClose }: { item: AgendaItemView | null; onClose: () => void }) {
  const remove = useDeleteAgendaItem();

  function confirm() {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        onClose();
        toast.success(AGENDA_TEXTS.deleted);
      },
      onError: (error) => {
        toast.error(AGENDA_TEXTS.deleteFailed, { description: error instanceof ApiError ? error.message : undefined });
      },
    });
  }

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent>
        <DialogTitle>{AGENDA_TEXTS.deleteTitle}</DialogTitle>
        <DialogDescription>
          {AGENDA_TEXTS.deleteQuestion} <strong className="text-slate-900">{item?.title}</strong>
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Voltar
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? AGENDA_TEXTS.deleting : AGENDA_TEXTS.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
