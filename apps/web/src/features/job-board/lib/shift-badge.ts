import { SHIFT_STATE_LABELS, SHIFT_STATE_TONES, isUpcoming, type ShiftState } from '@vamos/shared/shift-states';
import { APPLY_TEXTS } from './apply-state';

export type ShiftBadge = { text: string; variant: 'success' | 'warning' | 'destructive' | 'outline' | 'secondary' };

/**
 * The badge of a job I applied to, on its card and its detail, read from my shift's state: still in
 * the running ('Candidato'), booked ('Confirmado'), done ('Finalizado'), or how it ended ('Desistiu',
 * 'Rejeitado', …). Not applied: 'Disponível'.
 */
export function shiftBadge(state: ShiftState | null): ShiftBadge {
  if (state === null) return { text: APPLY_TEXTS.available, variant: 'secondary' };
  if (state === 'pending' || state === 'awaiting_payment' || state === 'waitlisted' || state === 'reserve') {
    return { text: APPLY_TEXTS.candidate, variant: 'success' };
  }
  if (isUpcoming(state)) return { text: 'Confirmado', variant: 'success' };
  if (state === 'checked_out' || state === 'attended') return { text: 'Finalizado', variant: 'outline' };
  return { text: SHIFT_STATE_LABELS[state], variant: SHIFT_STATE_TONES[state] };
}
