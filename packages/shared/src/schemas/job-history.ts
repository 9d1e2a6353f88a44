/**
 * A job's history (issue 26, decision 0040): `GET /api/contractor/jobs/:id/history`, what the
 * company's people did to the job and who, oldest first ('Histórico' on the job's page).
 */
import { z } from 'zod';
import '../zod-locale.ts';
import { JOB_HISTORY_ENTRY_ACTIONS } from '../job-history.ts';

export const JobHistoryEntrySchema = z.object({
  /** When (an ISO timestamp). */
  at: z.string(),
  action: z.enum(JOB_HISTORY_ENTRY_ACTIONS),
  /** The person who did it (the owner or a manager); null: the system. */
  actor_name: z.string().nullable(),
  /** The freelancer the action concerns (an approval, a rating…); null for the job's own actions. */
  freelancer_name: z.string().nullable(),
});

export const JobHistoryResponseSchema = z.object({ entries: z.array(JobHistoryEntrySchema) });

export type JobHistoryEntry = z.infer<typeof JobHistoryEntrySchema>;
export type JobHistoryResponse = z.infer<typeof JobHistoryResponseSchema>;
