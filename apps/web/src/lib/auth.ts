import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@vamos/shared/schemas/auth';
import { api } from './api-client';

/** The signed-in user as /api/auth/session answers it: a manager is a contractor of their company. */
export type { Me };

/**
 * One of a company's managers (decision 0040): they act for the company, but plans, payments, the
 * statement, the company's data and 'Gerentes' are its owner's. False for anyone else (and for a
 * session kept from before companies had managers, which names no company role).
 */
export function isCompanyManager(me: Pick<Me, 'company_role'> | null | undefined): boolean {
  return me?.company_role === 'manager';
}

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

/** Whether the signed-in person is one of a company's managers (see isCompanyManager). */
export function useIsCompanyManager(): boolean {
  return isCompanyManager(useMe().data);
}

/** spec 01 §2.2: the post-sign-in redirect happens once per tab session. */
export const POST_LOGIN_REDIRECT_FLAG = 'vt:redirected-after-login';
