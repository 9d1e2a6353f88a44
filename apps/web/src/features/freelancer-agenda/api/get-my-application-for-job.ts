import { JobDetailSchema, type MyApplication } from '@vamos/shared/schemas/job-views';
import { api, ApiError } from '@/lib/api-client';

/**
 * `GET /api/jobs/:id`, read for my application on the job: agenda items name their job, and
 * 'Desistir' acts on the application behind it.
 */
export async function getMyApplicationForJob(jobId: string): Promise<MyApplication> {
  const job = JobDetailSchema.parse(await api<unknown>(`/jobs/${encodeURIComponent(jobId)}`));
  if (!job.my_application) throw new ApiError(404, 'APPLICATION_NOT_FOUND', 'Candidatura não encontrada.');
  return job.my_application;
}
