import { describe, expect, it } from 'vitest';
import { isIsoDate, isPastDate, isTime, toHourMinute, todayInSaoPaulo } from './dates.ts';

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
});
