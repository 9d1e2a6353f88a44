import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addMonths, FIRST_MONTH, monthLabel } from '@/lib/months';
import { Button } from './button';

/** The month shown, between 'Mês anterior' and 'Próximo mês' (none after `latest`, this month). */
export function MonthSwitcher({
  month,
  latest,
  onChange,
}: {
  month: string;
  latest: string;
  onChange: (month: string) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-1.5 shadow-sm">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Mês anterior"
        disabled={month <= FIRST_MONTH}
        onClick={() => onChange(addMonths(month, -1))}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <h2 aria-live="polite" className="text-center text-lg font-semibold text-slate-900">
        {monthLabel(month)}
      </h2>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Próximo mês"
        disabled={month >= latest}
        onClick={() => onChange(addMonths(month, 1))}
      >
        <ChevronRight aria-hidden />
      </Button>
    </div>
  );
}
