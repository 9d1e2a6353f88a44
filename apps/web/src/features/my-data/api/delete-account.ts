import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@vamos/shared/schemas/my-data';
import { api } from '@/lib/api-client';

/** `POST /api/me/account/delete`: 'Excluir minha conta', confirmed with the password. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await api<void>('/me/account/delete', { method: 'POST', body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
