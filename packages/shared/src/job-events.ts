/**
 * Multi-role events and weekly series (issue 26, decision 0038): their limits, the dates of a
 * series, how many jobs (and credits) a publication makes, and the words of its count. Imports
 * nothing (no zod): the job form's page reads it.
 */
import { JOB_PUBLISH_CREDITS, credits } from './pricing.ts';

export const EVENT_LIMITS = {
  name: 100,
  /** An event's roles: a buffet's waiters, bartenders, security, cleaning… ten is plenty, and bounds the work. */
  minRoles: 1,
  maxRoles: 10,
  /** 'Repetir semanalmente': 1 (no repetition) to 8 weeks, published at once. */
  minWeeks: 1,
  maxWeeks: 8,
} as const;

/** The weeks the create form offers for 'Repetir semanalmente' (2–8: one week is the plain job). */
export const REPEAT_WEEK_OPTIONS = [2, 3, 4, 5, 6, 7, 8] as const;

/** '2026-12-12' plus `days` → '2026-12-19' (calendar days, no time zone involved). */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
}

/** The service and payment dates of week `week` (0 = the first) of a series. */
export function weekDates<T extends { service_date: string; payment_date: string }>(dates: T, week: number) {
  return {
    service_date: addDaysToIsoDate(dates.service_date, 7 * week),
    payment_date: addDaysToIsoDate(dates.payment_date, 7 * week),
  };
}

/** Jobs a publication makes (one per role and week) and the credits it spends. */
export function publicationCount(roles: number, weeks: number): { jobs: number; credits: number } {
  const jobs = roles * weeks;
  return { jobs, credits: jobs * JOB_PUBLISH_CREDITS };
}

/** 'Serão publicadas 4 vagas e usados 4 créditos' (one vaga: 'Será publicada 1 vaga e usado 1 crédito'). */
export function publicationCountText(roles: number, weeks: number): string {
  const count = publicationCount(roles, weeks);
  return count.jobs === 1
    ? `Será publicada 1 vaga e usado ${credits(count.credits)}`
    : `Serão publicadas ${count.jobs} vagas e usados ${credits(count.credits)}`;
}
