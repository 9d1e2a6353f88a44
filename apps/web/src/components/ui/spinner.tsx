import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A loading indicator with a visible (or screen-reader) text. */
export function Spinner({
  label = 'Carregando...',
  className,
  showLabel = true,
}: {
  label?: string;
  className?: string;
  showLabel?: boolean;
}) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 py-8 text-slate-600', className)}>
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </div>
  );
}
