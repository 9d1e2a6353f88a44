/**
 * 'Ocultar empresa' (issue 26, decision 0034): a freelancer hides a contractor, whose jobs then leave
 * their board, detail, applying and alerts, as a contractor's block does.
 */
import type { HiddenContractorsResponse } from '@vamos/shared/schemas/team';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { getJobForFreelancer } from '../jobs/jobs.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { presentHiddenContractor } from './team-presenter.ts';
import * as teamRepo from './team.repo.ts';

function assertFreelancerActor(actor: Actor): void {
  if (actor.role !== 'freelancer') throw new AppError('FORBIDDEN');
}

/** `GET /api/freelancer/hidden-contractors`: the contractors I hid, the newest first. */
export async function listHiddenContractors(deps: Pick<Deps, 'db'>, actor: Actor): Promise<HiddenContractorsResponse> {
  assertFreelancerActor(actor);
  return { hidden: (await teamRepo.findBlockedBy(deps.db, actor.id)).map(presentHiddenContractor) };
}

/**
 * `POST /api/jobs/:id/hide-contractor`: hides the contractor of a job I may see (anything else:
 * JOB_NOT_FOUND, as the detail answers). After the commit my board and other tabs forget their jobs.
 */
export async function hideContractorOfJob(
  deps: Pick<Deps, 'db' | 'events' | 'jobDetailCache' | 'team'>,
  actor: Actor,
  jobId: string,
): Promise<void> {
  assertFreelancerActor(actor);
  await getJobForFreelancer(deps, actor, jobId);
  const contractorId = await teamRepo.findJobContractor(deps.db, jobId);
  if (!contractorId) throw new AppError('JOB_NOT_FOUND');
  await teamRepo.addBlock(deps.db, actor.id, contractorId);
  await publishEvent(deps, { type: 'visibility.changed', userIds: [actor.id] });
}

/** `DELETE /api/freelancer/hidden-contractors/:contractorId`, idempotent: their jobs come back. */
export async function showContractor(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  contractorId: string,
): Promise<void> {
  assertFreelancerActor(actor);
  if (!isUuid(contractorId)) throw new AppError('NOT_FOUND');
  if (await teamRepo.removeBlock(deps.db, actor.id, contractorId)) {
    await publishEvent(deps, { type: 'visibility.changed', userIds: [actor.id] });
  }
}
