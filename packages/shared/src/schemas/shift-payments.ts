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

/**
 * `GET /api/contractor/shift-payments?month=yyyy-MM`: 'Pagamentos de vagas', every charge of the
 * company's places confirmed in the month, oldest first, and its sums. What was paid is what went back
 * (refunded), what reached the freelancers (released), the fees the platform kept and what is still held.
 */
export const ContractorShiftPaymentsSchema = z.object({
  month: z.string(),
  payments: z.array(ShiftPaymentSchema),
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
