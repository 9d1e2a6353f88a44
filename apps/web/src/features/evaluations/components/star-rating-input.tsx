import { Star } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { EVALUATION_TEXTS, ratingWord, starsLabel } from '../lib/evaluation-texts';

const STARS = [1, 2, 3, 4, 5] as const;

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/**
 * 1 to 5 stars as a radio group: tap a star, or use the arrow keys (one tab stop). 0 means none
 * chosen yet ('Finalizar' stays disabled until there is one).
 */
export function StarRatingInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = NEXT[event.key];
    const target =
      event.key === 'Home' ? 1 : event.key === 'End' ? 5 : step ? Math.min(5, Math.max(1, value + step)) : 0;
    if (!target) return;
    event.preventDefault();
    onChange(target);
    buttons.current[target - 1]?.focus();
  };

  return (
    <div className="flex flex-col items-center gap-1">
      {/* Five 44 px targets (5 × 44 + 4 × 2 = 228 px) fit the dialog of a 320 px phone (248 px inside). */}
      <div
        role="radiogroup"
        aria-label={EVALUATION_TEXTS.ratingLegend}
        className="flex max-w-full items-center gap-0.5 sm:gap-1"
        onKeyDown={onKeyDown}
      >
        {STARS.map((n) => (
          <button
            key={n}
            ref={(el) => {
              buttons.current[n - 1] = el;
            }}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={starsLabel(n)}
            tabIndex={value === n || (value === 0 && n === 1) ? 0 : -1}
            onClick={() => onChange(n)}
            className="group shrink-0 rounded-lg p-1 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <Star
              aria-hidden
              className={cn(
                'size-9 transition-colors',
                n <= value
                  ? 'fill-amber-400 text-amber-400'
                  : 'fill-transparent text-slate-300 group-hover:text-amber-300',
              )}
            />
          </button>
        ))}
      </div>
      <p className="min-h-5 text-center text-sm font-medium text-slate-700" aria-live="polite">
        {value > 0 ? ratingWord(value) : 'Toque nas estrelas para dar uma nota'}
      </p>
    </div>
  );
}
