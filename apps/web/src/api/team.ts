import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BlockedFreelancersResponse,
  TeamMemberResponse,
  TeamQuery,
  TeamResponse,
} from '@vamos/shared/schemas/team';
import { api } from '@/lib/api-client';
import { queryKeysFor } from '@/lib/realtime';
import { TEAM_CHANGED_EVENT, teamKeys } from './team-keys';

/*
 * A contractor's team ('Minha equipe', issue 26): its reads and changes (keys and event: ./team-keys).
 */

/**
 * Refetches everything a change of the team or the blocks makes stale: the keys registered for
 * TEAM_CHANGED_EVENT, the same set the server's event refetches.
 */
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
