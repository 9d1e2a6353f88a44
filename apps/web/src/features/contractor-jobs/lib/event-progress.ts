import type { ContractorJob } from '@vamos/shared/schemas/job-views';

/** One date of an event (a series has one per week) and its roles' progress. */
export type EventDay = { date: string; jobs: ContractorJob[] };

/** The event's jobs grouped by service date, in date order (each day keeps the roles' order). */
export function eventDays(jobs: readonly ContractorJob[]): EventDay[] {
  const days = new Map<string, ContractorJob[]>();
  for (const job of jobs) days.set(job.service_date, [...(days.get(job.service_date) ?? []), job]);
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, dayJobs]) => ({ date, jobs: dayJobs }));
}

/** 'Garçom 4/6 · Bartender 2/2 · Segurança 0/1': each role's approved freelancers over its places. */
export function progressText(jobs: readonly ContractorJob[]): string {
  return jobs.map((job) => `${job.title} ${job.approved_count}/${job.required_people}`).join(' · ');
}

/** A list item: a job alone, or an event with all its jobs (at the place of its newest one). */
export type JobListEntry =
  { kind: 'job'; job: ContractorJob } | { kind: 'event'; id: string; name: string; jobs: ContractorJob[] };

/** The contractor's list with each event's jobs gathered into one entry. */
export function groupByEvent(jobs: readonly ContractorJob[]): JobListEntry[] {
  const entries: JobListEntry[] = [];
  const events = new Map<string, ContractorJob[]>();
  for (const job of jobs) {
    if (!job.event) {
      entries.push({ kind: 'job', job });
      continue;
    }
    const known = events.get(job.event.id);
    if (known) {
      known.push(job);
      continue;
    }
    const eventJobs = [job];
    events.set(job.event.id, eventJobs);
    entries.push({ kind: 'event', id: job.event.id, name: job.event.name, jobs: eventJobs });
  }
  // The list is newest first (the server's order); an event reads in the order it was published.
  for (const list of events.values()) list.reverse();
  return entries;
}

/** 'Série semanal' for one role repeated weekly, 'Evento' otherwise (the pages' eyebrow). */
export function eventKind(event: { roles: number; weeks: number }): string {
  return event.roles === 1 && event.weeks > 1 ? 'Série semanal' : 'Evento';
}
