import { CalendarCheck, CalendarClock, CalendarDays, CircleCheckBig, type LucideIcon } from 'lucide-react';
import type { AgendaCounts } from '../lib/group-events';

const COUNTERS: { key: keyof AgendaCounts; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'total', label: 'Total', icon: CalendarDays, tone: 'bg-brand-50 text-brand-700' },
  { key: 'confirmed', label: 'Confirmados', icon: CalendarCheck, tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'scheduled', label: 'Agendados', icon: CalendarClock, tone: 'bg-amber-50 text-amber-700' },
  { key: 'completed', label: 'Concluídos', icon: CircleCheckBig, tone: 'bg-slate-100 text-slate-700' },
];

/** The agenda's four counters. */
export function AgendaCounters({ counts }: { counts: AgendaCounts }) {
  return (
    <ul aria-label="Resumo da agenda" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {COUNTERS.map(({ key, label, icon: Icon, tone }) => (
        <li
          key={key}
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
        >
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
            <Icon className="size-5" aria-hidden />
          </span>
          <p className="flex flex-col">
            <span className="text-2xl leading-none font-bold text-slate-900">{counts[key]}</span>{' '}
            <span className="mt-1 text-sm text-slate-600">{label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
