import { SHIFT_PAY_STATUS_LABELS, type ShiftPayStatus } from '@vamos/shared/guaranteed-pay';
import { Badge } from '@/components/ui/badge';

const PAY_TONES: Record<ShiftPayStatus, 'success' | 'warning' | 'destructive' | 'outline' | 'secondary'> = {
  awaiting: 'warning',
  held: 'secondary',
  released: 'success',
  compensated: 'secondary',
  refunded: 'outline',
  disputed: 'destructive',
  lapsed: 'outline',
  passed: 'outline',
  returned: 'outline',
};

/** Where a place's money is ('Pago (retido)', 'Liberado', 'Reembolsado'…), as the company's screens say it. */
export function ShiftPayBadge({ status }: { status: ShiftPayStatus }) {
  return <Badge variant={PAY_TONES[status]}>{SHIFT_PAY_STATUS_LABELS[status]}</Badge>;
}
