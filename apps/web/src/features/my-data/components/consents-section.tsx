import { CONSENT_DOCUMENT_LABELS } from '@vamos/shared/consents';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useMyConsents } from '../api/get-my-consents';

/** 'Consentimentos': each acceptance and marketing choice, with its version, time and address (decision 0051). */
export function ConsentsSection() {
  const query = useMyConsents();
  return (
    <section
      aria-labelledby="consents-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="consents-title" className="text-lg font-bold text-slate-900">
        Consentimentos
      </h2>
      <p className="text-sm text-slate-600">
        O que você aceitou ao se cadastrar e depois. As novidades por e-mail e push mudam em Preferências de
        notificação.
      </p>
      {query.isPending ? (
        <Spinner label="Carregando consentimentos..." />
      ) : query.isError ? (
        <ListError
          title="Erro ao carregar consentimentos"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : query.data.entries.length === 0 ? (
        <p className="text-sm text-slate-700">Nenhum consentimento registrado.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {query.data.entries.map((entry) => (
            <li key={`${entry.document}-${entry.at}-${String(entry.granted)}`} className="flex flex-col gap-0.5 py-2">
              <span className="font-medium text-slate-900">
                {CONSENT_DOCUMENT_LABELS[entry.document]}
                {entry.version ? ` (versão ${entry.version})` : ''}: {entry.granted ? 'aceito' : 'recusado'}
              </span>
              <span className="text-sm break-words text-slate-600">
                Em {formatDateTime(entry.at)}
                {entry.ip ? `, do endereço ${entry.ip}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
