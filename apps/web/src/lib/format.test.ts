import { describe, expect, it } from 'vitest';
import {
  dayMonthYear,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatShift,
  formatTime,
  hourMinute,
  parseDate,
  monthName,
  shortMonthName,
  shortWeekdayName,
  weekdayDayMonth,
  weekdayName,
} from './format';

// Timestamps are written from local Date parts, so the expectations hold in any time zone.
const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString();

describe('formatDate', () => {
  it("writes a calendar date as 'dd/MM/yyyy', with no time zone involved", () => {
    expect(formatDate('2026-11-28')).toBe('28/11/2026');
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
  });

  it('writes the local day of a timestamp', () => {
    expect(formatDate(local(2026, 10, 28, 23, 30))).toBe('28/11/2026');
    expect(formatDate(local(2025, 0, 3, 0, 5))).toBe('03/01/2025');
    expect(formatDate('2026-11-28T10:00:00')).toBe('28/11/2026');
  });

  it("says 'Data inválida' for what is not a date, and nothing for no value", () => {
    expect(formatDate('not a date')).toBe('Data inválida');
    expect(formatDate('2026-02-30')).toBe('Data inválida');
    expect(formatDate('2026-13-01T10:00:00Z')).toBe('Data inválida');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatDateTime', () => {
  it("writes 'dd/MM/yyyy às HH:mm' in local time", () => {
    expect(formatDateTime(local(2026, 10, 28, 18, 5))).toBe('28/11/2026 às 18:05');
  });

  it('writes a timestamp of another year with its own year', () => {
    expect(formatDateTime(local(2024, 11, 31, 23, 59))).toBe('31/12/2024 às 23:59');
  });

  it('reads the zone of the timestamp', () => {
    const instant = new Date(Date.UTC(2026, 10, 28, 21, 0));
    const expected = `${formatDate(instant.toISOString())} às ${hourMinute(instant)}`;
    expect(formatDateTime('2026-11-28T18:00:00-03:00')).toBe(expected);
    expect(formatDateTime('2026-11-28T18:00:00.000-0300')).toBe(expected);
    expect(formatDateTime('2026-11-28 21:00:00+00')).toBe(expected);
  });

  it("says 'Data inválida' for what is not a date", () => {
    expect(formatDateTime('amanhã')).toBe('Data inválida');
    expect(formatDateTime('2026-11-28T25:00:00Z')).toBe('Data inválida');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatLongDate', () => {
  it("writes 'weekday, d de month'", () => {
    expect(formatLongDate('2026-11-28')).toBe('sábado, 28 de novembro');
    expect(formatLongDate('2026-11-23')).toBe('segunda-feira, 23 de novembro');
    expect(formatLongDate('2027-03-01')).toBe('segunda-feira, 1 de março');
  });

  it("says 'Data inválida' for what is not a date", () => {
    expect(formatLongDate('28/11/2026')).toBe('Data inválida');
  });
});

describe('formatTime', () => {
  it("keeps 'HH:mm'", () => {
    expect(formatTime('18:30:00')).toBe('18:30');
    expect(formatTime('07:05')).toBe('07:05');
    expect(formatTime(null)).toBe('');
  });
});

describe('formatShift', () => {
  it('writes a same-day shift with the separator of its place', () => {
    expect(formatShift('19:00:00', '23:00:00', 'às')).toBe('19:00 às 23:00');
    expect(formatShift('00:00', '23:59', '–')).toBe('00:00 – 23:59');
  });

  it("adds '(dia seguinte)' when the end is before the start", () => {
    expect(formatShift('22:00:00', '04:00:00', 'às')).toBe('22:00 às 04:00 (dia\u00a0seguinte)');
    expect(formatShift('23:30', '00:00', '–')).toBe('23:30 – 00:00 (dia\u00a0seguinte)');
  });

  it("follows an agenda item's own flag when it has one", () => {
    expect(formatShift('22:00', '04:00', '–', true)).toBe('22:00 – 04:00 (dia\u00a0seguinte)');
    expect(formatShift('22:00', '04:00', '–', false)).toBe('22:00 – 04:00');
  });
});

describe('names', () => {
  it('match the pt-BR calendar the app always showed', () => {
    const saturday = new Date(2026, 10, 28);
    expect(weekdayName(saturday)).toBe('sábado');
    expect(shortWeekdayName(saturday)).toBe('sábado');
    expect(shortWeekdayName(new Date(2026, 10, 24))).toBe('terça');
    expect(shortMonthName(saturday)).toBe('nov');
    expect(shortMonthName(new Date(2026, 4, 1))).toBe('mai');
    expect(weekdayDayMonth(saturday)).toBe('sábado, 28 de novembro');
    expect(dayMonthYear(new Date(2025, 0, 3))).toBe('3 de janeiro de 2025');
    expect(weekdayName(new Date(2026, 4, 15))).toBe('sexta-feira');
  });

  it('are the names Intl gives in pt-BR, for every weekday and month', () => {
    const intl = (options: Intl.DateTimeFormatOptions, date: Date) =>
      new Intl.DateTimeFormat('pt-BR', options).format(date);
    for (let day = 1; day <= 7; day++) {
      const date = new Date(2026, 10, day);
      expect(weekdayName(date)).toBe(intl({ weekday: 'long' }, date));
    }
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 10);
      expect(monthName(date)).toBe(intl({ month: 'long' }, date));
      expect(shortMonthName(date)).toBe(intl({ month: 'short' }, date).replace('.', ''));
    }
  });
});

describe('parseDate', () => {
  it('reads a calendar date as local midnight', () => {
    expect(parseDate('2026-11-28')).toEqual(new Date(2026, 10, 28));
    expect(parseDate('0099-01-01')?.getFullYear()).toBe(99);
  });

  it('rejects what is not an ISO date or timestamp', () => {
    expect(parseDate('November 28, 2026')).toBeNull();
    expect(parseDate('2026-11-28T')).toBeNull();
    expect(parseDate('')).toBeNull();
  });
});
