import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnProfileSchema, type OwnProfile } from '@vamos/shared/schemas/profile';
import { api } from '@/lib/api-client';

/** The signed-in user's own profile; every profile mutation updates or invalidates this key. */
export const profileQueryKey = ['profile', 'me'] as const;

export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<OwnProfile> {
  return OwnProfileSchema.parse(await api<unknown>('/profile', { signal }));
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile({ signal }),
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
