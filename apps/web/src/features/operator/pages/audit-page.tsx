import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { useAudit } from '../api/audit';
import { AuditEntryCard } from '../components/audit-entry-card';

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
              <li key={entry.id}>
                <AuditEntryCard entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
