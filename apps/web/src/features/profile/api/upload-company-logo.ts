import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadedImageSchema, type OwnProfile, type UploadedImage } from '@vamos/shared/schemas/profile';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/** POST /api/profile/company-logo, multipart field `file`: the company logo (contractor only). */
export async function uploadCompanyLogo(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  return UploadedImageSchema.parse(await api<unknown>('/profile/company-logo', { method: 'POST', body }));
}

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: async ({ url }) => {
      queryClient.setQueryData<OwnProfile>(profileQueryKey, (old) => old && { ...old, company_logo_url: url });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
