import { describe, expect, it } from 'vitest';
import { SEGMENT_CODES, SEGMENT_LABELS, isSegmentCode, segmentLabel } from './segments.ts';

describe('segments', () => {
  it('lists the 32 codes of spec 01 §3 in order, each labelled', () => {
    expect(SEGMENT_CODES).toHaveLength(32);
    expect(new Set(SEGMENT_CODES).size).toBe(32);
    expect(SEGMENT_CODES[0]).toBe('AUXILIAR_COZINHA');
    expect(SEGMENT_CODES.slice(-4)).toEqual(['RECEPCAO', 'BARMAN', 'LIMPEZA', 'COZINHA']);
    expect(Object.keys(SEGMENT_LABELS).sort()).toEqual([...SEGMENT_CODES].sort());
  });

  it.each([
    ['GARCOM', 'Garçom'],
    ['SEGURANCA', 'Segurança'],
    ['AUXILIAR_COZINHA', 'Auxiliar de Cozinha'],
    ['HOST_HOSTESS', 'Host/Hostess'],
    ['GARCOM_BILINGUE', 'Garçom Bilíngue'],
    ['RECEPCAO', 'Recepção'],
    ['LIMPEZA', 'Limpeza'],
    ['COZINHA', 'Cozinha'],
    ['BARMAN', 'Barman'],
    ['CUMIN', 'Cumim'],
    ['MAITRE', 'Maître'],
    ['LIDER_PRODUCAO', 'Líder de Produção'],
  ])('segmentLabel(%j) is %j', (code, label) => {
    expect(segmentLabel(code)).toBe(label);
  });

  it('shows unknown codes as they are and empty ones as "Não especificado"', () => {
    expect(segmentLabel('DJ')).toBe('DJ');
    expect(segmentLabel('garcom')).toBe('garcom');
    expect(segmentLabel('')).toBe('Não especificado');
    expect(segmentLabel('   ')).toBe('Não especificado');
    expect(segmentLabel(null)).toBe('Não especificado');
    expect(segmentLabel(undefined)).toBe('Não especificado');
    expect(segmentLabel()).toBe('Não especificado');
  });

  it('isSegmentCode guards the list', () => {
    expect(isSegmentCode('BARTENDER')).toBe(true);
    expect(isSegmentCode('Bartender')).toBe(false);
  });
});
