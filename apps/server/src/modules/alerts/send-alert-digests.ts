import type { FastifyBaseLogger } from 'fastify';
import { saoPauloClock, saoPauloInstant } from '@vamos/shared/dates';
import { JOB_ALERT_DIGEST_HOUR, JOB_ALERT_DIGEST_SHOWN } from '@vamos/shared/job-alerts';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { startPeriodicTask } from '../../periodic-task.ts';
import { notify, type Notice } from '../notifications/notifications.service.ts';
import * as alertsRepo from './job-alerts.repo.ts';

const DAY_MS = 24 * 3_600_000;

/** The latest digest moment at or before `now`: 08:00 in São Paulo, today's or yesterday's; and its day. */
export function digestMoment(now: Date): { day: string; cutoff: Date } {
  const hour = `${String(JOB_ALERT_DIGEST_HOUR).padStart(2, '0')}:00`;
  const today = saoPauloClock(now).date;
  const todays = saoPauloInstant(today, hour);
  if (todays.getTime() <= now.getTime()) return { day: today, cutoff: todays };
  const yesterday = saoPauloClock(new Date(now.getTime() - DAY_MS)).date;
  return { day: yesterday, cutoff: saoPauloInstant(yesterday, hour) };
}

export type DigestReport = { people: number; jobs: number };

/**
 * 'Resumo diário': at 08:00 São Paulo time, one message per person with the jobs their daily
 * alerts matched before then and no digest carried yet; a job no longer open (filled, cancelled,
 * past, already applied to) is dropped from it. Computed from the database at each pass, so a
 * server down at 08:00 sends it when it is back; stored once per person and day (the notice's ref),
 * the matches marked in the same transaction. In-app, e-mail (with one-click unsubscribe of the
 * 'Alertas de vagas' category) and push, by the person's preferences. Tests pass a test clock.
 */
export async function sendAlertDigests(
  deps: Pick<Deps, 'db' | 'events'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<DigestReport> {
  const { day, cutoff } = digestMoment(now);
  return inTransaction(deps.db, async (tx) => {
    const items = await alertsRepo.lockDigestItems(tx, cutoff, day);
    if (items.length === 0) return { people: 0, jobs: 0 };
    const byPerson = new Map<string, alertsRepo.DigestItem[]>();
    for (const item of items) {
      if (!item.open) continue;
      byPerson.set(item.userId, [...(byPerson.get(item.userId) ?? []), item]);
    }
    const notices: Notice[] = [...byPerson].map(([userId, open]) => ({
      userId,
      kind: 'job_alert_digest',
      ref: `digest:${day}`,
      data: {
        day,
        total: open.length,
        jobs: open.slice(0, JOB_ALERT_DIGEST_SHOWN).map((item) => ({
          jobId: item.jobId,
          jobTitle: item.jobTitle,
          serviceDate: item.serviceDate,
          startTime: item.startTime,
          city: item.city,
          neighborhood: item.neighborhood,
          salaryCents: item.salaryCents,
        })),
      },
    }));
    await notify(deps, tx, notices);
    await alertsRepo.markDigested(tx, items, day);
    return { people: notices.length, jobs: items.filter((i) => i.open).length };
  });
}

/** Runs the digest every `seconds` in a served process; any instance may (each is stored once). */
export function startAlertDigests(
  deps: Pick<Deps, 'db' | 'events'>,
  log: FastifyBaseLogger,
  seconds: number,
): () => Promise<void> {
  return startPeriodicTask(
    () =>
      sendAlertDigests(deps)
        .then((report) => {
          if (report.people) log.info({ report }, 'job alert digests');
        })
        .catch((error: unknown) => log.error({ err: error }, 'job alert digest failed')),
    { firstMs: 4_000, everyMs: seconds * 1000 },
  );
}
