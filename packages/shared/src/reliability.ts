/**
 * A freelancer's reliability (issue 24, decision 0029): of their last RELIABILITY_WINDOW shifts
 * that decided something about attendance, the share they attended. Computed from stored facts (the
 * shifts' states and their strikes), never from a counter; the server reads the facts and this
 * function is the one formula, for every screen.
 */

/** How a shift counts: attended (or checked out), a no-show, or a 'Desistir' that gave strikes. */
export const RELIABILITY_OUTCOMES = ['attended', 'no_show', 'late_withdrawal'] as const;
export type ReliabilityOutcome = (typeof RELIABILITY_OUTCOMES)[number];

/** The score counts this many of the person's most recent shifts. */
export const RELIABILITY_WINDOW = 20;

/** Under this many shifts counted, a person is 'Novo' (no percentage yet). */
export const RELIABILITY_MIN_SHIFTS = 3;

/** `attendance_percent` null: 'Novo'. `shifts`: every shift counted, all time. */
export type Reliability = { attendance_percent: number | null; shifts: number };

/**
 * The reliability of someone whose counted shifts are `outcomes`, newest first (the caller may pass
 * only the newest RELIABILITY_WINDOW of them, with `total` saying how many there are in all):
 * attended ÷ (attended + no-shows + withdrawals with strikes), over the newest RELIABILITY_WINDOW.
 */
export function reliability(outcomes: readonly ReliabilityOutcome[], total = outcomes.length): Reliability {
  const shifts = Math.max(total, outcomes.length);
  const recent = outcomes.slice(0, RELIABILITY_WINDOW);
  if (shifts < RELIABILITY_MIN_SHIFTS || recent.length === 0) return { attendance_percent: null, shifts };
  const attended = recent.filter((o) => o === 'attended').length;
  return { attendance_percent: Math.round((attended * 100) / recent.length), shifts };
}

/** '97% de comparecimento · 34 turnos', or 'Novo' under RELIABILITY_MIN_SHIFTS shifts. */
export function reliabilityText(r: Reliability): string {
  if (r.attendance_percent === null) return 'Novo';
  return `${r.attendance_percent}% de comparecimento · ${r.shifts} ${r.shifts === 1 ? 'turno' : 'turnos'}`;
}
