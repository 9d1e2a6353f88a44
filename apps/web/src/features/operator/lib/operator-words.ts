import type { OperatorAuditTarget } from '@vamos/shared/schemas/operator';
import { SHIFT_PAY_STATUS_LABELS, type ShiftPayStatus } from '@vamos/shared/guaranteed-pay';
import { JOB_STATUS_LABELS, type JobStatus } from '@vamos/shared/job-statuses';
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
  refund: 'Reembolso',
};

/** A user's side of the audit: 'Suspensa · 2 sessões encerradas'. */
function accountSide(side: Record<string, unknown>): string {
  const parts = [side.status === 'suspended' ? 'Suspensa' : 'Ativa'];
  if (typeof side.sessions_ended === 'number') parts.push(`${side.sessions_ended} sessão(ões) encerrada(s)`);
  if (typeof side.managers === 'number' && side.managers > 0) parts.push(`${side.managers} gerente(s) da empresa`);
  return parts.join(' · ');
}

const REPORT_STATUS: Record<string, string> = {
  open: 'Denúncia aberta',
  resolved: 'Resolvida',
  dismissed: 'Arquivada',
};

/** A job's, a report's or an evaluation's side of an audit entry (decision 0054); null: none of them. */
function otherSide(side: Record<string, unknown>): string | null {
  const { status, hidden_at: hiddenAt, refunded_shifts: refunded, rating, removed_at: removedAt } = side;
  if (typeof status === 'string' && status in REPORT_STATUS) return REPORT_STATUS[status] ?? status;
  if (typeof status === 'string' && status in JOB_STATUS_LABELS) {
    const parts = [hiddenAt ? 'Vaga oculta' : `Vaga ${JOB_STATUS_LABELS[status as JobStatus].toLowerCase()}`];
    if (Array.isArray(refunded) && refunded.length > 0) parts.push(`${refunded.length} reembolsado(s)`);
    return parts.join(' · ');
  }
  if (typeof rating === 'number') return `Avaliação nota ${rating}`;
  if (removedAt) return 'Avaliação removida';
  return null;
}

const PAYMENT_WORDS: Record<string, string> = {
  pending: 'pendente',
  confirmed: 'confirmada',
  expired: 'expirada',
  cancelled: 'cancelada',
  refunded: 'estornada',
};

const REFUND_WORDS: Record<string, string> = {
  queued: 'estorno pedido',
  sending: 'estorno em andamento',
  done: 'estornado',
  failed: 'estorno falhou',
};

/** The money sides of 'Pagamentos' (decision 0053): a charge's refund, a balance, a pay-out's attempt. */
function moneySide(side: Record<string, unknown>): string | null {
  const parts: string[] = [];
  const unit = side.currency === 'credit' ? 'créditos' : 'moedas';
  if (typeof side.payment_status === 'string')
    parts.push(`cobrança ${PAYMENT_WORDS[side.payment_status] ?? side.payment_status}`);
  if (typeof side.refund === 'string') parts.push(REFUND_WORDS[side.refund] ?? side.refund);
  if (typeof side.takes_back === 'number') parts.push(`retira ${side.takes_back} ${unit}`);
  if (typeof side.balance === 'number') parts.push(`saldo ${side.balance} ${unit}`);
  if (typeof side.delta === 'number') parts.push(`ajuste ${side.delta > 0 ? '+' : ''}${side.delta}`);
  if (typeof side.payout_status === 'string') {
    parts.push(side.payout_status === 'failed' ? 'repasse com falha' : 'repasse na fila');
  }
  if (typeof side.attempt === 'number') parts.push(`${side.attempt}ª tentativa`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * A state of the audit's before/after, read by what the entry is about: an account's
 * ('Suspensa · 2 sessões encerradas'), a job's, a report's or an evaluation's, money's, or a shift's
 * ('Em contestação · pagamento Em disputa').
 */
export function auditSide(side: unknown, target: OperatorAuditTarget): string {
  if (typeof side !== 'object' || side === null) return '—';
  const record = side as Record<string, unknown>;
  if (target === 'user' && typeof record.email === 'string') return `e-mail enviado para ${record.email}`;
  if (target === 'user' && typeof record.status === 'string') return accountSide(record);
  const other = otherSide(record);
  if (other) return other;
  const money = moneySide(record);
  if (money) return money;
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
