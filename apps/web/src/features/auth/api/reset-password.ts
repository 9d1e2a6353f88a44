import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ResetPasswordRequestSchema } from '@vamos/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';

export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

/** The account's role, to send the user to the right area; null/unknown for any other account. */
export type ResetPasswordResult = { role: string | null };

/**
 * POST /api/auth/reset-password { token, password } → { role }. 400 INVALID_RESET_TOKEN when the
 * link is unknown, used or expired. The server revokes the account's sessions on reset.
 */
export function resetPassword(input: ResetPasswordRequest): Promise<ResetPasswordResult> {
  return api<ResetPasswordResult>('/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // Every session of the account was revoked: forget the cached one and ask the server again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
