import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { operatorKeys } from './get-operator-session';

export type OperatorCredentials = { email: string; password: string };

/** `POST /api/auth/operator/login`: the password step; the second factor comes next. */
export function signInOperator(input: OperatorCredentials): Promise<{ ok: true }> {
  return api<{ ok: true }>('/auth/operator/login', { method: 'POST', body: input });
}

export function useSignInOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}

/** `POST /api/auth/operator/logout`: 'Sair'. */
export function signOutOperator(): Promise<{ ok: true }> {
  return api<{ ok: true }>('/auth/operator/logout', { method: 'POST', body: {} });
}

export function useSignOutOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOperator,
    onSettled: () => queryClient.removeQueries({ queryKey: operatorKeys.all }),
  });
}
