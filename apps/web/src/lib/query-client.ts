import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isOfflineError, OFFLINE_MESSAGE } from './api-client';
import { meQueryKey } from './auth';
import { OFFLINE_TOAST_ID, toast } from './toast';

export const queryClient = new QueryClient({
  // An action tried offline fails at once (api() refuses it) and says so in one toast, whatever the
  // screen does with its own errors (issue 24). The screens' own error toasts with the same message
  // become this one (lib/toast.ts), so the person sees it once.
  mutationCache: new MutationCache({
    onError: (error) => {
      if (isOfflineError(error)) toast.error(OFFLINE_MESSAGE, { id: OFFLINE_TOAST_ID });
    },
  }),
  // A read refused for want of a session means it ended on the server (a company removed this
  // manager, the password was reset elsewhere): the session is asked again, and the signed-in shell
  // sends the person to the login when it is gone (app/routes/app-shell.tsx).
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== meQueryKey[0]) {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 3;
      },
    },
    mutations: {
      // Not 'online' (the default), which pauses a mutation while offline: its button would stay on
      // "Enviando..." until the network came back, and then send what the person may have given up.
      networkMode: 'always',
    },
  },
});

// TanStack Query starts online and learns the network's state only from 'online'/'offline' events: a
// page opened offline (the agenda read from the phone, decision 0031) must know it from the start, or
// its queries and the guards' session request would each try the network, and retry, first.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
