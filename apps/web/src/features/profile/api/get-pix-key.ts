import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PixKeyView } from '@vamos/shared/schemas/pix-keys';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/api/profile';

/** Under the profile's prefix: `profile.changed` (a key saved in another tab) refreshes it too. */
export const pixKeyQueryKey = [...profileKeys.all, 'pix-key'] as const;

/** `GET /api/freelancer/pix-key`: the freelancer's PIX key, masked, or null while there is none. */
export async function getPixKey({ signal }: { signal?: AbortSignal } = {}): Promise<PixKeyView | null> {
  return api<PixKeyView | null>('/freelancer/pix-key', { signal });
}

export function getPixKeyQueryOptions() {
  return queryOptions({ queryKey: pixKeyQueryKey, queryFn: ({ signal }) => getPixKey({ signal }) });
}

export function usePixKey() {
  return useQuery(getPixKeyQueryOptions());
}
