import { describe, expect, it } from 'vitest';
import { formatDuration, formatFigure, formatShare } from './dashboard-words';

describe("the panel's words (decision 0055)", () => {
  it('writes a duration as people say it', () => {
    expect(formatDuration(20)).toBe('0 min');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(3 * 3600 + 20 * 60)).toBe('3 h 20 min');
    expect(formatDuration(86_400)).toBe('1 d');
    expect(formatDuration(47 * 3600)).toBe('1 d 23 h');
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 10 * 60)).toBe('2 d 4 h');
  });

  it('writes each unit, and a dash where there is nothing to measure', () => {
    expect(formatFigure(1234, 'count')).toBe('1.234');
    expect(formatFigure(750_000, 'cents')).toBe('R$\u00a07.500,00');
    expect(formatFigure(0.8, 'ratio')).toBe('80%');
    expect(formatFigure(2 / 3, 'ratio')).toBe('66,7%');
    expect(formatFigure(86_400, 'seconds')).toBe('1 d');
    expect(formatFigure(null, 'ratio')).toBe('—');
  });

  it("writes a share's parts, none when it divides nothing", () => {
    expect(formatShare({ part: 4, whole: 5 })).toBe('4 de 5');
    expect(formatShare({ part: 0, whole: 0 })).toBeNull();
    expect(formatShare(null)).toBeNull();
  });
});
