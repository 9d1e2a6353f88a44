/**
 * 'Convidar' (issue 26, decision 0037): a contractor invites a favourite to one of their jobs, and
 * 'Convidar minha equipe primeiro' invites every favourite at once when the job is published. The
 * move `invite` of the shift's lifecycle; nothing is charged until the freelancer accepts.
 */
import type { InvitationCreated } from '@vamos/shared/schemas/invitations';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { payerProfileOf } from '../profiles/profiles.service.ts';
import { inviteForShift, type MoveResult } from './shift-lifecycle.ts';
import * as shiftsRepo from './shifts.repo.ts';

type InviteDeps = Pick<Deps, 'db' | 'events' | 'team'>;

/**
 * `POST /api/contractor/jobs/:id/invitations`: only the job's contractor (anyone else: JOB_NOT_FOUND),
 * only a freelancer of their team (FREELANCER_NOT_IN_TEAM) with no block between them (the same
 * answer: a block takes them out of the team, and a freelancer's hiding is never revealed), on an
 * active job with a free place (JOB_FULL, JOB_NOT_AVAILABLE), before the start (SHIFT_STARTED), once
 * (ALREADY_ON_JOB when they applied or were invited already).
 */
export async function inviteToJob(
  deps: InviteDeps,
  actor: Actor,
  jobId: string,
  freelancerId: string,
): Promise<InvitationCreated> {
  if (actor.role !== 'contractor') throw new AppError('FORBIDDEN');
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  if (!isUuid(freelancerId)) throw new AppError('FREELANCER_NOT_IN_TEAM');
  return inTransaction(deps.db, async (tx) => {
    // The job first (the lock order of every move): a stranger learns nothing about anyone's team.
    const job = await shiftsRepo.lockJob(tx, jobId);
    if (!job || job.contractorId !== actor.id) throw new AppError('JOB_NOT_FOUND');
    if (
      !(await deps.team.isMember(tx, actor.id, freelancerId)) ||
      (await deps.team.isBlockedEitherWay(tx, actor.id, freelancerId))
    ) {
      throw new AppError('FREELANCER_NOT_IN_TEAM');
    }
    // Guaranteed pay (decision 0042): an accepted invitation asks the company to pay the place by PIX.
    if (job.guaranteedPay && !(await payerProfileOf({ db: tx }, actor.id))) {
      throw new AppError('PAYMENT_PROFILE_INCOMPLETE', {
        message: 'Complete seu perfil com nome e CPF antes de convidar para uma vaga com pagamento garantido.',
      });
    }
    const [shift] = (await inviteForShift(deps, tx, actor, jobId, freelancerId)).moved;
    if (!shift) throw new AppError('ALREADY_ON_JOB');
    return { id: shift.id, job_id: shift.jobId, freelancer_id: shift.freelancerId };
  });
}

/**
 * 'Convidar minha equipe primeiro': every favourite of the contractor with no block between them is
 * invited to the job just published, in the publication's transaction (the job has every place free).
 */
export async function inviteTeam(deps: InviteDeps, tx: Tx, actor: Actor, jobId: string, now = new Date()) {
  const results: MoveResult[] = [];
  for (const freelancerId of await deps.team.invitableMembers(tx, actor.id)) {
    results.push(await inviteForShift(deps, tx, actor, jobId, freelancerId, now));
  }
  return results;
}
