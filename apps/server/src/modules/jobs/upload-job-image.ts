import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import type { UploadedFile } from '../uploads/multipart.ts';
import { deleteStoredImage, storeImage } from '../uploads/uploads.service.ts';
import { recordJobAction } from './job-history.ts';
import { assertJobOpen, assertOwnsJob } from './job-policies.ts';
import * as jobsRepo from './jobs.repo.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * `POST /api/contractor/jobs/:id/image`: the owner replaces the job's photo (JPEG/PNG/GIF by
 * content, at most 5 MB, re-encoded by storeImage into the 'jobs' folder). Ownership is checked
 * before the file is stored and again, under the job's lock, before it is used; the replaced
 * file (or the new one, when the job changed meanwhile) is deleted.
 */
export async function uploadJobImage(
  deps: Pick<Deps, 'db' | 'events' | 'storage'>,
  { actor, jobId, file, log }: { actor: Actor; jobId: string; file: UploadedFile | undefined; log: Log },
): Promise<{ url: string }> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  const current = await jobsRepo.findJob(deps.db, jobId);
  assertOwnsJob(actor, current);
  assertJobOpen(current);
  const stored = await storeImage(deps, { userId: actor.id, folder: 'jobs', file });
  let previous: string | null;
  try {
    previous = await inTransaction(deps.db, async (tx, afterCommit) => {
      const job = await jobsRepo.lockJob(tx, jobId);
      assertOwnsJob(actor, job);
      assertJobOpen(job);
      await jobsRepo.setImageUrl(tx, jobId, stored.url);
      await recordJobAction(tx, { jobId, actorId: actor.personId, action: 'photo_changed' });
      afterCommit(() => publishEvent(deps, { type: 'job.changed', userIds: [actor.id], ids: { jobId } }));
      return job.imageUrl;
    });
  } catch (error) {
    await deleteQuietly(deps, actor.id, stored.url, log);
    throw error;
  }
  await deleteQuietly(deps, actor.id, previous, log);
  return { url: stored.url };
}

/** The database already moved on: a file that cannot be deleted only costs space (logged). */
async function deleteQuietly(deps: Pick<Deps, 'storage'>, userId: string, url: string | null, log: Log): Promise<void> {
  try {
    await deleteStoredImage(deps, userId, url);
  } catch (error) {
    log.warn({ err: error, url }, 'could not delete a replaced job image');
  }
}
