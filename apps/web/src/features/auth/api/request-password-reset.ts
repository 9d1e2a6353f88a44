import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ForgotPasswordSchema } from '@vamos/shared/schemas/auth';
import { api } from '@/lib/api-client';

export type RequestPasswordResetInput = z.output<typeof ForgotPasswordSchema>;

/**
 * POST /api/auth/forgot-password: e-mails a reset link to {origin}/reset-password?token=… when the
 * account exists. Always 200, so the answer never tells whether an e-mail is registered.
 */
export function requestPasswordReset(input: RequestPasswordResetInput): Promise<unknown> {
  return api<unknown>('/auth/forgot-password', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
