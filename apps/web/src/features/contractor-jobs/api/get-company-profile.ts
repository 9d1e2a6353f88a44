import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnProfileSchema, type OwnProfile } from '@vamos/shared/schemas/profile';
import { api } from '@/lib/api-client';

/** GET /api/profile: the signed-in contractor's profile; the job form prefills 'Empresa' from it. */
export async function getCompanyProfile({ signal }: { signal?: AbortSignal } = {}): Promise<OwnProfile> {
  return OwnProfileSchema.parse(await api<unknown>('/profile', { signal }));
}

export function getCompanyProfileQueryOptions() {
  return queryOptions({
    // The profile feature keeps the same resource under this key; profile.changed refreshes it.
    queryKey: ['profile', 'me'] as const,
    queryFn: ({ signal }) => getCompanyProfile({ signal }),
  });
}

export function useCompanyProfile() {
  return useQuery(getCompanyProfileQueryOptions());
}
