import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { meQueryKey, POST_LOGIN_REDIRECT_FLAG } from './auth';
import { offlineCopy } from './offline-copy';

/**
 * Sign-out: ends the session on the server, forgets every cached query (and the copy kept on the
 * phone for offline reading: the next person on a shared phone never sees it) and goes to '/'. Apart
 * from lib/auth (read by the guards of every page) so that the first load of a signed-out page
 * carries no mutation code: only the signed-in shell uses it.
 */
let signingOut = false;

/** Whether this tab is signing out: the session is gone on purpose, and the page is going to '/'. */
export const isSigningOut = () => signingOut;

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/auth/logout', { method: 'POST' }),
    onSettled: () => leaveSession(queryClient, '/'),
  });
}

/**
 * The session is over (signed out, or the account deleted): forget every cached query and the
 * offline copy, then load `to` afresh.
 */
export async function leaveSession(queryClient: QueryClient, to: string): Promise<void> {
  signingOut = true;
  sessionStorage.removeItem(POST_LOGIN_REDIRECT_FLAG);
  (await offlineCopy())?.forget();
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, null);
  window.location.assign(to);
}
