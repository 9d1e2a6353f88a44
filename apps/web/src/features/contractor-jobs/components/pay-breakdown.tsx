import { cn } from '@/lib/cn';

export type PayBreakdownLine = { label: string; value: string; total?: boolean };

/** What a guaranteed-pay place costs, line by line (the job form's summary, the payment dialog). */
export function PayBreakdown({ lines, className }: { lines: readonly PayBreakdownLine[]; className?: string }) {
  return (
    <dl className={cn('flex flex-col gap-1.5 rounded-lg bg-emerald-50 p-3 text-sm', className)}>
      {lines.map(({ label: name, value, total }) => (
        <div
          key={name}
          className={cn(
            'flex items-baseline justify-between gap-3',
            // A total under other lines is ruled off from them; alone (an event's total), it is not.
            total && 'border-t border-emerald-200 pt-1.5 text-base first:border-t-0 first:pt-0',
          )}
        >
          <dt className={total ? 'font-semibold text-slate-900' : 'text-slate-700'}>{name}</dt>
          <dd className={cn('text-right text-slate-900 tabular-nums', total ? 'font-bold' : 'font-medium')}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
