/**
 * Payments API (spec 02 'Coin packages', 'Subscription', §5 Payments, §7, §8; DESIGN §2):
 * coin packages for freelancers, plans for contractors, both by PIX, one pending charge at a time.
 */
import { z } from 'zod';
import '../zod-locale.ts';
import { COIN_PACKAGE_IDS, PAID_PLAN_IDS } from '../pricing.ts';
import { cpfField, emailField, requiredText } from './fields.ts';

export const PAYMENT_MESSAGES = {
  customerIncomplete: 'Dados do cliente incompletos. Nome, email e CPF são obrigatórios.',
  cpfDigits: 'CPF deve conter 11 dígitos',
  nameRequired: 'Nome é obrigatório',
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  cpfRequired: 'CPF é obrigatório',
  cpfInvalid: 'CPF inválido',
} as const;

/** Purchase dialog limits (spec 02 §5): name and e-mail up to 60, CPF masked up to 14. */
export const PAYMENT_LIMITS = { name: 60, email: 60, cpf: 14 } as const;

/** The buyer as typed in the purchase dialog; the CPF comes out as its 11 digits. */
export const PaymentCustomerSchema = z.object({
  name: requiredText(PAYMENT_MESSAGES.nameRequired, { max: PAYMENT_LIMITS.name }),
  email: emailField({ required: PAYMENT_MESSAGES.emailRequired, invalid: PAYMENT_MESSAGES.emailInvalid }).refine(
    (s) => s.length <= PAYMENT_LIMITS.email,
    { error: `Máximo de ${PAYMENT_LIMITS.email} caracteres` },
  ),
  cpf: z
    .string({ error: PAYMENT_MESSAGES.cpfRequired })
    .max(PAYMENT_LIMITS.cpf, { error: PAYMENT_MESSAGES.cpfDigits })
    .refine((s) => s.trim() === '' || s.replace(/\D/g, '').length === 11, { error: PAYMENT_MESSAGES.cpfDigits })
    .pipe(cpfField({ required: PAYMENT_MESSAGES.cpfRequired, invalid: PAYMENT_MESSAGES.cpfInvalid })),
});
export type PaymentCustomerInput = z.input<typeof PaymentCustomerSchema>;

/** `POST /api/payments/coins`. */
export const BuyCoinsBodySchema = z.object({
  package_id: z.enum(COIN_PACKAGE_IDS, { error: 'Pacote inválido' }),
  customer: PaymentCustomerSchema,
});
export type BuyCoinsBody = z.input<typeof BuyCoinsBodySchema>;

/** `POST /api/payments/plans`: the buyer's name and CPF come from the contractor's profile. */
export const SubscribeBodySchema = z.object({
  plan_id: z.enum(PAID_PLAN_IDS, { error: 'Plano inválido' }),
});
export type SubscribeBody = z.input<typeof SubscribeBodySchema>;

export const PAYMENT_STATUSES = ['pending', 'confirmed', 'expired', 'cancelled', 'refunded'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** 'shift': a guaranteed-pay job's place (decision 0042); 'job': all of its places at once (decision 0056). */
export const PAYMENT_KINDS = ['coins', 'plan', 'shift', 'job'] as const;
export const PaymentKindSchema = z.enum(PAYMENT_KINDS);
export type PaymentKind = z.infer<typeof PaymentKindSchema>;

/** One PIX charge as its owner sees it. The QR code and payload are sent only while pending. */
export const PaymentSchema = z.object({
  id: z.string(),
  kind: PaymentKindSchema,
  /** 'start' | 'pro' | 'max' for coins, 'basico' | 'premium' for plans. */
  product_id: z.string(),
  /** 'Pacote PRO', 'Plano Starter'. */
  product_name: z.string(),
  amount_cents: z.number().int(),
  /** Coins (packages) or credits (plans) granted on confirmation. */
  quantity: z.number().int(),
  status: PaymentStatusSchema,
  provider: z.enum(['local', 'asaas']),
  pix_payload: z.string().nullable(),
  qr_code_png_base64: z.string().nullable(),
  /** The provider's invoice page (the local provider's is the dev confirmation page). */
  invoice_url: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** `GET /api/payments/pending`: the user's pending charge, if any. */
export const PendingPaymentSchema = z.object({ payment: PaymentSchema.nullable() });
export type PendingPayment = z.infer<typeof PendingPaymentSchema>;

/** `POST /api/payments/{id}/check` and `/cancel`. */
export const PaymentCheckSchema = z.object({
  payment: PaymentSchema,
  /** True when this check moved the payment out of pending (confirmed, expired...). */
  changed: z.boolean(),
});
export type PaymentCheck = z.infer<typeof PaymentCheckSchema>;

/** `POST /api/payments/reconcile` ('Verificar'): re-checks the user's open charges with the provider. */
export const ReconcileResultSchema = z.object({
  payments_checked: z.number().int(),
  payments_corrected: z.number().int(),
  payments: z.array(PaymentSchema),
});
export type ReconcileResult = z.infer<typeof ReconcileResultSchema>;

/** `GET /api/subscription`: the contractor's plan. A paid plan is active until `expires_at`. */
export const SubscriptionSchema = z.object({
  plan_id: z.enum(['free', ...PAID_PLAN_IDS]),
  started_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  pending_payment: PaymentSchema.nullable(),
  /** On the free plan: the day (`YYYY-MM-DD`, São Paulo) the credits are topped up to 2 again. */
  next_free_top_up: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** Ledger reasons and their statement labels. */
export const LEDGER_REASON_LABELS: Record<string, string> = {
  signup_bonus: 'Bônus de boas-vindas',
  free_plan_grant: 'Créditos do plano Free',
  free_plan_monthly: 'Créditos mensais do plano Free',
  coin_purchase: 'Compra de moedas',
  plan_credits: 'Créditos do plano',
  job_creation: 'Publicação de vaga',
  application_approved: 'Candidatura aprovada',
  job_cancelled_refund: 'Reembolso de evento cancelado',
  withdrawal_credit_refund: 'Crédito devolvido: o freelancer desistiu',
  no_show_credit_refund: 'Crédito devolvido: o freelancer não compareceu',
  no_show_credit_reversed: 'Crédito estornado: a falta foi retirada após a contestação',
  late_cancellation_compensation: 'Compensação: evento cancelado em cima da hora',
  payment_refunded: 'Estorno de pagamento',
  approval_payment_lapsed: 'Devolvido: o pagamento da vaga não foi feito',
  admin_adjustment: 'Ajuste',
  operator_adjustment: 'Ajuste feito pela equipe',
};

/** One line of `GET /api/wallet/statement`. */
export const StatementEntrySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  label: z.string(),
  /** The job's title for job charges and refunds, the product for purchases. */
  detail: z.string().nullable(),
});
export type StatementEntry = z.infer<typeof StatementEntrySchema>;

export const StatementSchema = z.object({
  currency: z.enum(['coin', 'credit']),
  balance: z.number().int(),
  entries: z.array(StatementEntrySchema),
  next_cursor: z.string().nullable(),
});
export type Statement = z.infer<typeof StatementSchema>;
