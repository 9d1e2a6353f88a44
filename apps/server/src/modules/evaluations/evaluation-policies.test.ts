import { describe, expect, it } from 'vitest';
import { isServiceOver } from './evaluation-policies.ts';

/** An instant in São Paulo (UTC−3). */
const at = (iso: string) => new Date(`${iso}:00-03:00`);

/**
 * Rating opens at the shift's end (issue 24): a night shift ends the next day, so its rating opens
 * then, not at midnight of its date nor at its start.
 */
describe('when rating opens', () => {
  const night = { serviceDate: '2026-12-05', startTime: '22:00:00', endTime: '04:00:00' };
  const day = { serviceDate: '2026-12-05', startTime: '10:00:00', endTime: '18:00:00' };

  it.each([
    ['2026-12-05T21:59', false],
    ['2026-12-05T23:59', false],
    ['2026-12-06T00:00', false],
    ['2026-12-06T03:59', false],
    ['2026-12-06T04:00', true],
  ])('a night shift (22:00 to 04:00): at %s, %s', (when, open) => {
    expect(isServiceOver(night, at(when))).toBe(open);
  });

  it('a day shift: at its end time on its date', () => {
    expect(isServiceOver(day, at('2026-12-05T17:59'))).toBe(false);
    expect(isServiceOver(day, at('2026-12-05T18:00'))).toBe(true);
  });
});
