import { strikes as strikesText } from '@vamos/shared/cancellation-policy';
import { Link } from 'react-router';
import { useMyStrikes } from '@/api/strikes';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

const REASON_LABELS = { late_withdrawal: 'Desistência em cima da hora', no_show: 'Não compareceu' } as const;

/** 'Advertências' on the freelancer's own profile: each active strike, its shift and when it expires. */
export function StrikesSection() {
  const { data, error, isPending, refetch, isRefetching } = useMyStrikes();
  return (
    <section aria-labelledby="advertencias" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="advertencias" className="text-lg font-semibold text-slate-900">
        Advertências
      </h2>
      {isPending ? (
        <Spinner label="Carregando advertências..." />
      ) : error ? (
        <ListError
          title="Não foi possível carregar as advertências"
          error={error}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.strikes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Você não tem advertências ativas.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Você tem {strikesText(data.active)} {data.active === 1 ? 'ativa' : 'ativas'}.
          </p>
          <ul className="mt-3 divide-y divide-slate-200">
            {data.strikes.map((strike) => (
              <li key={strike.id} className="py-2 text-sm">
                <p className="font-medium text-slate-900">
                  {strikesText(strike.count)} · {REASON_LABELS[strike.reason]}
                </p>
                <p className="text-slate-600">
                  {strike.job_title} em {formatDate(strike.service_date)} · vale até {formatDate(strike.expires_at)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link
        to={paths.cancellationPolicy.getHref()}
        className="mt-3 inline-block text-sm font-medium text-brand-800 underline underline-offset-2"
      >
        Ver a política de cancelamento
      </Link>
    </section>
  );
}
