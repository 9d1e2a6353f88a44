/**
 * 'Bloquear' (issue 26, decision 0034): a contractor blocks a freelancer, who from then on sees none
 * of their jobs (the board, the detail, applying, the alerts) and is never told who blocked them.
 */
import type { BlockedFreelancersResponse } from '@vamos/shared/schemas/team';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { rejectWaitingShifts } from '../shifts/shifts.service.ts';
import { assertContractor, assertFreelancer } from './manage-team.ts';
import { presentBlockedFreelancer } from './team-presenter.ts';
import * as teamRepo from './team.repo.ts';

type BlockDeps = Pick<Deps, 'db' | 'events'>;

/** `GET /api/contractor/blocks`: the freelancers I blocked, the newest first. */
export async function listBlockedFreelancers(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
): Promise<BlockedFreelancersResponse> {
  assertContractor(actor);
  return { blocked: (await teamRepo.findBlockedBy(deps.db, actor.id)).map(presentBlockedFreelancer) };
}

/**
 * `PUT /api/contractor/blocks/:freelancerId`, idempotent, in one transaction: the block, the
 * freelancer out of my team, and each of their applications to my jobs still waiting for a decision
 * (pending or on the waiting list) rejected through the shift's lifecycle (the move `reject`, after
 * `reopen` for a waiting-list one): the freelancer gets the usual 'Candidatura recusada', nothing
 * more. Booked shifts stay. After the commit: my other tabs refresh the team (`team.changed`), and
 * the freelancer's board forgets my jobs (`visibility.changed`, which names no one).
 */
export async function blockFreelancer(deps: BlockDeps, actor: Actor, freelancerId: string): Promise<void> {
  assertContractor(actor);
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await assertFreelancer(tx, freelancerId);
    await teamRepo.addBlock(tx, actor.id, freelancerId);
    await teamRepo.removeMember(tx, actor.id, freelancerId);
    const waiting = await teamRepo.findOpenShiftsWith(tx, actor.id, freelancerId);
    await rejectWaitingShifts(deps, tx, actor, waiting);
    afterCommit(async () => {
      await publishEvent(deps, { type: 'visibility.changed', userIds: [freelancerId] });
      await publishEvent(deps, { type: 'team.changed', userIds: [actor.id] });
    });
  });
}

/** `DELETE /api/contractor/blocks/:freelancerId`, idempotent: my jobs reach the freelancer again. */
export async function unblockFreelancer(deps: BlockDeps, actor: Actor, freelancerId: string): Promise<void> {
  assertContractor(actor);
  if (!isUuid(freelancerId)) throw new AppError('FREELANCER_NOT_FOUND');
  if (await teamRepo.removeBlock(deps.db, actor.id, freelancerId)) {
    await publishEvent(deps, { type: 'visibility.changed', userIds: [freelancerId] });
    await publishEvent(deps, { type: 'team.changed', userIds: [actor.id] });
  }
}
