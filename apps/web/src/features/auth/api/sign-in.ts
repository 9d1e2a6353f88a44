import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginSchema } from '@vamos/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { meQueryKey, type Me } from '@/lib/auth';

export type SignInInput = z.output<typeof LoginSchema>;

/** POST /api/auth/login → the user, and the session cookie. 401 INVALID_CREDENTIALS, 429 RATE_LIMITED. */
export function signIn(input: SignInInput): Promise<{ user: Me }> {
  return api<{ user: Me }>('/auth/login', { method: 'POST', body: input });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
