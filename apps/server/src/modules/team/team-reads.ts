import type { TeamStanding } from '@vamos/shared/schemas/team';
import type { DbOrTx } from '../../db/client.ts';
import { ReadCache } from '../../read-cache.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';
import { findBlockedEitherWay, findStandings, isJobHiddenFrom } from './team.repo.ts';

/** The cache key of a viewer's invisible contractors. */
export function invisibleKey(viewerId: string): string {
  return `invisible:${viewerId}`;
}

/**
 * What other modules read of teams and blocks (decision 0034), handed to them in `Deps` (`deps.team`)
 * rather than imported: jobs and shifts read it, and `team` moves shifts, so an import would close a
 * loop between modules.
 *
 * - `invisibleContractors(db, viewerId)`: the contractors whose jobs the freelancer may not see
 *   (they blocked the freelancer, or the freelancer hid them), kept per viewer for a moment and
 *   forgotten on every instance by `visibility.changed` (app-caches.ts follows the bus). The board
 *   filters its shared pages by it, and the job detail answers JOB_NOT_FOUND with it.
 * - `isJobHiddenFrom(tx, jobId, freelancerId)`: the same rule read fresh inside a transaction
 *   (applying).
 * - `standingsOf(db, contractorId, freelancerIds)`: each applicant's { in_team, blocked } for the
 *   contractor, in one statement for a whole page of applicants.
 */
export class TeamReads {
  private readonly invisible: ReadCache<ReadonlySet<string>>;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.invisible = new ReadCache({ ttlMs, maxEntries, staleWhileReload: false });
  }

  invisibleContractors(db: DbOrTx, viewerId: string): Promise<ReadonlySet<string>> {
    return this.invisible.getOrLoad(
      invisibleKey(viewerId),
      async () => new Set(await findBlockedEitherWay(db, viewerId)),
    );
  }

  isJobHiddenFrom(db: DbOrTx, jobId: string, freelancerId: string): Promise<boolean> {
    return isJobHiddenFrom(db, jobId, freelancerId);
  }

  async standingsOf(
    db: DbOrTx,
    contractorId: string,
    freelancerIds: readonly string[],
  ): Promise<Map<string, TeamStanding>> {
    const rows = await findStandings(db, contractorId, freelancerIds);
    return new Map(rows.map((r) => [r.freelancerId, { in_team: r.inTeam, blocked: r.blocked }]));
  }

  /** `visibility.changed` names the people whose invisible contractors changed. */
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
