/** Reliability and records (issue 24): what people see of each other's attendance, never the strikes themselves. */
import { z } from 'zod';
import '../zod-locale.ts';

/** A freelancer's attendance (reliability.ts): a percentage over their last 20 shifts, null under 3 ('Novo'). */
export const ReliabilitySchema = z.object({
  attendance_percent: z.number().int().min(0).max(100).nullable(),
  /** Every shift counted (attended, no-shows, withdrawals with strikes), all time. */
  shifts: z.number().int().nonnegative(),
});

/** `GET /api/freelancer/reliability`: the freelancer's own. */
export const MyReliabilitySchema = z.object({ reliability: ReliabilitySchema });

/** A contractor's record, on the job detail a freelancer sees. */
export const ContractorRecordSchema = z.object({
  /** Events cancelled under 24 h before their start, with people booked, in the last 90 days. */
  late_cancellations: z.number().int().nonnegative(),
  /** Events concluded ('Concluir Serviço'). */
  events_held: z.number().int().nonnegative(),
});

export type ReliabilityView = z.infer<typeof ReliabilitySchema>;
export type MyReliability = z.infer<typeof MyReliabilitySchema>;
export type ContractorRecord = z.infer<typeof ContractorRecordSchema>;
