import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { applicantIdsOfJob, completeJobShifts } from '../shifts/shifts.service.ts';
import { recordJobAction } from './job-history.ts';
import { assertCanComplete, assertOwnsJob } from './job-policies.ts';
import * as jobsRepo from './jobs.repo.ts';

/**
 * `POST /api/contractor/jobs/:id/complete` ("Concluir Serviço", DESIGN §2): the owner concludes a
 * filled or in-progress job, or an active one with someone booked, from the shift's start on. Its
 * shifts follow through their lifecycle: the booked ones attended, the applications not yet decided
 * closed ('Vaga concluída'). The booked freelancers the contractor says did not come ('Não
 * compareceu', `noShows`) are marked no-shows first, in the same transaction (with the no-show's
 * rules: not checked in, from an hour after the start). Both sides are told they may rate each other
 * once the shift ends.
 */
export async function completeJob(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  jobId: string,
  attendance: { noShows?: readonly string[]; now?: Date } = {},
): Promise<jobsRepo.JobRow> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const job = await jobsRepo.lockJob(tx, jobId);
    assertOwnsJob(actor, job);
    const now = attendance.now ?? new Date();
    assertCanComplete(job, now);
    const { completed, applicants } = await completeLockedJob(deps, tx, actor, job, {
      noShows: attendance.noShows ?? [],
      now,
    });
    afterCommit(() => publishEvent(deps, { type: 'job.changed', userIds: [actor.id, ...applicants], ids: { jobId } }));
    return completed;
  });
}

/**
 * The conclusion itself, on a job the caller locked and checked (owned, ready, started): its
 * shifts attended (or no-shows), the job completed (its history says by whom), both sides told. Concluding a whole event runs
 * it for each of its jobs (complete-event.ts).
 */
export async function completeLockedJob(
  deps: Pick<Deps, 'db' | 'events'>,
  tx: Tx,
  actor: Actor,
  job: jobsRepo.JobRow,
  attendance: { noShows: readonly string[]; now: Date },
): Promise<{ completed: jobsRepo.JobRow; applicants: string[] }> {
  const jobId = job.id;
  const { attended } = await completeJobShifts(deps, tx, actor, job, attendance);
  const completed = await jobsRepo.setStatus(tx, jobId, 'completed', ['active', 'filled', 'in_progress']);
  if (!completed) throw new AppError('JOB_CANNOT_COMPLETE');
  await recordJobAction(tx, { jobId, actorId: actor.personId, action: 'completed', at: attendance.now });
  const mention = { jobId, jobTitle: completed.title, serviceDate: completed.serviceDate };
  const ref = `job:${jobId}`;
  await notify(deps, tx, [
    { userId: actor.id, kind: 'job_completed', ref, data: { ...mention, role: 'contractor' } },
    ...attended.moved.map((shift) => ({
      userId: shift.freelancerId,
      kind: 'job_completed' as const,
      ref,
      data: { ...mention, role: 'freelancer' as const },
    })),
  ]);
  const applicants = await applicantIdsOfJob(tx, jobId);
  return { completed, applicants };
}
