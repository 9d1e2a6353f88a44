import { isPastDate } from '@vamos/shared/dates';
import { parseDate, weekdayName } from '@/lib/format';

/** Whether the service day has passed (in São Paulo): the job is over and may be rated. */
export function serviceDatePassed(serviceDate: string, now: Date = new Date()): boolean {
  return isPastDate(serviceDate, now);
}

/**
 * Whether the job is over for the people on it: concluded by the contractor, or its service day
 * has passed. From then on the two sides may rate each other (DESIGN §2 "Complete service").
 */
export function jobIsOver(job: { status: string; service_date: string }, now: Date = new Date()): boolean {
  return job.status === 'completed' || serviceDatePassed(job.service_date, now);
}

/** '2026-05-15' → 'sexta-feira'. */
export function weekdayOf(isoDate: string): string {
  const date = parseDate(isoDate);
  return date ? weekdayName(date) : '';
}
