import { cn } from '@/lib/cn';

/**
 * What a list will look like while it loads: `count` grey cards of the final cards' size, so that
 * what follows the list (and the page around it) does not jump when the data arrives (CLS). The
 * label is read by screen readers, like a spinner's.
 */
export function CardListSkeleton({
  label,
  count = 3,
  className,
  cardClassName,
}: {
  label: string;
  count?: number;
  /** The list's own layout (its grid, its gap), as the loaded list has it. */
  className?: string;
  /** The height of one loaded card, at each width. */
  cardClassName: string;
}) {
  return (
    <div role="status" className={cn('flex flex-col gap-3', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden
          className={cn('animate-pulse rounded-xl border border-slate-200 bg-white shadow-sm', cardClassName)}
        >
          <div className="m-3 h-1/2 max-h-24 rounded-lg bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
