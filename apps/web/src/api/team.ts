import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BlockedFreelancersResponse,
  TeamMemberResponse,
  TeamQuery,
  TeamResponse,
} from '@vamos/shared/schemas/team';
import { api } from '@/lib/api-client';
import { queryKeysFor, registerRealtimeInvalidation } from '@/lib/realtime';

/**
 * A contractor's team ('Minha equipe', issue 26): the favourites (`/api/contractor/team`) and the
 * freelancers they block (`/api/contractor/blocks`). Read by the team page; changed from there, from
 * an applicant's card and from a freelancer's profile, so it lives here rather than in one feature.
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
 * mutations below invalidate the same keys, so both ways of learning of a change refetch one set.
 */
export const TEAM_CHANGED_EVENT = 'team.changed' as const;

registerRealtimeInvalidation(TEAM_CHANGED_EVENT, () => [teamKeys.all]);

/** Refetches everything a change of the team or the blocks makes stale (see TEAM_CHANGED_EVENT). */
function invalidateTeamStanding(queryClient: QueryClient) {
  const keys = queryKeysFor({ type: TEAM_CHANGED_EVENT, ids: {} });
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

const freelancerPath = (base: string, freelancerId: string) => `${base}/${encodeURIComponent(freelancerId)}`;

/** `GET /api/contractor/team?q=&position=`: the favourites, the most recently added first. */
export async function getTeam(query: TeamQuery, { signal }: { signal?: AbortSignal } = {}): Promise<TeamResponse> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.position) params.set('position', query.position);
  const search = params.toString();
  return api<TeamResponse>(`/contractor/team${search ? `?${search}` : ''}`, { signal });
}

export function getTeamQueryOptions(query: TeamQuery = {}) {
  return queryOptions({
    queryKey: teamKeys.members(query),
    queryFn: ({ signal }) => getTeam(query, { signal }),
  });
}

export function useTeam(query: TeamQuery = {}) {
  return useQuery({ ...getTeamQueryOptions(query), placeholderData: (previous) => previous });
}

/** `GET /api/contractor/blocks`: the freelancers I block. */
export async function getBlockedFreelancers({ signal }: { signal?: AbortSignal } = {}) {
  return api<BlockedFreelancersResponse>('/contractor/blocks', { signal });
}

export function useBlockedFreelancers() {
  return useQuery({ queryKey: teamKeys.blocks(), queryFn: ({ signal }) => getBlockedFreelancers({ signal }) });
}

/** `PUT /api/contractor/team/:freelancerId` (idempotent); 409 FREELANCER_BLOCKED while blocked. */
export async function addToTeam(freelancerId: string): Promise<TeamMemberResponse> {
  return api<TeamMemberResponse>(freelancerPath('/contractor/team', freelancerId), { method: 'PUT' });
}

/** `DELETE /api/contractor/team/:freelancerId`. */
export async function removeFromTeam(freelancerId: string): Promise<void> {
  await api<void>(freelancerPath('/contractor/team', freelancerId), { method: 'DELETE' });
}

/**
 * `PUT /api/contractor/blocks/:freelancerId`: they leave my team, their pending applications to my
 * jobs are declined, and they no longer see my jobs.
 */
export async function blockFreelancer(freelancerId: string): Promise<void> {
  await api<void>(freelancerPath('/contractor/blocks', freelancerId), { method: 'PUT' });
}

/** `DELETE /api/contractor/blocks/:freelancerId`. */
export async function unblockFreelancer(freelancerId: string): Promise<void> {
  await api<void>(freelancerPath('/contractor/blocks', freelancerId), { method: 'DELETE' });
}

/** One mutation of the team or the blocks, refetching what shows it once settled. */
function useTeamMutation<T>(mutationFn: (freelancerId: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateTeamStanding(queryClient) });
}

export const useAddToTeam = () => useTeamMutation(addToTeam);
export const useRemoveFromTeam = () => useTeamMutation(removeFromTeam);
export const useBlockFreelancer = () => useTeamMutation(blockFreelancer);
export const useUnblockFreelancer = () => useTeamMutation(unblockFreelancer);
