/** 'Pagamentos de vagas' (issue 27): the PIX charges a company paid for its guaranteed-pay places in a month. */
import { z } from 'zod';
import '../zod-locale.ts';
import { SHIFT_REFUND_REASONS } from '../guaranteed-pay.ts';
import { SHIFT_REFUND_STATUSES } from '../shift-payments.ts';
import { ShiftPayStatusSchema } from './guaranteed-pay.ts';
import { ReceiptsMonthQuerySchema } from './receipts.ts';

/** The month of `GET /api/contractor/shift-payments` (by when each charge was confirmed, São Paulo calendar): as the receipts'. */
export const ShiftPaymentsQuerySchema = ReceiptsMonthQuerySchema;

/** The money of a charge going back to the company by a PIX refund. */
export const ShiftPaymentRefundSchema = z.object({
  amount_cents: z.number().int(),
  reason: z.enum(SHIFT_REFUND_REASONS),
  /** Why, in Portuguese ('O freelancer desistiu da vaga'). */
  reason_text: z.string(),
  status: z.enum(SHIFT_REFUND_STATUSES),
  /** Where it is, in Portuguese ('Reembolso em andamento', 'Reembolsado em 21/11/2026'…). */
  status_text: z.string(),
  refunded_at: z.string().nullable(),
});
export type ShiftPaymentRefund = z.infer<typeof ShiftPaymentRefundSchema>;

/** One PIX charge the company paid for a place, and where its money is. */
export const ShiftPaymentSchema = z.object({
  payment_id: z.string(),
  shift_id: z.string(),
  job: z.object({ id: z.string(), title: z.string(), service_date: z.string() }),
  freelancer_name: z.string(),
  /** When the charge was confirmed. */
  paid_at: z.string(),
  /** What the company paid: the value and the fee. */
  total_cents: z.number().int(),
  value_cents: z.number().int(),
  fee_cents: z.number().int(),
  /**
   * Where the charge's money is (SHIFT_PAY_STATUS_LABELS): the place's, or 'refunded' for a charge the
   * place no longer awaited (paid after its 30 minutes).
   */
  status: ShiftPayStatusSchema,
  refund: ShiftPaymentRefundSchema.nullable(),
  /** The freelancer's pay-out once its PIX was sent: its receipt is `/recibos/{payout_id}`. */
  payout_id: z.string().nullable(),
});
export type ShiftPayment = z.infer<typeof ShiftPaymentSchema>;

/** A refund of a job's charge (decision 0056): a pooled place's share, or no place (what the pool did not use). */
export const JobPaymentRefundSchema = ShiftPaymentRefundSchema.extend({
  /** The place it was of, with its freelancer; null: the unused places (or the whole charge, paid after it lapsed). */
  shift_id: z.string().nullable(),
  freelancer_name: z.string().nullable(),
  /** The PIX refund's end-to-end id once the provider sent it. */
  end_to_end_id: z.string().nullable(),
});
export type JobPaymentRefund = z.infer<typeof JobPaymentRefundSchema>;

/** A place approved from a job's paid charge, and where its money is (SHIFT_PAY_STATUS_LABELS). */
export const JobPaymentPlaceSchema = z.object({
  shift_id: z.string(),
  freelancer_name: z.string(),
  status: ShiftPayStatusSchema,
  /** The freelancer's pay-out once its PIX was sent: its receipt is `/recibos/{payout_id}`. */
  payout_id: z.string().nullable(),
});
export type JobPaymentPlace = z.infer<typeof JobPaymentPlaceSchema>;

/**
 * 'Pagar todas as vagas agora' (decision 0056): one PIX for every place of a job, the places approved
 * from it (a place passed to a reserve is listed as the reserve's) and its refunds, oldest first.
 */
export const JobPaymentSchema = z.object({
  payment_id: z.string(),
  job: z.object({ id: z.string(), title: z.string(), service_date: z.string() }),
  /** When the charge was confirmed. */
  paid_at: z.string(),
  /** The places it paid for, each at value + fee: the total. */
  places_paid: z.number().int(),
  value_cents: z.number().int(),
  fee_cents: z.number().int(),
  total_cents: z.number().int(),
  /** The places approved from it, with where each one's money is. */
  places: z.array(JobPaymentPlaceSchema),
  refunds: z.array(JobPaymentRefundSchema),
});
export type JobPayment = z.infer<typeof JobPaymentSchema>;

/**
 * `GET /api/contractor/shift-payments?month=yyyy-MM`: 'Pagamentos de vagas', every charge of the
 * company's places confirmed in the month, oldest first, and its sums. What was paid is what went back
 * (refunded), what reached the freelancers (released), the fees the platform kept and what is still held.
 */
export const ContractorShiftPaymentsSchema = z.object({
  month: z.string(),
  payments: z.array(ShiftPaymentSchema),
  /** The month's charges of a whole job's places (decision 0056); the sums count them too. */
  job_payments: z.array(JobPaymentSchema),
  totals: z.object({
    paid_cents: z.number().int(),
    /** The refunds of the month's charges, sent or on their way. */
    refunded_cents: z.number().int(),
    /** What was released to the freelancers (their pay, or their share of a late cancellation). */
    released_cents: z.number().int(),
    /** The service fees the platform kept (on a late cancellation, the fee on the freelancer's share). */
    fees_cents: z.number().int(),
    /** Still with the platform: paid places waiting for their shift, or in dispute. */
    held_cents: z.number().int(),
  }),
});
export type ContractorShiftPayments = z.infer<typeof ContractorShiftPaymentsSchema>;
