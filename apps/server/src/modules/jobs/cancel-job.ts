import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { applicantIdsOfJob, cancelJobShifts } from '../shifts/shifts.service.ts';
import { assertJobOpen, assertOwnsJob } from './job-policies.ts';
import * as jobsRepo from './jobs.repo.ts';

/**
 * `POST /api/contractor/jobs/:id/cancel` ("Cancelar evento", DESIGN §2): the job leaves every list
 * (status cancelled, history kept); its shifts follow through their lifecycle (shift-moves.ts):
 * applications not yet decided are closed ('Evento cancelado'), each booked freelancer gets back
 * the coins their approval cost (ledger reason job_cancelled_refund) and is told. Credits spent by
 * the contractor are not returned.
 */
export async function cancelJob(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, jobId: string): Promise<void> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const job = await jobsRepo.lockJob(tx, jobId);
    assertOwnsJob(actor, job);
    assertJobOpen(job);
    const cancelled = await jobsRepo.setStatus(tx, jobId, 'cancelled', ['active', 'filled', 'in_progress']);
    if (!cancelled) throw new AppError('JOB_NOT_FOUND');
    await cancelJobShifts(deps, tx, actor, cancelled);
    const applicants = await applicantIdsOfJob(tx, jobId);
    afterCommit(async () => {
      await publishEvent(deps, { type: 'job.changed', userIds: [actor.id, ...applicants], ids: { jobId } });
      await publishEvent(deps, { type: 'job.listing_changed', userIds: [], roles: ['freelancer'], ids: { jobId } });
    });
  });
}
