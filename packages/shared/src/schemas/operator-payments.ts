/**
 * 'Pagamentos' of the operators' back office (issue 28, decision 0053): every purchase and plan
 * charge with its provider status, an operator's PIX refund of a confirmed one, a manual coin or
 * credit adjustment, and the guaranteed-pay pay-outs and refunds that failed (issue 27).
 */
import { z } from 'zod';
import { operatorReasonField } from './operator.ts';
import { PAYMENT_STATUSES } from './payments.ts';

export const OPERATOR_PAYMENT_MESSAGES = {
  emailRequired: 'Digite o e-mail do usuário.',
  emailInvalid: 'Digite um e-mail válido.',
  currencyRequired: 'Escolha moedas ou créditos.',
  amountRequired: 'Digite a quantidade do ajuste.',
  amountInteger: 'A quantidade é um número inteiro, como 10 ou -5.',
  amountZero: 'O ajuste não pode ser zero.',
  amountTooLarge: 'O ajuste pode ser de até 10.000 de uma vez.',
} as const;

/** An adjustment moves at most this many coins or credits at once (a typo of zeros is refused). */
export const ADJUSTMENT_MAX = 10_000;

/** Charges per page of the list. */
export const OPERATOR_PAYMENTS_PAGE_SIZE = 20;

/** `GET /api/operator/payments?q=&page=`: `q` an e-mail (or part of one) or a charge id (ours or the provider's). */
export const OperatorPaymentsQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export type OperatorPaymentsQuery = z.input<typeof OperatorPaymentsQuerySchema>;

/** Where an operator's refund of the charge stands (null: none asked). */
export const CHARGE_REFUND_STATUSES = ['queued', 'sending', 'done', 'failed'] as const;
export type ChargeRefundStatus = (typeof CHARGE_REFUND_STATUSES)[number];

export const CHARGE_REFUND_STATUS_LABELS: Record<ChargeRefundStatus, string> = {
  queued: 'Estorno em andamento',
  sending: 'Estorno em andamento',
  done: 'Estornado',
  failed: 'Estorno falhou',
};

/** A charge's status as the provider and our books say it. */
export const OPERATOR_PAYMENT_STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], string> = {
  pending: 'Pendente',
  confirmed: 'Confirmado',
  expired: 'Expirado',
  cancelled: 'Cancelado',
  refunded: 'Estornado',
};

export const OperatorChargeSchema = z.object({
  id: z.string(),
  provider: z.string(),
  provider_payment_id: z.string().nullable(),
  kind: z.enum(['coins', 'plan']),
  /** 'Pacote PRO (50 moedas)', 'Plano Básico (30 créditos)'. */
  product: z.string(),
  amount_cents: z.number().int(),
  /** What it grants: coins (a package) or credits (a plan). */
  quantity: z.number().int(),
  currency: z.enum(['coin', 'credit']),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() }),
  /** The buyer's balance now, in the charge's currency: what a refund could take back. */
  balance: z.number().int(),
  /** Of a refunded charge, the coins or credits already spent and not taken back (decision 0006). */
  refund_shortfall: z.number().int(),
  refund: z
    .object({
      status: z.enum(CHARGE_REFUND_STATUSES),
      fail_reason: z.string().nullable(),
      refunded_at: z.string().nullable(),
    })
    .nullable(),
  /** A confirmed charge with no refund under way or done: 'Estornar' is offered. */
  can_refund: z.boolean(),
});
export type OperatorCharge = z.infer<typeof OperatorChargeSchema>;

export const OperatorChargeListSchema = z.object({
  charges: z.array(OperatorChargeSchema),
  page: z.number().int(),
  total: z.number().int(),
  page_size: z.number().int(),
});
export type OperatorChargeList = z.infer<typeof OperatorChargeListSchema>;

/** `POST /api/operator/payments/:id/refund`. */
export const ChargeRefundInputSchema = z.object({ reason: operatorReasonField });
export type ChargeRefundInput = z.input<typeof ChargeRefundInputSchema>;

