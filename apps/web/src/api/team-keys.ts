import type { TeamQuery } from '@vamos/shared/schemas/team';
import { registerRealtimeInvalidation } from '@/lib/realtime';

/**
 * A contractor's team ('Minha equipe', issue 26): the favourites (`/api/contractor/team`) and the
 * freelancers they block (`/api/contractor/blocks`). Read by the team page; changed from there, from
 * an applicant's card and from a freelancer's profile, so it lives here rather than in one feature. The keys and the event
 * name are apart from the hooks (./team), so that the pages which only register for the event (a
 * job's details, a profile) do not load the team's client with them.
 */
export const teamKeys = {
  all: ['team'] as const,
  members: (query: TeamQuery) => [...teamKeys.all, 'members', query] as const,
  blocks: () => [...teamKeys.all, 'blocks'] as const,
};

/**
 * The one name of the event the server publishes to a contractor when their team or blocks change
 * (on another tab, or by the server itself). What shows a freelancer's standing (the applicants of a
 * job, a freelancer's profile) registers its keys for it where those keys are declared; the
 * mutations of ./team invalidate the same keys, so both ways of learning of a change refetch one set.
 */
export const TEAM_CHANGED_EVENT = 'team.changed' as const;

registerRealtimeInvalidation(TEAM_CHANGED_EVENT, () => [teamKeys.all]);
