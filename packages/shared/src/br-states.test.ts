import { describe, expect, it } from 'vitest';
import { BR_STATES, UF_CODES, citiesOf, isUf } from './br-states.ts';

const ALL_UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
];

describe('BR_STATES', () => {
  it('has the 27 federative units, each once', () => {
    expect(BR_STATES).toHaveLength(27);
    expect([...UF_CODES].sort()).toEqual([...ALL_UFS].sort());
  });

  it.each(BR_STATES.map((s) => [s.uf, s] as const))('%s has a name and 5 to 13 distinct cities', (_uf, state) => {
    expect(state.name.length).toBeGreaterThan(2);
    expect(state.cities.length).toBeGreaterThanOrEqual(5);
    expect(state.cities.length).toBeLessThanOrEqual(13);
    expect(new Set(state.cities).size).toBe(state.cities.length);
    for (const city of state.cities) expect(city).toMatch(/^\S.*\S$/);
  });

  it('lists capitals and main cities with accents', () => {
    expect(citiesOf('SP')).toEqual(
      expect.arrayContaining([
        'São Paulo',
        'Campinas',
        'Santos',
        'Ribeirão Preto',
        'São José dos Campos',
        'Sorocaba',
        'Guarulhos',
      ]),
    );
    expect(citiesOf('RJ')).toEqual(expect.arrayContaining(['Rio de Janeiro', 'Niterói']));
    expect(citiesOf('MG')[0]).toBe('Belo Horizonte');
    expect(citiesOf('PR')[0]).toBe('Curitiba');
    expect(citiesOf('RS')[0]).toBe('Porto Alegre');
    expect(citiesOf('BA')[0]).toBe('Salvador');
    expect(citiesOf('PE')[0]).toBe('Recife');
    expect(citiesOf('CE')[0]).toBe('Fortaleza');
    expect(citiesOf('DF')[0]).toBe('Brasília');
    expect(citiesOf('SC')[0]).toBe('Florianópolis');
  });
});

describe('citiesOf / isUf', () => {
  it('accepts a lowercase or padded UF and returns [] for an unknown one', () => {
    expect(citiesOf(' sp ')).toBe(citiesOf('SP'));
    expect(citiesOf('XX')).toEqual([]);
    expect(citiesOf('')).toEqual([]);
  });

  it('isUf is exact', () => {
    expect(isUf('SP')).toBe(true);
    expect(isUf('sp')).toBe(false);
    expect(isUf('XX')).toBe(false);
  });
});