export const ChargeRefundResultSchema = z.object({
  payment_id: z.string(),
  refund_status: z.enum(CHARGE_REFUND_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  audit_id: z.string(),
});
export type ChargeRefundResult = z.infer<typeof ChargeRefundResultSchema>;

/** `POST /api/operator/balance-adjustments`: `amount` signed (−5 takes 5 away), never zero. */
export const BalanceAdjustmentInputSchema = z.object({
  email: z
    .string({ error: OPERATOR_PAYMENT_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: OPERATOR_PAYMENT_MESSAGES.emailRequired })
    .max(254, { error: OPERATOR_PAYMENT_MESSAGES.emailInvalid })
    .pipe(z.email({ error: OPERATOR_PAYMENT_MESSAGES.emailInvalid })),
  currency: z.enum(['coin', 'credit'], { error: OPERATOR_PAYMENT_MESSAGES.currencyRequired }),
  amount: z.coerce
    .number({ error: OPERATOR_PAYMENT_MESSAGES.amountRequired })
    .int({ error: OPERATOR_PAYMENT_MESSAGES.amountInteger })
    .refine((n) => n !== 0, { error: OPERATOR_PAYMENT_MESSAGES.amountZero })
    .refine((n) => Math.abs(n) <= ADJUSTMENT_MAX, { error: OPERATOR_PAYMENT_MESSAGES.amountTooLarge }),
  reason: operatorReasonField,
  /** The form's own id for this adjustment: sent twice (a double click, a retry), it moves once. */
  request_id: z.uuid(),
});
export type BalanceAdjustmentInput = z.input<typeof BalanceAdjustmentInputSchema>;

export const BalanceAdjustmentResultSchema = z.object({
  user_id: z.string(),
  currency: z.enum(['coin', 'credit']),
  amount: z.number().int(),
  balance: z.number().int(),
  audit_id: z.string().nullable(),
});
export type BalanceAdjustmentResult = z.infer<typeof BalanceAdjustmentResultSchema>;

const PersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A guaranteed-pay pay-out that failed (issue 27): 'Reenviar' when the freelancer has a PIX key. */
export const FailedPayoutSchema = z.object({
  id: z.string(),
  freelancer: PersonSchema,
  job_title: z.string(),
  amount_cents: z.number().int(),
  attempt: z.number().int(),
  fail_reason: z.string().nullable(),
  updated_at: z.string(),
  has_pix_key: z.boolean(),
});
export type FailedPayout = z.infer<typeof FailedPayoutSchema>;

/** A refund that failed: a place's money to its contractor, or an operator's refund of a purchase. */
export const FailedRefundSchema = z.object({
  id: z.string(),
  kind: z.enum(['place', 'purchase']),
  /** A place's refund may be sent again ('Reenviar'); a purchase's is asked again with 'Estornar'. */
  can_retry: z.boolean(),
  person: PersonSchema,
  /** The job's title (a place) or the product (a purchase). */
  about: z.string(),
  amount_cents: z.number().int(),
  fail_reason: z.string().nullable(),
  updated_at: z.string(),
});
export type FailedRefund = z.infer<typeof FailedRefundSchema>;

export const PaymentFailuresSchema = z.object({
  payouts: z.array(FailedPayoutSchema),
  refunds: z.array(FailedRefundSchema),
});
export type PaymentFailures = z.infer<typeof PaymentFailuresSchema>;

/** `POST /api/operator/payouts/:id/retry`: 'Reenviar', with the reason. */
export const PayoutRetryInputSchema = z.object({ reason: operatorReasonField });
export type PayoutRetryInput = z.input<typeof PayoutRetryInputSchema>;

export const PayoutRetryResultSchema = z.object({ payout_id: z.string(), audit_id: z.string() });
export type PayoutRetryResult = z.infer<typeof PayoutRetryResultSchema>;

/** `POST /api/operator/refunds/:id/retry`: 'Reenviar' a place's failed refund, with the reason (as a pay-out's). */
export const RetryResultSchema = z.object({ id: z.string(), audit_id: z.string() });
export type RetryResult = z.infer<typeof RetryResultSchema>;
