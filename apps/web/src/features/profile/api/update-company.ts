import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OwnProfileSchema, type CompanyUpdate, type OwnProfile } from '@vamos/shared/schemas/profile';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/** PUT /api/profile/company (contractor only); blank fields arrive as null. */
export async function updateCompany(input: CompanyUpdate): Promise<OwnProfile> {
  return OwnProfileSchema.parse(await api<unknown>('/profile/company', { method: 'PUT', body: input }));
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
