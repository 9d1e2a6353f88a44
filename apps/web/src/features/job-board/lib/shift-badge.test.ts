import { describe, expect, it } from 'vitest';
import { shiftBadge } from './shift-badge';

describe('shiftBadge', () => {
  it.each([
    [null, 'Disponível', 'secondary'],
    ['pending', 'Candidato', 'success'],
    ['waitlisted', 'Candidato', 'success'],
    ['approved', 'Confirmado', 'success'],
    ['checked_in', 'Confirmado', 'success'],
    ['attended', 'Finalizado', 'outline'],
    ['withdrawn', 'Desistiu', 'outline'],
    ['rejected', 'Rejeitado', 'destructive'],
    ['job_cancelled', 'Evento cancelado', 'destructive'],
  ] as const)('%s → %s', (state, text, variant) => {
    expect(shiftBadge(state)).toEqual({ text, variant });
  });
});
