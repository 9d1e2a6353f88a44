import { useMutation } from '@tanstack/react-query';
import type { CreatedReport, CreateReportInput } from '@vamos/shared/schemas/reports';
import { api } from '@/lib/api-client';

/**
 * 'Denunciar' (decision 0054): a job, a profile or an evaluation, with a category and a text. The
 * screens that show those three offer the button (components/reports); nothing the person reads
 * changes until an operator decides, and then a notification tells them.
 */

/** `POST /api/reports`. */
export function createReport(input: CreateReportInput): Promise<CreatedReport> {
  return api<CreatedReport>('/reports', { method: 'POST', body: input });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
