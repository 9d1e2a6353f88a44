import { describe, expect, it } from 'vitest';
import { amountLabel, signedDelta, spokenDelta } from './statement-format';

describe('statement formatting', () => {
  it('names the unit of each currency, singular and plural', () => {
    expect(amountLabel(1, 'coin')).toBe('1 moeda');
    expect(amountLabel(50, 'coin')).toBe('50 moedas');
    expect(amountLabel(1, 'credit')).toBe('1 crédito');
    expect(amountLabel(30, 'credit')).toBe('30 créditos');
  });

  it('signs the change', () => {
    expect(signedDelta(50)).toBe('+50');
    expect(signedDelta(-10)).toBe('−10');
    expect(signedDelta(0)).toBe('0');
  });

  it('says in words whether coins came in or went out', () => {
    expect(spokenDelta({ delta: 50 }, 'coin')).toBe('Entrada de 50 moedas');
    expect(spokenDelta({ delta: -1 }, 'credit')).toBe('Saída de 1 crédito');
  });
});
