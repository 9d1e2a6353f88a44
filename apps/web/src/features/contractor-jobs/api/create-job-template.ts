import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobTemplateInput, JobTemplateView } from '@vamos/shared/schemas/job-templates';
import { api } from '@/lib/api-client';
import { jobTemplatesKeys } from './job-templates-keys';

/** POST /api/contractor/job-templates: 'Salvar como modelo' (at most 20; the server checks the fields). */
export async function createJobTemplate(input: JobTemplateInput): Promise<JobTemplateView> {
  return api<JobTemplateView>('/contractor/job-templates', { method: 'POST', body: input });
}

export function useCreateJobTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobTemplatesKeys.all }),
  });
}
