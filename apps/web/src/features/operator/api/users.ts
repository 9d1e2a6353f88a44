import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  UserActionInput,
  UserActionResult,
  UserDetail,
  UserSearchResult,
} from '@vamos/shared/schemas/operator-users';
import { api } from '@/lib/api-client';
import { operatorKeys, operatorRead } from './get-operator-session';

/** `GET /api/operator/users?q=&page=`: 'Usuários', people by name, e-mail, CPF or CNPJ, newest first. */
export function searchUsers(
  q: string,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UserSearchResult> {
  const params = new URLSearchParams({ q, page: String(page) });
  return api<UserSearchResult>(`/operator/users?${params.toString()}`, { signal });
}

export function useUserSearch(q: string, page: number) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: operatorKeys.usersSearch(q, page),
      queryFn: ({ signal }) =>
        operatorRead(
          searchUsers(q, page, { signal }),
          () => void queryClient.invalidateQueries({ queryKey: operatorKeys.session }),
        ),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}

/** `GET /api/operator/users/:id`: a user's page. */
export function getUserDetail(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<UserDetail> {
  return api<UserDetail>(`/operator/users/${encodeURIComponent(id)}`, { signal });
}

export function useUserDetail(id: string) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: operatorKeys.user(id),
      queryFn: ({ signal }) =>
        operatorRead(
          getUserDetail(id, { signal }),
          () => void queryClient.invalidateQueries({ queryKey: operatorKeys.session }),
        ),
      retry: false,
    }),
  );
}

/** The three actions of a user's page, each with the operator's reason. */
export type UserAction = 'suspension' | 'reactivation' | 'password-reset';

/** `POST /api/operator/users/:id/{suspension,reactivation,password-reset}`. */
export function actOnUser(id: string, action: UserAction, input: UserActionInput): Promise<UserActionResult> {
  return api<UserActionResult>(`/operator/users/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: input });
}

export function useUserAction(id: string, action: UserAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserActionInput) => actOnUser(id, action, input),
    // Done here or by another operator (409): the page, the search and the audit change either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.users }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.audit }),
      ]),
  });
}
