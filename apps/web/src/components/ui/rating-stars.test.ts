import { describe, expect, it } from 'vitest';
import { formatRating } from './rating-stars';

describe('formatRating', () => {
  it('writes one decimal with a comma, rounded as Intl rounds in pt-BR', () => {
    const intl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (let hundredths = 100; hundredths <= 500; hundredths++) {
      const value = hundredths / 100;
      expect(formatRating(value)).toBe(intl.format(value));
    }
    expect(formatRating(4.3)).toBe('4,3');
    expect(formatRating(5)).toBe('5,0');
  });
});
