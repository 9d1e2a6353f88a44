import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { meQueryKey, POST_LOGIN_REDIRECT_FLAG } from './auth';

/**
 * Sign-out: ends the session on the server, forgets every cached query and goes to '/'. Apart
 * from lib/auth (read by the guards of every page) so that the first load of a signed-out page
 * carries no mutation code: only the signed-in shell uses it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/auth/logout', { method: 'POST' }),
    onSettled: () => {
      sessionStorage.removeItem(POST_LOGIN_REDIRECT_FLAG);
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      window.location.assign('/');
    },
  });
}
