/** `GET /api/freelancer/strikes`: the freelancer's own active strikes (issue 24, cancellation-policy.ts). */
import { z } from 'zod';
import '../zod-locale.ts';
import { STRIKE_REASONS } from '../cancellation-policy.ts';

export const StrikeSchema = z.object({
  id: z.string(),
  reason: z.enum(STRIKE_REASONS),
  count: z.number().int().positive(),
  given_at: z.string(),
  /** When it stops counting. */
  expires_at: z.string(),
  job_title: z.string(),
  /** The shift's date, `YYYY-MM-DD`. */
  service_date: z.string(),
});

export const MyStrikesSchema = z.object({
  /** The sum of the strikes' counts. */
  active: z.number().int().nonnegative(),
  strikes: z.array(StrikeSchema),
  /** While suspended (3 or more active strikes, decision 0028): when applying is allowed again; else null. */
  suspended_until: z.string().nullable(),
});

export type Strike = z.infer<typeof StrikeSchema>;
export type MyStrikes = z.infer<typeof MyStrikesSchema>;
