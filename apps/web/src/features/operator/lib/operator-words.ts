import type { OperatorAuditTarget } from '@vamos/shared/schemas/operator';
import { SHIFT_PAY_STATUS_LABELS, type ShiftPayStatus } from '@vamos/shared/guaranteed-pay';
import { SHIFT_STATE_LABELS, type ShiftState } from '@vamos/shared/shift-states';

/** A shift's state in Portuguese (an unknown one as it is). */
export function stateLabel(state: unknown): string {
  return typeof state === 'string' && state in SHIFT_STATE_LABELS
    ? SHIFT_STATE_LABELS[state as ShiftState]
    : String(state ?? '—');
}

/** Where a guaranteed-pay place's money is, in Portuguese; '—' without guaranteed pay. */
export function payLabel(status: unknown): string {
  return typeof status === 'string' && status in SHIFT_PAY_STATUS_LABELS
    ? SHIFT_PAY_STATUS_LABELS[status as ShiftPayStatus]
    : '—';
}

const CREDIT_REVERSAL: Record<string, string> = {
  reversed: 'crédito da falta estornado do contratante',
  none: 'nenhum crédito a estornar',
  balance_short: 'crédito não estornado: o contratante não tinha saldo',
};

/** What an audit entry is about, as the 'Alvo' line names it. */
export function auditTargetLabel(target: OperatorAuditTarget): string {
  return AUDIT_TARGET_LABELS[target];
}

const AUDIT_TARGET_LABELS: Record<OperatorAuditTarget, string> = {
  shift: 'Turno',
  user: 'Usuário',
  job: 'Vaga',
  report: 'Denúncia',
  evaluation: 'Avaliação',
  charge: 'Cobrança',
  payout: 'Repasse',
};

/** A user's side of the audit: 'Suspensa · 2 sessões encerradas'. */
function accountSide(side: Record<string, unknown>): string {
  const parts = [side.status === 'suspended' ? 'Suspensa' : 'Ativa'];
  if (typeof side.sessions_ended === 'number') parts.push(`${side.sessions_ended} sessão(ões) encerrada(s)`);
  if (typeof side.managers === 'number' && side.managers > 0) parts.push(`${side.managers} gerente(s) da empresa`);
  return parts.join(' · ');
}

/** A state of the audit's before/after: 'Em contestação · pagamento Em disputa'. */
export function auditSide(side: unknown): string {
  if (typeof side !== 'object' || side === null) return '—';
  const record = side as Record<string, unknown>;
  if (typeof record.status === 'string') return accountSide(record);
  if (typeof record.email === 'string') return `e-mail enviado para ${record.email}`;
  const { state, pay, credit_reversal: reversal } = record;
  if (state === undefined) return '—';
  const parts = [stateLabel(state)];
  if (pay) parts.push(`pagamento: ${payLabel(pay)}`);
  if (typeof reversal === 'string' && CREDIT_REVERSAL[reversal]) parts.push(CREDIT_REVERSAL[reversal]);
  return parts.join(' · ');
}

const PAYMENT_KINDS: Record<string, string> = {
  coins: 'Compra de moedas',
  plan: 'Plano',
  shift: 'Vaga com pagamento garantido',
};

const PAYMENT_STATUSES: Record<string, string> = {
  pending: 'Pendente',
  confirmed: 'Confirmado',
  expired: 'Expirado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
};

/** A PIX charge's kind, in Portuguese. */
export function paymentKindLabel(kind: string): string {
  return PAYMENT_KINDS[kind] ?? kind;
}

/** A PIX charge's provider status, in Portuguese. */
export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUSES[status] ?? status;
}
