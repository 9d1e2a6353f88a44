import { z } from 'zod';

/**
 * The operator's side (issue 28, decisions 0048 and 0049): the second factor (TOTP) and the contested
 * no-shows an operator settles, with the audit trail of what operators did.
 */

export const OPERATOR_MESSAGES = {
  codeRequired: 'Digite o código de 6 dígitos do aplicativo autenticador.',
  codeFormat: 'O código tem 6 dígitos, só números.',
  reasonRequired: 'Escreva o motivo da decisão.',
  reasonTooShort: 'Explique o motivo em pelo menos 10 caracteres.',
  reasonTooLong: 'O motivo pode ter até 1000 caracteres.',
  decisionRequired: "Escolha 'Manter falta' ou 'Retirar falta'.",
} as const;

export const OPERATOR_REASON_MIN = 10;
export const OPERATOR_REASON_MAX = 1000;

/** `POST /api/auth/operator/totp/verify`: the 6 digits the authenticator app shows now. */
export const TotpCodeSchema = z.object({
  code: z
    .string({ error: OPERATOR_MESSAGES.codeRequired })
    .trim()
    .min(1, { error: OPERATOR_MESSAGES.codeRequired })
    .regex(/^\d{6}$/, { error: OPERATOR_MESSAGES.codeFormat }),
});
export type TotpCodeInput = z.input<typeof TotpCodeSchema>;

/** Where an operator's session stands: the second factor to set up, to type, or done. */
export const OPERATOR_STAGES = ['enrol', 'verify', 'ready'] as const;
export type OperatorStage = (typeof OPERATOR_STAGES)[number];

/** `GET /api/auth/operator/session`: the signed-in operator (401 without an operator session). */
export const OperatorSessionSchema = z.object({
  name: z.string(),
  email: z.string(),
  stage: z.enum(OPERATOR_STAGES),
});
export type OperatorSession = z.infer<typeof OperatorSessionSchema>;

/** `POST /api/auth/operator/totp/enrolment`: the secret to add to the authenticator app, as text and QR code. */
export const TotpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as an SVG image (a data: URL). */
  qr_code: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

/** The two decisions on a contested no-show: 'Manter falta' and 'Retirar falta'. */
export const CONTEST_DECISIONS = ['uphold', 'clear'] as const;
export type ContestDecision = (typeof CONTEST_DECISIONS)[number];

export const CONTEST_DECISION_LABELS: Record<ContestDecision, string> = {
  uphold: 'Manter falta',
  clear: 'Retirar falta',
};

/**
 * The reason every operator action records (operator_audit.reason: 10 to 1000 characters), with its
 * Portuguese messages: one field for every action's input.
 */
export const operatorReasonField = z
  .string({ error: OPERATOR_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: OPERATOR_MESSAGES.reasonRequired })
  .min(OPERATOR_REASON_MIN, { error: OPERATOR_MESSAGES.reasonTooShort })
  .max(OPERATOR_REASON_MAX, { error: OPERATOR_MESSAGES.reasonTooLong });

/** `POST /api/operator/contests/:id/decision`. */
export const ContestDecisionInputSchema = z.object({
  decision: z.enum(CONTEST_DECISIONS, { error: OPERATOR_MESSAGES.decisionRequired }),
  reason: operatorReasonField,
});
export type ContestDecisionInput = z.input<typeof ContestDecisionInputSchema>;

const PersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** One contested no-show as the operator reads it. */
export const ContestSchema = z.object({
  shift_id: z.string(),
  job: z.object({
    id: z.string(),
    title: z.string(),
    company: z.string(),
    service_date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    guaranteed_pay: z.boolean(),
  }),
  freelancer: PersonSchema,
  contractor: PersonSchema,
  /** When the contractor marked the absence ('Não compareceu'), and who of the company did. */
  marked_at: z.string().nullable(),
  marked_by: z.string().nullable(),
  contested_at: z.string().nullable(),
  contest_text: z.string(),
  /** The check-in facts: when the freelancer confirmed ('Vou comparecer') and checked in ('Cheguei'), if ever. */
  confirmed_at: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  /** Guaranteed pay: where the place's money is now (null without guaranteed pay). */
  pay_status: z.string().nullable(),
});
export type Contest = z.infer<typeof ContestSchema>;

export const ContestListSchema = z.object({ contests: z.array(ContestSchema) });
export type ContestList = z.infer<typeof ContestListSchema>;

/** What an operator did (operator_audit.action). */
export const OPERATOR_AUDIT_ACTIONS = [
  'contest_upheld',
  'contest_cleared',
  'user_suspended',
  'user_reactivated',
  'password_reset_sent',
  'job_hidden',
  'report_dismissed',
  'report_resolved',
  'evaluation_removed',
  'charge_refunded',
  'balance_adjusted',
  'payout_retried',
  'refund_retried',
] as const;
export type OperatorAuditAction = (typeof OPERATOR_AUDIT_ACTIONS)[number];

export const OPERATOR_AUDIT_ACTION_LABELS: Record<OperatorAuditAction, string> = {
  contest_upheld: 'Falta mantida',
  contest_cleared: 'Falta retirada',
  user_suspended: 'Conta suspensa',
  user_reactivated: 'Conta reativada',
  password_reset_sent: 'Redefinição de senha enviada',
  job_hidden: 'Vaga ocultada',
  report_dismissed: 'Denúncia arquivada',
  report_resolved: 'Denúncia resolvida',
  evaluation_removed: 'Avaliação removida',
  charge_refunded: 'Cobrança reembolsada',
  balance_adjusted: 'Saldo ajustado',
  payout_retried: 'Repasse reenviado',
  refund_retried: 'Reembolso reenviado',
};

/** What an audit entry is about (operator_audit.target_type). */
export const OPERATOR_AUDIT_TARGETS = [
  'shift',
  'user',
  'job',
  'report',
  'evaluation',
  'charge',
  'payout',
  'refund',
] as const;
export type OperatorAuditTarget = (typeof OPERATOR_AUDIT_TARGETS)[number];

export const ContestDecisionResultSchema = z.object({
  shift_id: z.string(),
  state: z.string(),
  audit_id: z.string(),
});
export type ContestDecisionResult = z.infer<typeof ContestDecisionResultSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operator: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  action: z.enum(OPERATOR_AUDIT_ACTIONS),
  target_type: z.enum(OPERATOR_AUDIT_TARGETS),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({ entries: z.array(AuditEntrySchema) });
export type AuditList = z.infer<typeof AuditListSchema>;
