import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TotpEnrolment } from '@vamos/shared/schemas/operator';
import { api } from '@/lib/api-client';
import { operatorKeys } from './get-operator-session';

/** `POST /api/auth/operator/totp/enrolment`: the secret to add to the authenticator app (the same until confirmed). */
export function startEnrolment(): Promise<TotpEnrolment> {
  return api<TotpEnrolment>('/auth/operator/totp/enrolment', { method: 'POST', body: {} });
}

export function useEnrolment(enabled: boolean) {
  return useQuery({
    queryKey: [...operatorKeys.all, 'enrolment'],
    queryFn: startEnrolment,
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** `POST /api/auth/operator/totp/verify`: the 6 digits; right, the session opens the operator's screens. */
export function verifyCode(code: string): Promise<{ ok: true }> {
  return api<{ ok: true }>('/auth/operator/totp/verify', { method: 'POST', body: { code } });
}

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.session }),
  });
}
