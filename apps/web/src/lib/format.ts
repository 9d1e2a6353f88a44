import { brazilianDate } from '@vamos/shared/dates';
import { endsNextDay } from '@vamos/shared/shift-times';

export { formatBrl } from '@vamos/shared/masks';

// Dates by hand, in pt-BR, from the Date's own numbers (the browser's time zone, as the app always
// did). No Intl: a phone's first Intl formatter of any kind loads ICU data, one long task of
// tens of milliseconds while the page starts. format.test.ts checks every name against Intl.
const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const INVALID = 'Data inválida';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO timestamp: date, time, optional seconds and fraction, optional zone ('Z', '+03', '+0300', '+03:00'). */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * 'YYYY-MM-DD' → that calendar day at local midnight; an ISO timestamp → its instant (local time
 * when it has no zone); anything else, or a day that does not exist ('2026-02-30') → null.
 */
export function parseDate(value: string): Date | null {
  const day = DATE_ONLY.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const parsed = new Date(year, month - 1, date);
    parsed.setFullYear(year); // years 0-99 would otherwise mean 1900-1999
    return parsed.getFullYear() === year && parsed.getMonth() === month - 1 && parsed.getDate() === date
      ? parsed
      : null;
  }
  const stamp = TIMESTAMP.exec(value);
  if (!stamp || !parseDate(stamp[1]!)) return null;
  const zone = stamp[3] ? normalizeZone(stamp[3]) : '';
  const parsed = new Date(`${stamp[1]}T${stamp[2]!.replace(',', '.')}${zone}`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function normalizeZone(zone: string): string {
  if (zone.toUpperCase() === 'Z') return 'Z';
  const digits = zone.slice(1).replace(':', '');
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2, 4) || '00'}`;
}

/** 'dd/MM/yyyy' of a date in local time. */
function numericDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}`;
}

/** 'HH:mm' of a date in local time. */
export function hourMinute(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'sábado', 'segunda-feira'. */
export function weekdayName(date: Date): string {
  return WEEKDAYS[date.getDay()]!;
}

/** 'sábado', 'segunda': the weekday without '-feira'. */
export function shortWeekdayName(date: Date): string {
  return weekdayName(date).replace('-feira', '');
}

/** 'novembro'. */
export function monthName(date: Date): string {
  return MONTHS[date.getMonth()]!;
}

/** 'nov', 'mai' (no abbreviation dot). */
export function shortMonthName(date: Date): string {
  return monthName(date).slice(0, 3);
}

/** 'sábado, 28 de novembro'. */
export function weekdayDayMonth(date: Date): string {
  return `${weekdayName(date)}, ${date.getDate()} de ${monthName(date)}`;
}

/** '3 de janeiro de 2025'. */
export function dayMonthYear(date: Date): string {
  return `${date.getDate()} de ${monthName(date)} de ${date.getFullYear()}`;
}

/** 'YYYY-MM-DD' or an ISO timestamp → 'dd/MM/yyyy'; unparseable → 'Data inválida' (spec 02). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseDate(value);
  if (!date) return INVALID;
  // A calendar date is written as it is, with no time zone involved.
  return DATE_ONLY.test(value) ? brazilianDate(value) : numericDate(date);
}

/** ISO timestamp → "dd/MM/yyyy às HH:mm" (local time). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseDate(value);
  return date ? `${numericDate(date)} às ${hourMinute(date)}` : INVALID;
}

/** 'HH:mm:ss' or 'HH:mm' → 'HH:mm'. */
export function formatTime(value: string | null | undefined): string {
  return value ? value.slice(0, 5) : '';
}

/**
 * Written after the end of a shift that ends the next day (decision 0012). A no-break space keeps it
 * on one line when a narrow card wraps it: '(dia' and 'seguinte)' never part.
 */
const NEXT_DAY = '(dia\u00a0seguinte)';

/**
 * A shift's times, '19:00 às 23:00', and '22:00 às 04:00 (dia seguinte)' when it ends the next day:
 * a job's end before its start is on the next day; an agenda item says so itself (`nextDay`).
 */
export function formatShift(
  start: string,
  end: string,
  separator: 'às' | '–',
  nextDay: boolean = endsNextDay(start, end),
): string {
  const times = `${formatTime(start)} ${separator} ${formatTime(end)}`;
  return nextDay ? `${times} ${NEXT_DAY}` : times;
}

/** 'YYYY-MM-DD' → 'sábado, 28 de novembro'. */
export function formatLongDate(value: string): string {
  const date = parseDate(value);
  return date ? weekdayDayMonth(date) : INVALID;
}
