/**
 * 'Alertas de vagas' (issue 25): a freelancer's saved search that brings new jobs to them. The
 * values and limits live here once; the server matches each published job against every alert in
 * one query (modules/job-alerts) and tells people through the notifications module.
 */

/** How an alert tells: each matching job as it is published, or one message a day at 08:00. */
export const JOB_ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  instant: 'Na hora',
  daily: 'Resumo diário',
};

/** At most this many alerts per person. */
export const MAX_JOB_ALERTS = 10;

/** The daily digest goes out at this hour, São Paulo time. */
export const JOB_ALERT_DIGEST_HOUR = 8;

/** At most this many jobs are listed in one digest (the rest are counted). */
export const JOB_ALERT_DIGEST_SHOWN = 5;

export const JOB_ALERT_LIMITS = { neighborhoods: 10, neighborhood: 100 } as const;

/** Days of the week as JavaScript and PostgreSQL (`extract(dow …)`) number them: 0 = Sunday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  0: 'Domingo',
  1: 'Segunda',
  2: 'Terça',
  3: 'Quarta',
  4: 'Quinta',
  5: 'Sexta',
  6: 'Sábado',
};

export const WEEKDAY_SHORT_LABELS: Record<Weekday, string> = {
  0: 'Dom',
  1: 'Seg',
  2: 'Ter',
  3: 'Qua',
  4: 'Qui',
  5: 'Sex',
  6: 'Sáb',
};

/** The stored bit mask of a set of days (bit d = day d), and back. */
export function weekdayMask(days: readonly number[]): number {
  return days.reduce((mask, day) => mask | (1 << day), 0);
}

export function weekdaysOf(mask: number): Weekday[] {
  return WEEKDAYS.filter((day) => (mask & (1 << day)) !== 0);
}

/** 'Sáb e Dom', 'Seg, Qua e Sex', 'Todos os dias'. */
export function weekdaysLabel(days: readonly Weekday[]): string {
  if (days.length === 7) return 'Todos os dias';
  // Monday first, as people say the week.
  const names = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((d) => WEEKDAY_SHORT_LABELS[d]);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}
