import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A titled group of fields (a fieldset whose legend names it for assistive technology). */
export function FormSection({
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
    <fieldset className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)}>
      <legend className="float-left mb-4 flex w-full items-center gap-2 text-base font-semibold text-slate-900">
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-4" aria-hidden />
        </span>
        {title}
      </legend>
      <div className="clear-both grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
