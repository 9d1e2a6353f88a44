import { parseDate, weekdayName } from '@/lib/format';

/** '2026-05-15' → 'sexta-feira'. */
export function weekdayOf(isoDate: string): string {
  const date = parseDate(isoDate);
  return date ? weekdayName(date) : '';
}
