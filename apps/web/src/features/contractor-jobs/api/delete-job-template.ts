import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobTemplatesKeys } from './job-templates-keys';

/** DELETE /api/contractor/job-templates/:id: 'Excluir modelo'. */
export async function deleteJobTemplate(id: string): Promise<void> {
  await api<void>(`/contractor/job-templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteJobTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobTemplatesKeys.all }),
  });
}
