import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OwnProfileSchema, type OwnProfile, type ProfileUpdate } from '@vamos/shared/schemas/profile';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';
import { profileQueryKey } from './get-profile';

/** PUT /api/profile with the personal data (already parsed by ProfileUpdateSchema). */
export async function updateProfile(input: ProfileUpdate): Promise<OwnProfile> {
  return OwnProfileSchema.parse(await api<unknown>('/profile', { method: 'PUT', body: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The name shown in the navigation comes from the session.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
