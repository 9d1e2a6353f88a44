import { REJECTION_REASON_LABELS, SHIFT_STATE_LABELS, SHIFT_STATE_TONES } from '@vamos/shared/shift-states';
import type { MyApplicationItem } from '@vamos/shared/schemas/applications';
import { Badge } from '@/components/ui/badge';

/** The contractor cancelled the event ('Cancelar evento'): approved coins were refunded. */
const EVENT_CANCELLED = 'Evento cancelado';

type ApplicationLike = Pick<MyApplicationItem, 'status' | 'rejection_reason'> & { job: { status: string } };

/** The state of one of my shifts, as 'Minhas Candidaturas' shows it. */
export function ApplicationStatusBadge({ application }: { application: ApplicationLike }) {
  const cancelled = application.job.status === 'cancelled';
  return (
    <Badge variant={cancelled ? 'destructive' : SHIFT_STATE_TONES[application.status]} className="shrink-0">
      {cancelled ? EVENT_CANCELLED : SHIFT_STATE_LABELS[application.status]}
    </Badge>
  );
}

/**
 * Why the application was rejected when the contractor did not decide it ('Vaga concluída');
 * nothing for a cancelled event, whose badge already says so.
 */
export function RejectionReason({ application, className }: { application: ApplicationLike; className?: string }) {
  const reason = application.rejection_reason;
  if (application.status !== 'rejected' || !reason || application.job.status === 'cancelled') return null;
  return <p className={className}>Motivo: {REJECTION_REASON_LABELS[reason]}</p>;
}
