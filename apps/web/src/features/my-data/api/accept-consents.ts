import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyConsents } from '@vamos/shared/schemas/my-data';
import { api } from '@/lib/api-client';
import { myConsentsQueryKey } from './get-my-consents';

/** `POST /api/me/consents`: accepts the terms of use and the privacy policy in force. */
export function acceptConsents(): Promise<MyConsents> {
  return api<MyConsents>('/me/consents', { method: 'POST', body: { accept: true } });
}

export function useAcceptConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptConsents,
    onSuccess: (consents) => queryClient.setQueryData(myConsentsQueryKey, consents),
  });
}
