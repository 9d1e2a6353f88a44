import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnProfileSchema, type OwnProfile } from '@vamos/shared/schemas/profile';
import { api } from '@/lib/api-client';

/** The profile feature's key for the own profile: one cache entry, kept fresh by its edits. */
const profileQueryKey = ['profile', 'me'] as const;

/** `GET /api/profile`: a plan is charged to the name and CPF of the contractor's profile. */
export async function getContractorProfile({ signal }: { signal?: AbortSignal } = {}): Promise<OwnProfile> {
  return OwnProfileSchema.parse(await api<unknown>('/profile', { signal }));
}

export function getContractorProfileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getContractorProfile({ signal }) });
}

export function useContractorProfile() {
  return useQuery(getContractorProfileQueryOptions());
}
