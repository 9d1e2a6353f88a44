import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '@vamos/shared/schemas/profile';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/** DELETE /api/profile/company-logo: removes the company logo. */
export async function deleteCompanyLogo(): Promise<void> {
  await api<void>('/profile/company-logo', { method: 'DELETE' });
}

export function useDeleteCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyLogo,
    onSuccess: async () => {
      queryClient.setQueryData<OwnProfile>(profileQueryKey, (old) => old && { ...old, company_logo_url: null });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
