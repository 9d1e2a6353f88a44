import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobFundingResponse } from '@vamos/shared/schemas/guaranteed-pay';
import { api } from '@/lib/api-client';
import { jobFundingKey } from './get-job-funding';

/** POST /api/contractor/job-funding/:jobId/check ('Já paguei'): asks the PIX provider now. */
export async function checkJobFunding(jobId: string): Promise<JobFundingResponse> {
  return api<JobFundingResponse>(`/contractor/job-funding/${encodeURIComponent(jobId)}/check`, { method: 'POST' });
}

export function useCheckJobFunding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkJobFunding,
    onSuccess: (answer, jobId) => queryClient.setQueryData(jobFundingKey(jobId), answer),
  });
}
