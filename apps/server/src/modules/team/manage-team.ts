/**
 * 'Minha equipe' (issue 26, decision 0034): a contractor's favourite freelancers. Only contractors
 * reach these operations (the routes' guard, and the assertion here); each reads and changes only
 * their own team.
 */
import type { TeamMember, TeamMemberResponse, TeamQuery, TeamResponse } from '@vamos/shared/schemas/team';
import type { Deps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { ratingStatsOf } from '../evaluations/evaluations.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { reliabilityOf } from '../shifts/shifts.service.ts';
import { presentTeamMember } from './team-presenter.ts';
import * as teamRepo from './team.repo.ts';

type TeamDeps = Pick<Deps, 'db' | 'events'>;

/** Only a contractor has a team. */
export function assertContractor(actor: Actor): void {
  if (actor.role !== 'contractor') throw new AppError('FORBIDDEN');
}

/** The freelancer an id names, or FREELANCER_NOT_FOUND (malformed, unknown, or not a freelancer). */
export async function assertFreelancer(db: DbOrTx, freelancerId: string): Promise<void> {
  if (!isUuid(freelancerId) || (await teamRepo.findRole(db, freelancerId)) !== 'freelancer') {
    throw new AppError('FREELANCER_NOT_FOUND');
  }
}

/** The members as listed, with their ratings and reliability: one statement each for the whole list. */
async function membersOf(db: DbOrTx, contractorId: string, filter: teamRepo.TeamFilter): Promise<TeamMember[]> {
  const rows = await teamRepo.findTeam(db, contractorId, filter);
  const ids = rows.map((r) => r.freelancerId);
  const [ratings, reliabilities] = [await ratingStatsOf(db, ids), await reliabilityOf(db, ids)];
  return rows.map((row) => presentTeamMember(row, ratings.get(row.freelancerId), reliabilities.get(row.freelancerId)));
}

/** `GET /api/contractor/team?q=&position=`: my favourites, the most recently added first. */
export async function listTeam(deps: Pick<Deps, 'db'>, actor: Actor, query: TeamQuery): Promise<TeamResponse> {
  assertContractor(actor);
  return { members: await membersOf(deps.db, actor.id, { q: query.q, position: query.position }) };
}

/**
 * `PUT /api/contractor/team/:freelancerId` ('Adicionar à equipe'), idempotent: the member as listed.
 * A freelancer I blocked must be unblocked first (FREELANCER_BLOCKED).
 */
export async function addToTeam(deps: TeamDeps, actor: Actor, freelancerId: string): Promise<TeamMemberResponse> {
  assertContractor(actor);
  const member = await inTransaction(deps.db, async (tx, afterCommit) => {
    await assertFreelancer(tx, freelancerId);
    if (await teamRepo.isBlocked(tx, actor.id, freelancerId)) throw new AppError('FREELANCER_BLOCKED');
    await teamRepo.addMember(tx, actor.id, freelancerId);
    afterCommit(async () => {
      await publishEvent(deps, { type: 'team.changed', userIds: [actor.id] });
      // The favourite now sees my invite-first jobs (decision 0037).
      await publishEvent(deps, { type: 'visibility.changed', userIds: [freelancerId] });
    });
    const [added] = await membersOf(tx, actor.id, { freelancerId });
    if (!added) throw new AppError('FREELANCER_NOT_FOUND');
    return added;
  });
  return { member };
}

/** `DELETE /api/contractor/team/:freelancerId`, idempotent (nobody there: nothing happens; a malformed id: 404). */
export async function removeFromTeam(deps: TeamDeps, actor: Actor, freelancerId: string): Promise<void> {
  assertContractor(actor);
  if (!isUuid(freelancerId)) throw new AppError('FREELANCER_NOT_FOUND');
  if (await teamRepo.removeMember(deps.db, actor.id, freelancerId)) {
    await publishEvent(deps, { type: 'team.changed', userIds: [actor.id] });
    await publishEvent(deps, { type: 'visibility.changed', userIds: [freelancerId] });
  }
}
