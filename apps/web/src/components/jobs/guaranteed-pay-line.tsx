import { guaranteedPayLine } from '@vamos/shared/guaranteed-pay';
import { cn } from '@/lib/cn';

/**
 * 'Pagamento garantido · R$ 180,00 via PIX até 24 h após o turno' (decision 0042): what a freelancer
 * reads on a guaranteed-pay job's card, its detail and its public page.
 */
export function GuaranteedPayLine({ valueCents, className }: { valueCents: number; className?: string }) {
  return (
    <p
      className={cn(
        'flex items-start gap-1.5 rounded-lg bg-emerald-50 px-2.5 py-1.5 text-sm font-medium text-emerald-900',
        className,
      )}
    >
      <span className="mt-0.5 icon-[lucide--badge-check] size-4 shrink-0 text-emerald-700" aria-hidden />
      <span>{guaranteedPayLine(valueCents)}</span>
    </p>
  );
}
