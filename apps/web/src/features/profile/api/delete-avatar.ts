import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '@vamos/shared/schemas/profile';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';
import { profileQueryKey } from './get-profile';

/** DELETE /api/profile/avatar: removes the profile photo. */
export async function deleteAvatar(): Promise<void> {
  await api<void>('/profile/avatar', { method: 'DELETE' });
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: async () => {
      queryClient.setQueryData<OwnProfile>(profileQueryKey, (old) => old && { ...old, avatar_url: null });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
