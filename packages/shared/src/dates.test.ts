import { describe, expect, it } from 'vitest';
import {
  isIsoDate,
  isPastDate,
  isTime,
  saoPauloClock,
  saoPauloInstant,
  saoPauloMonthSpan,
  shiftWindow,
  toHourMinute,
  todayInSaoPaulo,
} from './dates.ts';

describe('isIsoDate', () => {
  it.each(['2025-01-31', '2024-02-29', '2999-12-31'])('accepts %s', (value) => expect(isIsoDate(value)).toBe(true));
  it.each(['2025-02-30', '2023-02-29', '0000-01-01', '3000-01-01', '2025-1-01', '01/02/2025', '', '2025-01-01T00:00'])(
    'rejects %j',
    (value) => expect(isIsoDate(value)).toBe(false),
  );
});

describe('isTime', () => {
  it.each(['00:00', '23:59', '18:30:15'])('accepts %s', (value) => expect(isTime(value)).toBe(true));
  it.each(['24:00', '7:00', '12:60', '12:00:60', 'meio-dia', ''])('rejects %j', (value) =>
    expect(isTime(value)).toBe(false),
  );
  it('shows hours and minutes', () => expect(toHourMinute('18:30:00')).toBe('18:30'));
});

describe('todayInSaoPaulo', () => {
  it('decides the day in São Paulo, not in UTC', () => {
    // 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3).
    const now = new Date('2025-03-10T02:30:00Z');
    expect(todayInSaoPaulo(now)).toBe('2025-03-09');
    expect(isPastDate('2025-03-09', now)).toBe(false);
    expect(isPastDate('2025-03-08', now)).toBe(true);
    expect(isPastDate('2025-03-10', now)).toBe(false);
  });

  it('agrees with the time-zone data at both ends of every day from 2019 to 2040', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' });
    const wrong: string[] = [];
    // 00:00:30 and 23:59:30 São Paulo time under UTC−3, each day: a one-hour shift anywhere shows.
    for (let day = Date.UTC(2019, 2, 1); day < Date.UTC(2041, 0, 1); day += 86_400_000) {
      for (const instant of [day + 3 * 3_600_000 + 30_000, day + 26 * 3_600_000 + 59 * 60_000 + 30_000]) {
        const now = new Date(instant);
        if (todayInSaoPaulo(now) !== zone.format(now)) wrong.push(now.toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reads the zone data before March 2019, when Brazil still had daylight saving time', () => {
    // 02:30 UTC on 10 February 2019 was 00:30 on the 10th in São Paulo (UTC−2, summer time).
    expect(todayInSaoPaulo(new Date('2019-02-10T02:30:00Z'))).toBe('2019-02-10');
  });
});

describe('saoPauloInstant and shiftWindow', () => {
  it('read a date and a clock time in São Paulo (UTC−3)', () => {
    expect(saoPauloInstant('2026-12-12', '09:00').toISOString()).toBe('2026-12-12T12:00:00.000Z');
    expect(saoPauloInstant('2026-12-31', '22:30:15').toISOString()).toBe('2027-01-01T01:30:15.000Z');
  });

  it('saoPauloClock reads an instant back as its São Paulo date and time', () => {
    expect(saoPauloClock(new Date('2027-01-01T01:30:15.000Z'))).toEqual({ date: '2026-12-31', time: '22:30' });
    const { date, time } = saoPauloClock(new Date('2026-12-12T12:00:00.000Z'));
    expect(saoPauloInstant(date, time).toISOString()).toBe('2026-12-12T12:00:00.000Z');
  });

  it("saoPauloMonthSpan is a month's São Paulo midnights, December into the next year", () => {
    expect(saoPauloMonthSpan('2026-11')).toEqual({
      from: new Date('2026-11-01T03:00:00.000Z'),
      to: new Date('2026-12-01T03:00:00.000Z'),
    });
    expect(saoPauloMonthSpan('2026-12')).toEqual({
      from: new Date('2026-12-01T03:00:00.000Z'),
      to: new Date('2027-01-01T03:00:00.000Z'),
    });
  });

  it('a day shift ends on its date; a night shift the next day', () => {
    expect(shiftWindow({ serviceDate: '2026-12-12', startTime: '09:00', endTime: '17:00:00' })).toEqual({
      startsAt: new Date('2026-12-12T12:00:00.000Z'),
      endsAt: new Date('2026-12-12T20:00:00.000Z'),
    });
    expect(shiftWindow({ serviceDate: '2026-12-12', startTime: '22:00', endTime: '04:00' })).toEqual({
      startsAt: new Date('2026-12-13T01:00:00.000Z'),
      endsAt: new Date('2026-12-13T07:00:00.000Z'),
    });
  });

  it('agrees with the time zone data', () => {
    const instant = saoPauloInstant('2030-07-01', '08:15');
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(instant);
    expect(local).toBe('01/07/2030, 08:15');
  });
});
