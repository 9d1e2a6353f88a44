import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { cancelApplicationItem } from '../agenda/agenda.service.ts';
import { lockJob, releaseSlot } from '../jobs/jobs.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { assertCanWithdraw, assertOwnsApplication } from './application-policies.ts';
import * as applicationsRepo from './applications.repo.ts';
import { followPlaces } from './applications.service.ts';

/**
 * `POST /api/freelancer/applications/:id/withdraw` ("Desistir", DESIGN §2): the freelancer's own
 * approved application becomes withdrawn, the place reopens (filled → active, and those turned
 * away by 'Vaga preenchida' are pending again), their agenda item is cancelled and the contractor
 * is told. The coins paid on approval are not refunded.
 */
export async function withdrawApplication(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  applicationId: string,
): Promise<applicationsRepo.ApplicationRow> {
  if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const found = await applicationsRepo.findWithJob(tx, applicationId);
    assertOwnsApplication(actor, found);
    const job = await lockJob(tx, found.jobId);
    const app = await applicationsRepo.lockApplication(tx, applicationId);
    if (!job || !app) throw new AppError('APPLICATION_NOT_FOUND');
    assertCanWithdraw(app, job, todayInSaoPaulo());
    const withdrawn = await applicationsRepo.markWithdrawn(tx, app.id);
    const released = withdrawn && (await releaseSlot(tx, job.id));
    if (!released) throw new AppError('APPLICATION_NOT_APPROVED');
    await cancelApplicationItem(tx, app.id);
    const { restored } = await followPlaces(tx, { id: job.id, status: released.status });
    await notify(deps, tx, {
      userId: job.contractorId,
      kind: 'application_withdrawn',
      ref: `application:${app.id}`,
      data: {
        jobId: job.id,
        jobTitle: job.title,
        serviceDate: job.serviceDate,
        applicationId: app.id,
        freelancerName: actor.name,
      },
    });
    afterCommit(async () => {
      const both = [job.contractorId, actor.id];
      await publishEvent(deps, { type: 'application.withdrawn', userIds: both, ids: { jobId: job.id, applicationId } });
      const waiting = restored.map((r) => r.freelancerId);
      await publishEvent(deps, { type: 'job.changed', userIds: [...both, ...waiting], ids: { jobId: job.id } });
    });
    return withdrawn;
  });
}
