import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { assertOwnsApplication } from './application-policies.ts';
import * as applicationsRepo from './applications.repo.ts';

/**
 * `DELETE /api/freelancer/applications/:id` (spec 01 §4): the freelancer's own pending
 * application is deleted (they may apply again). The DELETE is guarded on `pending`, so an
 * approval committing first wins and this answers APPLICATION_NOT_PENDING.
 */
export async function cancelApplication(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
): Promise<void> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const app = await applicationsRepo.findWithJob(tx, applicationId);
    assertOwnsApplication(actor, app);
    const deleted = await applicationsRepo.deletePending(tx, applicationId, actor.id);
    if (!deleted) throw new AppError('APPLICATION_NOT_PENDING');
    afterCommit(async () => {
      const ids = { jobId: app.jobId, applicationId };
      await publishEvent(deps, { type: 'application.cancelled', userIds: [app.contractorId, actor.id], ids });
      await publishEvent(deps, {
        type: 'job.changed',
        userIds: [app.contractorId, actor.id],
        ids: { jobId: app.jobId },
      });
    });
  });
}
