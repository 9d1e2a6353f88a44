import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pixKeyQueryKey } from './get-pix-key';

/** `DELETE /api/freelancer/pix-key`: removes the key (no key: nothing to do, same answer). */
export async function deletePixKey(): Promise<void> {
  await api<void>('/freelancer/pix-key', { method: 'DELETE' });
}

export function useDeletePixKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePixKey,
    onSuccess: () => queryClient.setQueryData(pixKeyQueryKey, null),
  });
}
