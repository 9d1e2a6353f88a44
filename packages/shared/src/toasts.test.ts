import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS } from './toasts.ts';

describe('toasts', () => {
  it('stay 5 seconds on screen (spec 01 §9)', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
