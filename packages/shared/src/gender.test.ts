import { describe, expect, it } from 'vitest';
import { GENDER_PREFERENCES, genderLabel, normalizeGender } from './gender.ts';

describe('gender preference', () => {
  it('normalizes every stored value to itself', () => {
    for (const value of GENDER_PREFERENCES) expect(normalizeGender(value)).toBe(value);
  });

  it.each([
    ['male', 'male'],
    ['homem', 'male'],
    ['Homem', 'male'],
    ['female', 'female'],
    ['mulher', 'female'],
    ['no_preference', 'no_preference'],
    ['tanto_faz', 'no_preference'],
    [' TANTO_FAZ ', 'no_preference'],
    ['', null],
    [null, null],
    [undefined, null],
    ['outro', null],
  ])('normalizeGender(%j) is %j', (input, expected) => {
    expect(normalizeGender(input)).toBe(expected);
  });

  it('labels spellings, shows empty as "Sem preferência" and unknown as is', () => {
    expect(genderLabel('mulher')).toBe('Feminino');
    expect(genderLabel('male')).toBe('Masculino');
    expect(genderLabel('tanto_faz')).toBe('Sem preferência');
    expect(genderLabel('')).toBe('Sem preferência');
    expect(genderLabel(null)).toBe('Sem preferência');
    expect(genderLabel('xyz')).toBe('xyz');
  });
});
