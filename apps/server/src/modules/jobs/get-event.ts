import type { ContractorEvent } from '@vamos/shared/schemas/job-views';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { findContractorEventJobs } from './contractor-jobs.repo.ts';
import { findEvent } from './job-events.repo.ts';
import { assertOwnsEvent, eventActions } from './job-policies.ts';
import { presentContractorJob } from './job-presenter.ts';

/**
 * `GET /api/contractor/events/:id`: one of my events with its jobs still listed (each with its
 * progress, approved/places) and what I may do with the whole. Anyone else's, or one whose jobs
 * were all cancelled (gone from the lists, like a cancelled job): 404 EVENT_NOT_FOUND.
 */
export async function getContractorEvent(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  eventId: string,
): Promise<ContractorEvent> {
  if (!isUuid(eventId)) throw new AppError('EVENT_NOT_FOUND');
  const event = await findEvent(deps.db, eventId);
  assertOwnsEvent(actor, event);
  const rows = await findContractorEventJobs(deps.db, eventId, actor.id);
  if (rows.length === 0) throw new AppError('EVENT_NOT_FOUND');
  const now = new Date();
  return {
    id: event.id,
    name: event.name,
    roles: event.roles,
    weeks: event.weeks,
    created_at: event.createdAt.toISOString(),
    jobs: rows.map((row) => presentContractorJob(row, now)),
    can: eventActions(
      rows.map((row) => row.job),
      now,
    ),
  };
}
