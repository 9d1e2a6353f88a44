import { OPERATOR_AUDIT_ACTION_LABELS } from '@vamos/shared/schemas/operator';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useAudit } from '../api/audit';
import { auditSide, targetLabel } from '../lib/operator-words';

/** /operador/auditoria: every operator action, newest first; the database keeps it append-only. */
export function AuditPage() {
  const audit = useAudit();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Auditoria</h1>
      <p className="mt-1 text-sm text-slate-600">
        Tudo o que os operadores fizeram, do mais recente ao mais antigo. Os registros não podem ser alterados nem
        apagados.
      </p>
      <div className="mt-6">
        {audit.isPending ? (
          <Spinner />
        ) : audit.error ? (
          <ListError
            title="Não foi possível carregar a auditoria."
            error={audit.error}
            retrying={audit.isFetching}
            onRetry={() => void audit.refetch()}
          />
        ) : audit.data.entries.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            Nenhuma ação registrada ainda.
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {audit.data.entries.map((entry) => (
              <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <article aria-label={`${OPERATOR_AUDIT_ACTION_LABELS[entry.action]} em ${formatDateTime(entry.at)}`}>
                  <h2 className="flex flex-wrap items-baseline gap-x-3 text-base font-bold text-slate-900">
                    {OPERATOR_AUDIT_ACTION_LABELS[entry.action]}
                    <span className="text-sm font-normal text-slate-600">{formatDateTime(entry.at)}</span>
                  </h2>
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
                        {targetLabel(entry.target_type)} {entry.target_id}
                      </dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="font-semibold text-slate-700">Antes</dt>
                      <dd>{auditSide(entry.before)}</dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="font-semibold text-slate-700">Depois</dt>
                      <dd>{auditSide(entry.after)}</dd>
                    </div>
                    <div className="min-w-0 sm:col-span-2">
                      <dt className="font-semibold text-slate-700">Motivo</dt>
                      <dd className="whitespace-pre-wrap break-words">{entry.reason}</dd>
                    </div>
                  </dl>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
