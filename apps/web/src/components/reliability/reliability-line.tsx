import { reliabilityText } from '@vamos/shared/reliability';
import type { ReliabilityView } from '@vamos/shared/schemas/reliability';
import { UserCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A freelancer's attendance as the server computed it ('97% de comparecimento · 34 turnos', or
 * 'Novo' under 3 shifts): on the applicant card, the profile contractors see and their own profile.
 */
export function ReliabilityLine({ reliability, className }: { reliability: ReliabilityView; className?: string }) {
  const isNew = reliability.attendance_percent === null;
  return (
    <p className={cn('flex items-center gap-1.5 text-xs text-slate-600', className)}>
      <UserCheck className="size-3.5 shrink-0 text-brand-700" aria-hidden />
      <span className={isNew ? 'font-medium text-slate-700' : 'font-semibold text-slate-900'}>
        {reliabilityText(reliability)}
      </span>
    </p>
  );
}
