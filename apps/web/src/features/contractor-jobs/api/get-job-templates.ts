import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobTemplateList } from '@vamos/shared/schemas/job-templates';
import { api } from '@/lib/api-client';
import { jobTemplatesKeys } from './job-templates-keys';

/** GET /api/contractor/job-templates: my templates, newest first. */
export async function getJobTemplates({ signal }: { signal?: AbortSignal } = {}): Promise<JobTemplateList> {
  return api<JobTemplateList>('/contractor/job-templates', { signal });
}

export function getJobTemplatesQueryOptions() {
  return queryOptions({ queryKey: jobTemplatesKeys.all, queryFn: ({ signal }) => getJobTemplates({ signal }) });
}

export function useJobTemplates() {
  return useQuery(getJobTemplatesQueryOptions());
}
