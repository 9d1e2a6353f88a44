import { describe, expect, it } from 'vitest';
import { expiryLabel } from './expiry';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');
const inMinutes = (m: number) => new Date(NOW + m * 60_000).toISOString();

describe('expiryLabel', () => {
  it.each([
    [24 * 60, 'Expira em 24h 0min'],
    [24 * 60 - 1, 'Expira em 23h 59min'],
    [61, 'Expira em 1h 1min'],
    [60, 'Expira em 1h 0min'],
    [59, 'Expira em 59min'],
    [1, 'Expira em 1min'],
    [0.5, 'Expira em menos de 1min'],
  ])('%s minutes left → %s', (minutes, label) => {
    expect(expiryLabel(inMinutes(minutes), NOW)).toBe(label);
  });

  it('is null once expired or when the date cannot be read', () => {
    expect(expiryLabel(inMinutes(0), NOW)).toBeNull();
    expect(expiryLabel(inMinutes(-5), NOW)).toBeNull();
    expect(expiryLabel('amanhã', NOW)).toBeNull();
  });
});
