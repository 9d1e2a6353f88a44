import { describe, expect, it } from 'vitest';
import { applicationCost, costRangeBrl, serviceFee } from './rules.ts';

describe('applicationCost', () => {
  it.each([
    [10000, 10],
    [5000, 5],
    [15000, 15],
    [100, 1],
    [1000, 1],
    [1499, 1],
    [1500, 2],
    [2500, 3],
    [3500, 4],
    [4499, 4],
    [12345, 12],
    [99999, 100],
  ])('%d cents cost %d coins', (salaryCents, coins) => {
    expect(applicationCost(salaryCents)).toBe(coins);
  });

  it.each([null, undefined, 0, -5000, Number.NaN, Number.POSITIVE_INFINITY])(
    'costs 1 coin without a usable value (%s)',
    (v) => {
      expect(applicationCost(v)).toBe(1);
    },
  );

  it('is at least 1 coin for tiny values', () => {
    expect(applicationCost(1)).toBe(1);
    expect(applicationCost(499)).toBe(1);
  });
});

describe('costRangeBrl', () => {
  it('is 0.6× to 1.0× of the coins in reais', () => {
    expect(costRangeBrl(10)).toEqual({ minCents: 600, maxCents: 1000 });
    expect(costRangeBrl(1)).toEqual({ minCents: 60, maxCents: 100 });
    expect(costRangeBrl(15)).toEqual({ minCents: 900, maxCents: 1500 });
  });
});

describe('serviceFee', () => {
  it.each([
    [10000, 700],
    [1000, 70],
    [50, 4],
    [150, 11],
    [7, 1],
    [0, 1],
  ])('7%% of %d cents is %d', (cents, fee) => {
    expect(serviceFee(cents)).toBe(fee);
  });
});
