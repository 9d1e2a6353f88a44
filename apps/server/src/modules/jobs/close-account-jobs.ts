import { saoPauloInstant } from '@vamos/shared/dates';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { cancellableShiftCount } from '../shifts/shifts.service.ts';
import { cancelLockedJob, publishCancelled } from './cancel-job.ts';
import * as jobsRepo from './jobs.repo.ts';

/**
 * 'Excluir minha conta' of a contractor (decision 0051), in the deletion's transaction: every open job
 * is cancelled exactly as 'Cancelar evento' does it (cancel-job.ts: the booked freelancers' coins
 * back, a late cancellation's compensation, everyone told). A job that already started with people
 * booked is not cancelled behind their backs: the deletion is refused until the service is concluded.
 * Returns what to tell the screens after the commit.
 */
export async function cancelJobsOfLeavingContractor(
  deps: Pick<Deps, 'db' | 'events'>,
  tx: Tx,
  actor: Actor,
  now: Date,
): Promise<() => Promise<void>> {
  const told: { jobId: string; applicants: string[] }[] = [];
  for (const jobId of await jobsRepo.openJobIdsOf(tx, actor.id)) {
    const job = await jobsRepo.lockJob(tx, jobId);
    if (!job || !['active', 'filled', 'in_progress'].includes(job.status)) continue;
    const started = saoPauloInstant(job.serviceDate, job.startTime) <= now;
    if (started && (await cancellableShiftCount(tx, job.id)) > 0) {
      throw new AppError('ACCOUNT_DELETION_BLOCKED', {
        message: `O serviço "${job.title}" já começou. Conclua o serviço em 'Minhas vagas' antes de excluir a conta.`,
      });
    }
    told.push({ jobId: job.id, applicants: await cancelLockedJob(deps, tx, actor, job, now) });
  }
  return async () => {
    for (const { jobId, applicants } of told) await publishCancelled(deps, actor, jobId, applicants);
  };
}

/** The contractor's jobs stop naming the company and hold no address (after they were cancelled). */
export function anonymiseJobsOf(tx: Tx, contractorId: string, name: string): Promise<void> {
  return jobsRepo.anonymiseJobsOf(tx, contractorId, name);
}
