import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnProfileSchema, type OwnProfile } from '@vamos/shared/schemas/profile';
import { api } from '@/lib/api-client';

/** The profile feature's key for the own profile: one cache entry, kept fresh by its edits. */
const profileQueryKey = ['profile', 'me'] as const;

/** `GET /api/profile`: fills the purchase dialog with the freelancer's name, e-mail and CPF. */
export async function getBuyerProfile({ signal }: { signal?: AbortSignal } = {}): Promise<OwnProfile> {
  return OwnProfileSchema.parse(await api<unknown>('/profile', { signal }));
}

export function getBuyerProfileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getBuyerProfile({ signal }) });
}

export function useBuyerProfile() {
  return useQuery(getBuyerProfileQueryOptions());
}
