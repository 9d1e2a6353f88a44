import type { AgendaItemView } from '@vamos/shared/schemas/agenda';
import { compareStrings } from '@/lib/compare';

export type AgendaDay = { date: string; items: AgendaItemView[] };

/** Items grouped by date, dates ascending, each day's items by start time (spec 02 "Contractor agenda"). */
export function groupByDate(items: readonly AgendaItemView[]): AgendaDay[] {
  const sorted = [...items].sort(
    (a, b) =>
      compareStrings(a.date, b.date) ||
      compareStrings(a.start_time, b.start_time) ||
      a.title.localeCompare(b.title, 'pt-BR'),
  );
  const days: AgendaDay[] = [];
  for (const item of sorted) {
    const last = days.at(-1);
    if (last && last.date === item.date) last.items.push(item);
    else days.push({ date: item.date, items: [item] });
  }
  return days;
}

export type AgendaCounts = { total: number; confirmed: number; scheduled: number; completed: number };

/** The four counters: total, confirmados, agendados, concluídos. */
export function countItems(items: readonly AgendaItemView[]): AgendaCounts {
  return {
    total: items.length,
    confirmed: items.filter((i) => i.status === 'confirmed').length,
    scheduled: items.filter((i) => i.status === 'scheduled').length,
    completed: items.filter((i) => i.status === 'completed').length,
  };
}
