import { saoPauloClock, shiftWindow } from '@vamos/shared/dates';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { applicantIdsOfJob } from '../shifts/shifts.service.ts';
import { recordJobAction } from './job-history.ts';
import { assertOwnsJob } from './job-policies.ts';
import * as jobsRepo from './jobs.repo.ts';

/**
 * Development tools only (DEV_TOOLS, never in production): moves one of my jobs `days` in time,
 * its service and payment dates, so the shift's start and end can be reached without waiting (to
 * try concluding and rating on the embedded demo, and in the end-to-end tests). The API refuses a
 * date in the past; this does not. Everyone who sees the job hears of it.
 */
export async function moveJobInTime(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  jobId: string,
  days: number,
): Promise<jobsRepo.JobRow> {
  return changeSchedule(deps, actor, jobId, (tx) => jobsRepo.moveDates(tx, jobId, days));
}

/**
 * Development tools only: moves one of my jobs so that its shift starts `minutes` from `now`
 * (negative: it started that long ago), to the minute, keeping its length; its payment date moves
 * with its date. Reaches the hours around a shift (checking in, a no-show, a late cancellation).
 */
export async function startJobIn(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  jobId: string,
  minutes: number,
  now: Date = new Date(),
): Promise<jobsRepo.JobRow> {
  return changeSchedule(deps, actor, jobId, async (tx, job) => {
    const { startsAt, endsAt } = shiftWindow(job);
    const start = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + minutes * MINUTE_MS);
    const startClock = saoPauloClock(start);
    const endClock = saoPauloClock(new Date(start.getTime() + (endsAt.getTime() - startsAt.getTime())));
    return jobsRepo.setSchedule(tx, jobId, {
      serviceDate: startClock.date,
      startTime: startClock.time,
      endTime: endClock.time,
    });
  });
}

const MINUTE_MS = 60_000;

/**
 * Changes the owner's job's schedule in one transaction, with who did it in the job's history;
 * everyone who sees the job hears of it.
 */
async function changeSchedule(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  jobId: string,
  change: (tx: Tx, job: jobsRepo.JobRow) => Promise<jobsRepo.JobRow | undefined>,
): Promise<jobsRepo.JobRow> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const job = await jobsRepo.lockJob(tx, jobId);
    assertOwnsJob(actor, job);
    const moved = await change(tx, job);
    if (!moved) throw new AppError('JOB_NOT_FOUND');
    await recordJobAction(tx, { jobId, actorId: actor.personId, action: 'moved' });
    const applicants = await applicantIdsOfJob(tx, jobId);
    afterCommit(async () => {
      await publishEvent(deps, { type: 'job.changed', userIds: [actor.id, ...applicants], ids: { jobId } });
      await publishEvent(deps, { type: 'job.listing_changed', userIds: [], roles: ['freelancer'], ids: { jobId } });
    });
    return moved;
  });
}
