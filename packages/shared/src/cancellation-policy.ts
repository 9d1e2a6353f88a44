/**
 * The cancellation and attendance policy (issue 24, DESIGN §6, decision 0027), written once: the
 * server applies these numbers and the page `/politica-de-cancelamento` states them. A freelancer
 * who gives up a booked shift ('Desistir') late receives strikes ("advertências") by the notice they
 * gave, counted from the shift's start in São Paulo. Imports no zod: the page reads it.
 */
import { shiftWindow } from './dates.ts';
import { lateCancellationSplit } from './guaranteed-pay.ts';
import { formatBrl } from './masks.ts';
import { applicationCost, coins } from './pricing.ts';

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

/** A contractor's public record counts their late cancellations over this many days. */
export const CONTRACTOR_RECORD_DAYS = 90;

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

/**
 * Whether cancelling an event (its date and times in São Paulo) at `now` is late: under
 * LATE_CANCELLATION_HOURS before its start (a start already past is the latest of all).
 */
export function isLateCancellation(
  shift: { serviceDate: string; startTime: string; endTime: string },
  now: Date,
): boolean {
  const { startsAt } = shiftWindow(shift);
  return startsAt.getTime() - now.getTime() < LATE_CANCELLATION_HOURS * HOUR_MS;
}

/**
 * What 'Cancelar evento' would do now, as the dialog says it before confirming: the people booked,
 * the whole hours left before the start, whether it is late and, if so, the coins each booked person
 * receives as compensation (besides getting back what they paid).
 */
export type CancellationConsequence = {
  booked: number;
  hours_left: number;
  late: boolean;
  compensation_coins: number;
  /** Guaranteed pay: per place, what the freelancer receives and what goes back to the contractor, by PIX. */
  pay: { share_cents: number; refund_cents: number } | null;
};

export function cancellationConsequence(
  job: { serviceDate: string; startTime: string; endTime: string; salaryCents: number | null | undefined },
  booked: number,
  now: Date,
  /** A guaranteed-pay job's place: its value and fee, and the share a late cancellation pays (decision 0044). */
  guaranteed: { valueCents: number; feeCents: number; sharePercent: number } | null = null,
): CancellationConsequence {
  const { startsAt } = shiftWindow(job);
  const late = isLateCancellation(job, now);
  let pay: CancellationConsequence['pay'] = null;
  if (guaranteed) {
    const { valueCents, feeCents, sharePercent } = guaranteed;
    const split = late
      ? lateCancellationSplit(valueCents, feeCents, sharePercent)
      : { shareCents: 0, refundCents: valueCents + feeCents };
    pay = { share_cents: split.shareCents, refund_cents: split.refundCents };
  }
  return {
    booked,
    hours_left: Math.max(0, Math.floor((startsAt.getTime() - now.getTime()) / HOUR_MS)),
    late,
    compensation_coins: late ? lateCancellationCompensation(job.salaryCents) : 0,
    pay,
  };
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

// ---------------------------------------------------------------- no-shows (decision 0028)

const MINUTE_MS = 60 * 1000;

/** The contractor may mark a booked freelancer who has not checked in as absent from this many minutes after the shift's start… */
export const NO_SHOW_MARK_OPENS_MINUTES = 60;

/** …until this many hours after the shift's start. */
export const NO_SHOW_MARK_CLOSES_HOURS = 48;

/** The freelancer may contest a no-show within this many hours of the mark. */
export const CONTEST_WINDOW_HOURS = 48;

/** The longest contest text, in characters. */
export const CONTEST_TEXT_MAX = 500;

/** When the contractor may mark a no-show: from `opensAt` to `closesAt`, both included. */
export function noShowMarkWindow(shiftStart: Date): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(shiftStart.getTime() + NO_SHOW_MARK_OPENS_MINUTES * MINUTE_MS),
    closesAt: new Date(shiftStart.getTime() + NO_SHOW_MARK_CLOSES_HOURS * HOUR_MS),
  };
}

/** The last instant a no-show marked at `markedAt` may be contested (included). */
export function contestDeadline(markedAt: Date): Date {
  return new Date(markedAt.getTime() + CONTEST_WINDOW_HOURS * HOUR_MS);
}

/**
 * How long a suspension lasts: SUSPENSION_DAYS from the strike that brought the active count to
 * SUSPENSION_STRIKES or more (the server's strikes.repo computes it in SQL).
 */
export function suspensionEnd(givenAt: Date): Date {
  return new Date(givenAt.getTime() + SUSPENSION_DAYS * 24 * HOUR_MS);
}

/** 'Candidaturas suspensas até 02/12 por faltas recentes' (the day in São Paulo). */
export function suspensionText(until: Date): string {
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' });
  return `Candidaturas suspensas até ${day.format(until)} por faltas recentes`;
}

/**
 * What the 'Cancelar evento' dialog says will happen to the people booked ('Faltam 5 horas para o
 * evento: cada um dos 2 freelancers aprovados recebe de volta as moedas pagas e mais 10 moedas de
 * compensação.'). Empty when no one is booked.
 */
export function cancellationConsequenceText(c: CancellationConsequence): string {
  if (c.booked === 0) return '';
  const who = c.booked === 1 ? 'o freelancer aprovado recebe' : `cada um dos ${c.booked} freelancers aprovados recebe`;
  if (!c.late) {
    return `Faltam ${LATE_CANCELLATION_HOURS} horas ou mais para o evento: ${who} de volta as moedas pagas pela candidatura.`;
  }
  const verb = c.hours_left <= 1 ? 'Falta' : 'Faltam';
  return (
    `${verb} ${hoursLeft(c.hours_left)} para o evento: ${who} de volta as moedas pagas e mais ` +
    `${coins(c.compensation_coins)} de compensação. O cancelamento conta como em cima da hora no seu histórico.`
  );
}

/**
 * What 'Cancelar evento' does to a guaranteed-pay job's money (decision 0044), per place: 'Pagamento
 * garantido: o freelancer aprovado recebe R$ 50,00 por PIX, e R$ 55,00 voltam para você por PIX.'
 * Empty on a job without it or with no one booked.
 */
export function cancellationPayText(c: CancellationConsequence): string {
  if (c.booked === 0 || !c.pay) return '';
  const each = c.booked === 1 ? '' : ' de cada vaga';
  if (c.pay.share_cents === 0) {
    return `Pagamento garantido: o valor pago${each} (${formatBrl(c.pay.refund_cents)}) volta para você por PIX.`;
  }
  const who = c.booked === 1 ? 'o freelancer aprovado recebe' : 'cada freelancer aprovado recebe';
  return (
    `Pagamento garantido: ${who} ${formatBrl(c.pay.share_cents)} por PIX, ` +
    `e ${formatBrl(c.pay.refund_cents)}${each} voltam para você por PIX.`
  );
}
