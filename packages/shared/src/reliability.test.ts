import { describe, expect, it } from 'vitest';
import {
  RELIABILITY_MIN_SHIFTS,
  RELIABILITY_WINDOW,
  reliability,
  reliabilityText,
  type ReliabilityOutcome,
} from './reliability.ts';

const times = (n: number, outcome: ReliabilityOutcome): ReliabilityOutcome[] =>
  Array.from({ length: n }, () => outcome);

describe('reliability: attended ÷ (attended + no-shows + withdrawals with strikes), over the last 20', () => {
  it('has the policy numbers', () => {
    expect([RELIABILITY_WINDOW, RELIABILITY_MIN_SHIFTS]).toEqual([20, 3]);
  });

  it('is "Novo" under 3 shifts, whatever they were', () => {
    expect(reliability([])).toEqual({ attendance_percent: null, shifts: 0 });
    expect(reliability(['attended', 'attended'])).toEqual({ attendance_percent: null, shifts: 2 });
    expect(reliability(['no_show'])).toEqual({ attendance_percent: null, shifts: 1 });
    expect(reliabilityText(reliability(['attended', 'no_show']))).toBe('Novo');
  });

  it('has a percentage from exactly 3 shifts', () => {
    expect(reliability(['attended', 'no_show', 'attended'])).toEqual({ attendance_percent: 67, shifts: 3 });
    expect(reliability(times(3, 'attended'))).toEqual({ attendance_percent: 100, shifts: 3 });
    expect(reliability(['late_withdrawal', 'no_show', 'late_withdrawal'])).toEqual({
      attendance_percent: 0,
      shifts: 3,
    });
  });

  it('counts a withdrawal with strikes like a no-show', () => {
    expect(reliability(['attended', 'attended', 'attended', 'late_withdrawal'])).toEqual({
      attendance_percent: 75,
      shifts: 4,
    });
  });

  it('over more than 20 shifts, only the newest 20 make the percentage; all of them are counted', () => {
    // Newest first: 20 attended, then 14 no-shows long ago.
    const outcomes = [...times(20, 'attended'), ...times(14, 'no_show')];
    expect(reliability(outcomes)).toEqual({ attendance_percent: 100, shifts: 34 });
    // One no-show among the newest 20.
    expect(reliability(['no_show', ...times(33, 'attended')])).toEqual({ attendance_percent: 95, shifts: 34 });
  });

  it('takes the newest 20 and the total from the caller', () => {
    expect(reliability(['no_show', ...times(19, 'attended')], 34)).toEqual({ attendance_percent: 95, shifts: 34 });
  });

  it('says it as the screens show it', () => {
    expect(reliabilityText({ attendance_percent: 97, shifts: 34 })).toBe('97% de comparecimento · 34 turnos');
    expect(reliabilityText({ attendance_percent: 100, shifts: 3 })).toBe('100% de comparecimento · 3 turnos');
    expect(reliabilityText({ attendance_percent: null, shifts: 2 })).toBe('Novo');
  });
});
