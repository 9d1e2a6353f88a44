import { describe, expect, it } from 'vitest';
import { addMonths, currentMonth, FIRST_MONTH, isMonth, monthLabel } from './months';

describe("'Meus ganhos' months", () => {
  it('steps across years both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-11', -13)).toBe('2025-10');
    expect(addMonths('2026-11', 0)).toBe('2026-11');
  });

  it('writes a month in Portuguese', () => {
    expect(monthLabel('2026-11')).toBe('novembro de 2026');
    expect(monthLabel('2027-03')).toBe('março de 2027');
  });

  it('is the São Paulo month: 02:00 UTC on the 1st is still the month before there', () => {
    expect(currentMonth(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11');
    expect(currentMonth(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12');
  });

  it('takes only months the API answers', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth(FIRST_MONTH)).toBe(true);
    expect(isMonth('2019-12')).toBe(false);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth('novembro')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });
});
