import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupInput } from '@vamos/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { meQueryKey, type Me } from '@/lib/auth';

/**
 * POST /api/auth/signup (SignupSchema) → 201 the new user, signed in by the session cookie.
 * 409 EMAIL_TAKEN, 400 VALIDATION with `fields` ('address.cep' → message), 429 RATE_LIMITED.
 */
export function signUp(input: SignupInput): Promise<{ user: Me }> {
  return api<{ user: Me }>('/auth/signup', { method: 'POST', body: input });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
