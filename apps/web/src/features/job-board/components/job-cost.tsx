import { costRangeBrl } from '@vamos/shared/rules';
import { formatBrl } from '@/lib/format';
import { cn } from '@/lib/cn';
import { coinsLabel } from '../lib/apply-state';

/** The application cost in coins and its approximate value in R$ (0,6× to 1,0× the coins, spec 01 §2.4). */
export function JobCost({ coins, className }: { coins: number; className?: string }) {
  const range = costRangeBrl(coins);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700', className)}>
      <span className="icon-[lucide--coins] size-4 shrink-0 text-accent-500" aria-hidden />
      <span>
        Candidatura: <strong className="font-semibold text-slate-900">{coinsLabel(coins)}</strong>
      </span>
      <span className="text-slate-600">
        (≈ {formatBrl(range.minCents)} a {formatBrl(range.maxCents)})
      </span>
    </p>
  );
}
