import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractorJobsKeys } from './query-keys';

/** POST /api/contractor/jobs/:id/image, multipart field `file`: the job's photo. */
export async function uploadJobImage({ id, file }: { id: string; file: File }): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file);
  return api<{ url: string }>(`/contractor/jobs/${encodeURIComponent(id)}/image`, { method: 'POST', body });
}

export function useUploadJobImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadJobImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
  });
}
