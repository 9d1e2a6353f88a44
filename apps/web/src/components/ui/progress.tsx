import { cn } from '@/lib/cn';

type ProgressProps = { value: number; max: number; label: string; className?: string };

export function Progress({ value, max, label, className }: ProgressProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
}
