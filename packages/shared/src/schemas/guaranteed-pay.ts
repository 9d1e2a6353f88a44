/** Guaranteed pay (issue 27, decision 0042): a place's money as the contractor's screens read it. */
import { z } from 'zod';
import '../zod-locale.ts';
import { SHIFT_PAY_STATUSES } from '../guaranteed-pay.ts';
import { PaymentSchema } from './payments.ts';

export const ShiftPayStatusSchema = z.enum(SHIFT_PAY_STATUSES);

/** Where one place's money is (the job's details, per freelancer). */
export const ShiftPaySummarySchema = z.object({
  status: ShiftPayStatusSchema,
  value_cents: z.number().int(),
  fee_cents: z.number().int(),
  total_cents: z.number().int(),
  /** While awaiting: when the place is freed if the charge is not paid. */
  hold_expires_at: z.string(),
  paid_at: z.string().nullable(),
});
export type ShiftPaySummary = z.infer<typeof ShiftPaySummarySchema>;

/**
 * `GET /api/contractor/shift-pay/:shiftId` and the approval's answer on a guaranteed-pay job: the
 * place's money and its PIX charge (QR code and 'copia e cola' while it awaits payment).
 */
export const ShiftFundingSchema = ShiftPaySummarySchema.extend({
  shift_id: z.string(),
  job_id: z.string(),
  freelancer_name: z.string(),
  payment: PaymentSchema,
});
export type ShiftFunding = z.infer<typeof ShiftFundingSchema>;
