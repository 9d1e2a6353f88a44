import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/** An average with one decimal, Brazilian style: 4.3 → '4,3' (no Intl: see lib/format.ts). */
export function formatRating(value: number): string {
  // Rounded on the decimal digits as written (1.15 → 1,2, as Intl does; toFixed says 1,1).
  const tenths = Math.round(Number(`${value}e1`));
  if (!Number.isFinite(tenths)) return value.toFixed(1).replace('.', ',');
  return `${Math.trunc(tenths / 10)},${Math.abs(tenths % 10)}`;
}

/**
 * Five stars, as many filled as the rounded `value` (an average or one rating). Read aloud as
 * 'Nota 4,3 de 5'; 'Sem avaliações' when there is none.
 */
export function RatingStars({
  value,
  className,
  starClassName,
}: {
  value: number | null;
  className?: string;
  starClassName?: string;
}) {
  const filled = value === null ? 0 : Math.round(value);
  const label = value === null ? 'Sem avaliações' : `Nota ${formatRating(value)} de 5`;
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn(
            'size-4 shrink-0',
            n <= filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300',
            starClassName,
          )}
        />
      ))}
    </span>
  );
}
