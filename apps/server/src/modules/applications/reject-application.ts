import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { assertCanDecide } from './application-policies.ts';
import * as applicationsRepo from './applications.repo.ts';

/**
 * `POST /api/contractor/applications/:id/reject` (DESIGN §2 "Reject"): pending → rejected in one
 * guarded UPDATE, nothing charged. An application already decided answers APPLICATION_NOT_PENDING.
 */
export async function rejectApplication(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
): Promise<applicationsRepo.ApplicationRow> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const app = await applicationsRepo.findWithJob(tx, applicationId);
    assertCanDecide(actor, app);
    const rejected = await applicationsRepo.markRejected(tx, applicationId);
    if (!rejected) throw new AppError('APPLICATION_NOT_PENDING');
    await notify(deps, tx, {
      userId: app.freelancerId,
      kind: 'application_rejected',
      ref: `application:${applicationId}`,
      data: { jobId: app.jobId, jobTitle: app.jobTitle, serviceDate: app.serviceDate, applicationId },
    });
    afterCommit(async () => {
      const ids = { jobId: app.jobId, applicationId };
      await publishEvent(deps, { type: 'application.rejected', userIds: [actor.id, app.freelancerId], ids });
      await publishEvent(deps, {
        type: 'job.changed',
        userIds: [actor.id, app.freelancerId],
        ids: { jobId: app.jobId },
      });
    });
    return rejected;
  });
}
