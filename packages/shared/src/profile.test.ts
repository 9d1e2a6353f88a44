import { describe, expect, it } from 'vitest';
import { COMPANY_SECTORS, FREELANCER_POSITIONS } from './profile.ts';

describe('signup options', () => {
  it('offers the 7 freelancer positions of the spec, each once', () => {
    expect(FREELANCER_POSITIONS).toHaveLength(7);
    expect(new Set(FREELANCER_POSITIONS).size).toBe(7);
    expect(FREELANCER_POSITIONS).toContain('Garçom');
  });

  it('offers company sectors ending with "Outro"', () => {
    expect(COMPANY_SECTORS).toContain('Restaurante');
    expect(COMPANY_SECTORS.at(-1)).toBe('Outro');
    expect(new Set(COMPANY_SECTORS).size).toBe(COMPANY_SECTORS.length);
  });
});
