import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { Role } from '@/config/paths';

/** The signed-in user as /api/auth/session answers it. */
export type Me = { id: string; email: string; role: Role; full_name: string; avatar_url: string | null };

export const meQueryKey = ['auth', 'me'] as const;

/** The session: the user, or null when signed out (401). */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (): Promise<Me | null> => (await api<{ user: Me | null }>('/auth/session')).user,
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** spec 01 §2.2: the post-sign-in redirect happens once per tab session. */
export const POST_LOGIN_REDIRECT_FLAG = 'vt:redirected-after-login';
