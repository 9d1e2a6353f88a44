/**
 * Calendar dates and times as the product uses them (DESIGN "Data details"): `YYYY-MM-DD` dates
 * and `HH:MM` times in America/Sao_Paulo; "in the past" is decided in that zone, never in UTC.
 */

export const APP_TIME_ZONE = 'America/Sao_Paulo';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Years outside this range are typos, and PostgreSQL has no year 0. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

/**
 * 'YYYY-MM-DD' in São Paulo from the zone's data, for instants before Brazil's last daylight saving
 * time ended. Made on first use: a formatter with a time zone loads the zone's data, tens of
 * milliseconds on a slow phone.
 */
let saoPauloDate: Intl.DateTimeFormat | undefined;
const saoPauloDateFormat = () =>
  (saoPauloDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/**
 * São Paulo has kept UTC−3 all year since its last daylight saving time ended on 2019-02-17
 * (Decreto 9.772/2019 abolished it). From 2019-03-01 on, today there is a subtraction: no zone data
 * to load on the phone, where the first time-zone formatter costs a long task. dates.test.ts checks
 * the subtraction against the platform's zone data for every day to 2040, so a return of daylight
 * saving time fails the tests instead of shifting a day.
 */
const UTC_MINUS_3_SINCE = Date.UTC(2019, 2, 1, 3);
const UTC_OFFSET_MS = -3 * 60 * 60 * 1000;

function saoPauloDay(now: Date): string {
  if (now.getTime() < UTC_MINUS_3_SINCE) return saoPauloDateFormat().format(now);
  return new Date(now.getTime() + UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar date written `YYYY-MM-DD` ('2025-02-30' is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `HH:MM` or `HH:MM:SS`, 00:00 to 23:59. */
export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** '18:30:00' → '18:30'. */
export function toHourMinute(value: string): string {
  return value.slice(0, 5);
}

/** The last answer of todayInSaoPaulo, by second: the server asks on every request. */
let lastToday = { second: Number.NaN, date: '' };

/** Today's date in São Paulo, `YYYY-MM-DD`. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const second = Math.floor(now.getTime() / 1000);
  if (second !== lastToday.second) lastToday = { second, date: saoPauloDay(now) };
  return lastToday.date;
}

/** Whether an ISO date lies before today in São Paulo (ISO dates compare as strings). */
export function isPastDate(isoDate: string, now: Date = new Date()): boolean {
  return isoDate < todayInSaoPaulo(now);
}

/** '2026-12-12' → '12/12/2026': a calendar date as people read it (no time zone involved). */
export function brazilianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** '2026-12-12' → '12/12', when the year goes without saying. */
export function brazilianDayMonth(isoDate: string): string {
  return brazilianDate(isoDate).slice(0, 5);
}

/**
 * The instant a São Paulo calendar date and clock time name ('2026-12-12', '09:00' → 12:00 UTC).
 * UTC−3, as todayInSaoPaulo reads it (no daylight saving time since 2019; dates.test checks).
 */
export function saoPauloInstant(isoDate: string, time: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const [hours, minutes, seconds] = time.split(':').map(Number);
  return new Date(
    Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0, seconds ?? 0) - UTC_OFFSET_MS,
  );
}

/**
 * The São Paulo calendar date and clock time (to the minute) of an instant after 2019-03-01:
 * saoPauloInstant's inverse ('2026-12-12T12:00Z' → '2026-12-12', '09:00').
 */
export function saoPauloClock(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + UTC_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * The instants a São Paulo calendar month ('yyyy-MM') spans, [from, to): its first midnight and the
 * next month's ('2026-12' → 2026-12-01T03:00Z, 2027-01-01T03:00Z).
 */
export function saoPauloMonthSpan(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: saoPauloInstant(`${month}-01`, '00:00'), to: saoPauloInstant(`${next}-01`, '00:00') };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a shift starts and ends: its date and times in São Paulo; an end before the start is on the
 * next day (a night shift, decision 0012).
 */
export function shiftWindow(shift: { serviceDate: string; startTime: string; endTime: string }): {
  startsAt: Date;
  endsAt: Date;
} {
  const startsAt = saoPauloInstant(shift.serviceDate, shift.startTime);
  const sameDayEnd = saoPauloInstant(shift.serviceDate, shift.endTime);
  const endsAt = sameDayEnd > startsAt ? sameDayEnd : new Date(sameDayEnd.getTime() + DAY_MS);
  return { startsAt, endsAt };
}
