/**
 * The cancellation and attendance policy (issue 24, DESIGN §6, decision 0027), written once: the
 * server applies these numbers and the page `/politica-de-cancelamento` states them. A freelancer
 * who gives up a booked shift ('Desistir') late receives strikes ("advertências") by the notice they
 * gave, counted from the shift's start in São Paulo. Imports no zod: the page reads it.
 */
import { shiftWindow } from './dates.ts';
import { applicationCost } from './pricing.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Strikes for giving up a booked shift, by hours of notice before its start (the first band that holds). */
export const NOTICE_BANDS = [
  { minHours: 24, strikes: 0 },
  { minHours: 8, strikes: 1 },
  { minHours: 2, strikes: 2 },
  { minHours: 0, strikes: 3 },
] as const;

/** The most strikes a 'Desistir' gives (the last band's). */
export const MAX_WITHDRAWAL_STRIKES = /* @__PURE__ */ Math.max(...NOTICE_BANDS.map((band) => band.strikes));

/** Strikes for not showing up to a booked shift ('Não compareceu'). */
export const NO_SHOW_STRIKES = 3;

/** A strike stops counting this many days after it was given. */
export const STRIKE_LIFETIME_DAYS = 90;

/** One active strike is forgiven after this many attended shifts in a row. */
export const FORGIVENESS_ATTENDED_IN_A_ROW = 5;

/** With this many active strikes a freelancer cannot apply… */
export const SUSPENSION_STRIKES = 3;

/** …for this many days. */
export const SUSPENSION_DAYS = 7;

/** A contractor who cancels an event with people booked less than this many hours before its start cancels late. */
export const LATE_CANCELLATION_HOURS = 24;

/**
 * What a late cancellation pays each booked freelancer, in coins, besides refunding what they paid:
 * the application's cost again (ledger reason `late_cancellation_compensation`).
 */
export function lateCancellationCompensation(salaryCents: number | null | undefined): number {
  return applicationCost(salaryCents);
}

/** Why a strike was given. */
export const STRIKE_REASONS = ['late_withdrawal', 'no_show'] as const;
export type StrikeReason = (typeof STRIKE_REASONS)[number];

/** Strikes for giving up a shift that starts at `shiftStart`, at `now` (after the start: the last band). */
export function strikesForNotice(shiftStart: Date, now: Date): number {
  const hours = (shiftStart.getTime() - now.getTime()) / HOUR_MS;
  // After the start (a negative notice) the last band holds: the most strikes.
  return NOTICE_BANDS.find((b) => hours >= b.minHours)?.strikes ?? NO_SHOW_STRIKES;
}

/** What giving up a shift now would cost: the whole hours left before its start, and the strikes. */
export type WithdrawalConsequence = { hours_left: number; strikes: number };

/** The consequence of 'Desistir' on a shift (its date and times in São Paulo) at `now`. */
export function withdrawalConsequence(
  shift: { serviceDate: string; startTime: string; endTime: string },
  now: Date,
): WithdrawalConsequence {
  const { startsAt } = shiftWindow(shift);
  const hoursLeft = Math.max(0, Math.floor((startsAt.getTime() - now.getTime()) / HOUR_MS));
  return { hours_left: hoursLeft, strikes: strikesForNotice(startsAt, now) };
}

// ---------------------------------------------------------------- words

/** '1 advertência', '2 advertências'. */
export function strikes(n: number): string {
  return `${n} ${n === 1 ? 'advertência' : 'advertências'}`;
}

/** 'menos de 1 hora', '1 hora', '5 horas'. */
function hoursLeft(n: number): string {
  if (n < 1) return 'menos de 1 hora';
  return n === 1 ? '1 hora' : `${n} horas`;
}

/** What the 'Desistir' dialog says will happen ('Faltam 5 horas para o turno: você receberá 2 advertências.'). */
export function withdrawalConsequenceText({ hours_left, strikes: n }: WithdrawalConsequence): string {
  // No strike only from the first band's notice on: however far the shift, that is what matters.
  if (n === 0) return `Faltam ${NOTICE_BANDS[0].minHours} horas ou mais para o turno: você não receberá advertência.`;
  const verb = hours_left <= 1 ? 'Falta' : 'Faltam';
  return `${verb} ${hoursLeft(hours_left)} para o turno: você receberá ${strikes(n)}.`;
}
