/** Guaranteed pay (issue 27, decision 0042): a place's money as the contractor's screens read it. */
import { z } from 'zod';
import '../zod-locale.ts';
import { PAYOUT_STATUSES, SHIFT_PAY_STATUSES } from '../guaranteed-pay.ts';
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
  /** When the money was released to the freelancer. */
  released_at: z.string().nullable(),
  /** The freelancer's pay-out once its PIX was sent: its receipt is `/api/receipts/{payout_id}`. */
  payout_id: z.string().nullable(),
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

/** Where a job's funding is (decision 0056): its PIX awaited, paid (the pool open), lapsed unpaid, closed. */
export const JOB_FUNDING_STATUSES = ['awaiting', 'paid', 'lapsed', 'closed'] as const;

/**
 * `GET /api/contractor/job-funding/:jobId` and the publication's answer when 'Pagar todas as vagas
 * agora' was chosen: all of a guaranteed-pay job's places paid by one PIX charge, the pool its
 * approvals take from, and what went back when it closed.
 */
export const JobFundingSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  status: z.enum(JOB_FUNDING_STATUSES),
  /** The places paid for, and how many of them hold a freelancer now (or were used). */
  places: z.number().int(),
  places_used: z.number().int(),
  value_cents: z.number().int(),
  fee_cents: z.number().int(),
  total_cents: z.number().int(),
  /** Closed: what the places not used gave back by PIX. */
  refunded_cents: z.number().int(),
  paid_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  payment: PaymentSchema,
});
export type JobFunding = z.infer<typeof JobFundingSchema>;

/** `GET /api/contractor/job-funding/:jobId`: the job's latest funding, if it has one. */
export const JobFundingResponseSchema = z.object({ funding: JobFundingSchema.nullable() });
export type JobFundingResponse = z.infer<typeof JobFundingResponseSchema>;

export const PayoutStatusSchema = z.enum(PAYOUT_STATUSES);

/** One pay-out on 'Meus ganhos' (decision 0044): the shift it pays, its value and how its PIX went. */
export const PayoutViewSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  job_title: z.string(),
  /** The shift's date, 'yyyy-MM-dd'. */
  service_date: z.string(),
  amount_cents: z.number().int(),
  status: PayoutStatusSchema,
  /** The PIX's end-to-end id once it was sent. */
  end_to_end_id: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** When the pay was released to the freelancer (the pay-out was made). */
  released_at: z.string(),
});
export type PayoutView = z.infer<typeof PayoutViewSchema>;

/** A month, 'yyyy-MM' (São Paulo's calendar). */
export const MonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês no formato AAAA-MM.')
  .refine((month) => month >= '2020-01' && month <= '2100-12', 'Informe o mês no formato AAAA-MM.');

export const EarningsQuerySchema = z.object({ month: MonthSchema.optional() });

/** `GET /api/freelancer/earnings?month=yyyy-MM`: 'Meus ganhos' of one month (released in it). */
export const EarningsSchema = z.object({
  month: z.string(),
  /** What reached the freelancer's account among the month's pay-outs. */
  total_sent_cents: z.number().int(),
  /** What is released and not sent yet, whatever the month. */
  pending_cents: z.number().int(),
  has_pix_key: z.boolean(),
  payouts: z.array(PayoutViewSchema),
});
export type Earnings = z.infer<typeof EarningsSchema>;
