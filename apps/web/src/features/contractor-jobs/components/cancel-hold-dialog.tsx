import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelHold } from './use-cancel-hold';

type CancelHoldDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The place awaiting payment (its application's id) and whose it is. */
  shiftId: string;
  name: string;
};

/** 'Cancelar pagamento' on a candidate's card: asks first ('Voltar' keeps the place), then frees it. */
export function CancelHoldDialog({ open, onOpenChange, shiftId, name }: CancelHoldDialogProps) {
  const question = useCancelHold({ shiftId, name, onSettled: () => onOpenChange(false) });
  return <ConfirmDialog open={open} onOpenChange={onOpenChange} {...question} />;
}
