/** 'Cancelar evento' (issue 24, cancellation-policy.ts): what the dialog says beforehand, and what it sends back. */
import { z } from 'zod';
import '../zod-locale.ts';

/** What cancelling the event now would do to the people booked (cancellationConsequence). */
export const CancellationConsequenceSchema = z.object({
  booked: z.number().int().nonnegative(),
  hours_left: z.number().int().nonnegative(),
  /** Under 24 h before the start: each booked person is compensated, and it counts on the contractor's record. */
  late: z.boolean(),
  /** The coins each booked person receives as compensation (0 when not late). */
  compensation_coins: z.number().int().nonnegative(),
  /**
   * Guaranteed pay (decision 0044): what each booked person receives by PIX and what comes back to
   * the contractor by PIX, per place; null on a job without it.
   */
  pay: z
    .object({ share_cents: z.number().int().nonnegative(), refund_cents: z.number().int().nonnegative() })
    .nullable(),
});

/**
 * `POST /api/contractor/jobs/:id/cancel` body (optional): whether the dialog said the cancellation
 * was late. When the notice has crossed the 24 h line since (the screen was open a while), the
 * server refuses with CANCELLATION_CONSEQUENCE_CHANGED instead of doing what nobody was told of.
 */
export const CancelJobInputSchema = z.object({ expected_late: z.boolean().optional() });

export type CancellationConsequence = z.infer<typeof CancellationConsequenceSchema>;
export type CancelJobInput = z.infer<typeof CancelJobInputSchema>;
