import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A card of the job detail with its h2. */
export function DetailSection({
  title,
  icon: Icon,
  children,
  className,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      <h2 className="mb-3 flex items-center gap-2 text-base font-bold text-slate-900">
        <Icon className="size-5 text-brand-700" aria-hidden />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label/value pairs. */
export function InfoList({ items, className }: { items: { label: string; value: ReactNode }[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2', className)}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{item.label}</dt>
          <dd className="mt-0.5 break-words text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
