import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalResult } from '@vamos/shared/schemas/applications';
import { api } from '@/lib/api-client';
import { walletKeys } from '@/api/wallet';
import { contractorJobsKeys } from './query-keys';

/** POST /api/contractor/applications/:id/approve: 1 credit from me, the cost in coins from the freelancer. */
export async function approveApplication(id: string): Promise<ApprovalResult> {
  return api<ApprovalResult>(`/contractor/applications/${encodeURIComponent(id)}/approve`, { method: 'POST' });
}

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    // Failures too: a 'vaga já preenchida' answer means what is on screen is stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractorJobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
