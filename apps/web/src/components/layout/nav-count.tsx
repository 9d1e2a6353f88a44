import { cn } from '@/lib/cn';

/** A count bubble on a nav item (pending evaluations); renders nothing unless count > 0. */
export function NavCount({ count, className }: { count?: number; className?: string }) {
  if (count === undefined || count <= 0) return null;
  return (
    <>
      <span
        aria-hidden
        className={cn(
          'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] leading-none font-bold text-white',
          className,
        )}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">{count === 1 ? ' (1 pendente)' : ` (${count} pendentes)`}</span>
    </>
  );
}
