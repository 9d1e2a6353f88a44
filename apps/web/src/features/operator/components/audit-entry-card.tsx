import type { AuditEntry } from '@vamos/shared/schemas/operator';
import { OPERATOR_AUDIT_ACTION_LABELS } from '@vamos/shared/schemas/operator';
import { formatDateTime } from '@/lib/format';
import { auditSide, auditTargetLabel } from '../lib/operator-words';

/** One operator action: what, when, who, on what, before and after, and why. */
export function AuditEntryCard({ entry, heading: Heading = 'h2' }: { entry: AuditEntry; heading?: 'h2' | 'h3' }) {
  const label = OPERATOR_AUDIT_ACTION_LABELS[entry.action];
  return (
    <article
      aria-label={`${label} em ${formatDateTime(entry.at)}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <Heading className="flex flex-wrap items-baseline gap-x-3 text-base font-bold text-slate-900">
        {label}
        <span className="text-sm font-normal text-slate-600">{formatDateTime(entry.at)}</span>
      </Heading>
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="font-semibold text-slate-700">Operador</dt>
          <dd className="break-words">
            {entry.operator.name} ({entry.operator.email})
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="font-semibold text-slate-700">Alvo</dt>
          <dd className="break-all">
            {auditTargetLabel(entry.target_type)} {entry.target_id}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="font-semibold text-slate-700">Antes</dt>
          <dd>{auditSide(entry.before, entry.target_type)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="font-semibold text-slate-700">Depois</dt>
          <dd>{auditSide(entry.after, entry.target_type)}</dd>
        </div>
        <div className="min-w-0 sm:col-span-2">
          <dt className="font-semibold text-slate-700">Motivo</dt>
          <dd className="whitespace-pre-wrap break-words">{entry.reason}</dd>
        </div>
      </dl>
    </article>
  );
}
