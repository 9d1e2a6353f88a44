import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PixKeyInput, PixKeyView } from '@vamos/shared/schemas/pix-keys';
import { api } from '@/lib/api-client';
import { pixKeyQueryKey } from './get-pix-key';

/** `PUT /api/freelancer/pix-key`: saves or replaces the key; answers it masked. */
export async function savePixKey(input: PixKeyInput): Promise<PixKeyView> {
  return api<PixKeyView>('/freelancer/pix-key', { method: 'PUT', body: input });
}

export function useSavePixKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePixKey,
    onSuccess: (saved) => queryClient.setQueryData(pixKeyQueryKey, saved),
  });
}
