import type { TeamStanding } from '@vamos/shared/schemas/team';
import type { DbOrTx } from '../../db/client.ts';
import { ReadCache } from '../../read-cache.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';
import {
  findInvitableMembers,
  findStandings,
  findVisibility,
  isBlockedEitherWay,
  isJobHiddenFrom,
  isMember,
} from './team.repo.ts';

/** The cache key of a viewer's invisible contractors. */
export function invisibleKey(viewerId: string): string {
  return `invisible:${viewerId}`;
}

/**
 * What a freelancer may see of contractors: `invisible`, whose jobs they never see (a block either
 * way), and `teams`, whose team they are in (their invite-first jobs reach them, decision 0037).
 */
export type Visibility = { invisible: ReadonlySet<string>; teams: ReadonlySet<string> };

/**
 * What other modules read of teams and blocks (decision 0034), handed to them in `Deps` (`deps.team`)
 * rather than imported: jobs and shifts read it, and `team` moves shifts, so an import would close a
 * loop between modules.
 *
 * - `visibilityOf(db, viewerId)`: the contractors whose jobs the freelancer may not see (they
 *   blocked the freelancer, or the freelancer hid them) and those whose team they are in (their
 *   invite-first jobs, decision 0037), kept per viewer for a moment and forgotten on every instance
 *   by `visibility.changed` (app-caches.ts follows the bus). The board filters its shared pages by
 *   it, and the job detail answers JOB_NOT_FOUND with it.
 * - `isJobHiddenFrom(tx, jobId, freelancerId)`: the same rule read fresh inside a transaction
 *   (applying, accepting an invitation).
 * - `isMember`, `isBlockedEitherWay`, `invitableMembers`: who a contractor may invite.
 * - `standingsOf(db, contractorId, freelancerIds)`: each applicant's { in_team, blocked } for the
 *   contractor, in one statement for a whole page of applicants.
 */
export class TeamReads {
  private readonly invisible: ReadCache<Visibility>;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.invisible = new ReadCache({ ttlMs, maxEntries, staleWhileReload: false });
  }

  visibilityOf(db: DbOrTx, viewerId: string): Promise<Visibility> {
    return this.invisible.getOrLoad(invisibleKey(viewerId), async () => {
      const rows = await findVisibility(db, viewerId);
      return {
        invisible: new Set(rows.filter((r) => !r.team).map((r) => r.id)),
        teams: new Set(rows.filter((r) => r.team).map((r) => r.id)),
      };
    });
  }

  isJobHiddenFrom(db: DbOrTx, jobId: string, freelancerId: string): Promise<boolean> {
    return isJobHiddenFrom(db, jobId, freelancerId);
  }

  isMember(db: DbOrTx, contractorId: string, freelancerId: string): Promise<boolean> {
    return isMember(db, contractorId, freelancerId);
  }

  isBlockedEitherWay(db: DbOrTx, contractorId: string, freelancerId: string): Promise<boolean> {
    return isBlockedEitherWay(db, contractorId, freelancerId);
  }

  invitableMembers(db: DbOrTx, contractorId: string): Promise<string[]> {
    return findInvitableMembers(db, contractorId);
  }

  async standingsOf(
    db: DbOrTx,
    contractorId: string,
    freelancerIds: readonly string[],
  ): Promise<Map<string, TeamStanding>> {
    const rows = await findStandings(db, contractorId, freelancerIds);
    return new Map(rows.map((r) => [r.freelancerId, { in_team: r.inTeam, blocked: r.blocked }]));
  }

  /** `visibility.changed` names the people whose invisible contractors (or teams) changed. */
  forgetStale(event: RealtimeEvent): void {
    if (event.type === 'visibility.changed') this.invisible.invalidate(event.userIds.map(invisibleKey));
  }

  suspend(): void {
    this.invisible.suspend();
  }

  resume(): void {
    this.invisible.resume();
  }
}
