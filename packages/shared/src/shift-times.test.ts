import { describe, expect, it } from 'vitest';
import { endsNextDay, isSameTime, isTimeBefore, withSeconds } from './shift-times.ts';

describe('endsNextDay', () => {
  it.each([
    ['22:00', '04:00'],
    ['23:30', '00:00'],
    ['10:00:30', '10:00'],
    ['18:00:00', '17:59'],
  ])('%s → %s ends the next day', (start, end) => expect(endsNextDay(start, end)).toBe(true));

  it.each([
    ['19:00', '23:00'],
    ['00:00', '23:59'],
    ['19:00', '19:00'],
    ['19:00', '19:00:00'],
    ['10:00', '10:00:30'],
  ])('%s → %s ends the same day', (start, end) => expect(endsNextDay(start, end)).toBe(false));
});

describe('isTimeBefore and isSameTime', () => {
  it('read HH:MM and HH:MM:SS alike', () => {
    expect(withSeconds('09:05')).toBe('09:05:00');
    expect(withSeconds('09:05:30')).toBe('09:05:30');
    expect(isTimeBefore('09:00', '10:00:00')).toBe(true);
    expect(isTimeBefore('10:00:00', '09:00')).toBe(false);
    expect(isSameTime('19:00', '19:00:00')).toBe(true);
    expect(isSameTime('19:00', '19:00:01')).toBe(false);
    expect(isSameTime('19:00', '19:01')).toBe(false);
  });
});
