import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { startPeriodicTask } from '../../periodic-task.ts';
import { notify, type Notice } from '../notifications/notifications.service.ts';
import * as alertsRepo from './job-alerts.repo.ts';

export type MatchReport = { jobs: number; matched: number; notified: number };

/**
 * Matches the queued published jobs against every alert, one job per transaction: the job's run
 * is claimed (FOR UPDATE SKIP LOCKED: another instance takes another job), the one matching
 * statement records each person it reaches once per job (job_alert_matches' key), the 'Na hora'
 * ones are told through notify() (stored once per person and job as well), and the run is marked
 * done, all or nothing. A crash anywhere leaves the run queued for the next pass: nothing is lost
 * and nobody is told twice. 'Resumo diário' matches wait for send-alert-digests.ts. Tests pass a
 * test clock; served processes run it after each publication and every few seconds.
 */
export async function matchPendingJobs(
  deps: Pick<Deps, 'db' | 'events'>,
  { now = new Date(), limit = 100 }: { now?: Date; limit?: number } = {},
): Promise<MatchReport> {
  const report: MatchReport = { jobs: 0, matched: 0, notified: 0 };
  for (let i = 0; i < limit; i += 1) {
    const done = await inTransaction(deps.db, async (tx) => {
      const jobId = await alertsRepo.claimRun(tx);
      if (!jobId) return false;
      const matches = await alertsRepo.matchJob(tx, jobId, now);
      const notices: Notice[] = matches
        .filter((m) => m.frequency === 'instant')
        .map((m) => ({
          userId: m.userId,
          kind: 'job_alert',
          ref: `job:${jobId}`,
          data: {
            jobId,
            jobTitle: m.jobTitle,
            serviceDate: m.serviceDate,
            startTime: m.startTime,
            endTime: m.endTime,
            city: m.city,
            neighborhood: m.neighborhood,
            salaryCents: m.salaryCents,
          },
        }));
      report.notified += await notify(deps, tx, notices);
      report.matched += matches.length;
      report.jobs += 1;
      await alertsRepo.finishRun(tx, jobId, now);
      return true;
    });
    if (!done) break;
  }
  return report;
}

/**
 * Runs the matching in a served process: soon after each publication heard on the event bus (any
 * instance's, `job.listing_changed`) and every `intervalMs` for what a restart left queued.
 * Returns the function that stops it.
 */
export function startJobAlertMatching(
  deps: Pick<Deps, 'db' | 'events'>,
  log: FastifyBaseLogger,
  intervalMs: number,
): () => Promise<void> {
  let again = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  const run = () => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const report = await matchPendingJobs(deps);
        if (report.jobs) log.info({ report }, 'job alerts matched');
      } while (again && !stopped);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'job alert matching failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const stopTimer = startPeriodicTask(() => run(), { firstMs: 2_000, everyMs: intervalMs });
  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type === 'job.listing_changed') void run();
  });
  return async () => {
    stopped = true;
    unsubscribe();
    await stopTimer();
    await running;
  };
}
