import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadedImageSchema, type OwnProfile, type UploadedImage } from '@vamos/shared/schemas/profile';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';
import { profileQueryKey } from './get-profile';

/** POST /api/profile/avatar, multipart field `file`: the new profile photo. */
export async function uploadAvatar(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  return UploadedImageSchema.parse(await api<unknown>('/profile/avatar', { method: 'POST', body }));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async ({ url }) => {
      queryClient.setQueryData<OwnProfile>(profileQueryKey, (old) => old && { ...old, avatar_url: url });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
