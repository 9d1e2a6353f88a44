/**
 * Confirmation and check-in (issue 24, decision 0030), written once: the server applies these
 * numbers and the help page states them. Imports no zod.
 */
import { shiftWindow } from './dates.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The confirmation request ('Vou comparecer') rides on the reminder this many hours before the start. */
export const CONFIRMATION_REQUEST_HOURS = 24;

/** Not confirmed this many hours before the start: the contractor is told, and sees 'Não confirmado'. */
export const UNCONFIRMED_NOTICE_HOURS = 12;

/** 'Cheguei' opens this many hours before the shift's start (and closes at its end). */
export const CHECK_IN_OPENS_HOURS_BEFORE = 2;

/** The check-in code's digits. */
export const CHECK_IN_CODE_LENGTH = 6;

type ShiftTimes = { serviceDate: string; startTime: string; endTime: string };

/** When 'Cheguei' may be used: from CHECK_IN_OPENS_HOURS_BEFORE before the start until the shift's end. */
export function checkInWindow(shift: ShiftTimes): { opensAt: Date; closesAt: Date } {
  const { startsAt, endsAt } = shiftWindow(shift);
  return { opensAt: new Date(startsAt.getTime() - CHECK_IN_OPENS_HOURS_BEFORE * HOUR_MS), closesAt: endsAt };
}

/** The moment from which an approved freelancer who has not confirmed counts as 'Não confirmado'. */
export function unconfirmedFrom(shift: ShiftTimes): Date {
  return new Date(shiftWindow(shift).startsAt.getTime() - UNCONFIRMED_NOTICE_HOURS * HOUR_MS);
}
