import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShiftFunding } from '@vamos/shared/schemas/guaranteed-pay';
import { api } from '@/lib/api-client';
import { shiftFundingKey } from './get-shift-funding';
import { contractorJobsKeys } from './query-keys';

/** POST /api/contractor/shift-pay/:shiftId/check ('Já paguei'): asks the PIX provider now. */
export async function checkShiftFunding(shiftId: string): Promise<ShiftFunding> {
  return api<ShiftFunding>(`/contractor/shift-pay/${encodeURIComponent(shiftId)}/check`, { method: 'POST' });
}

/** The answer is the place's funding now; the job's details refetch (the candidate approved once paid). */
export function useCheckShiftFunding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkShiftFunding,
    onSuccess: async (funding) => {
      queryClient.setQueryData(shiftFundingKey(funding.shift_id), funding);
      await queryClient.invalidateQueries({ queryKey: contractorJobsKeys.detail(funding.job_id) });
    },
  });
}
