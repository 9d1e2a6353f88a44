import type { DashboardFigureKey } from '@vamos/shared/schemas/operator-dashboard';
import { brazilianDate } from '@vamos/shared/dates';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { FigureCard } from '../components/figure-card';
import { dayLabel } from '../lib/dashboard-words';

/** The panel's sections, each a heading over its figures. */
const SECTIONS: { title: string; keys: DashboardFigureKey[] }[] = [
  { title: 'Pessoas', keys: ['signups_freelancer', 'signups_contractor', 'applications'] },
  { title: 'Vagas', keys: ['jobs_published', 'fill_rate', 'median_time_to_fill', 'no_show_rate'] },
  { title: 'Dinheiro', keys: ['coins_sold', 'plans_sold', 'pix_pending', 'pix_expired', 'pix_confirmed'] },
];

/** /operador/painel: today's and the last 30 days' figures of the marketplace (decision 0055). */
export function DashboardPage() {
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Painel</h1>
          <p className="mt-1 text-sm text-slate-600">
            {data
              ? `Hoje (${brazilianDate(data.today)}) e os últimos 30 dias (${dayLabel(data.first_day)} a ${dayLabel(data.today)}), pelo horário de Brasília. Atualizado em ${formatDateTime(data.generated_at)}.`
              : 'Hoje e os últimos 30 dias, pelo horário de Brasília.'}
          </p>
        </div>
        <Button variant="outline" size="sm" disabled={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
          Atualizar
        </Button>
      </div>
      <div className="mt-6">
        {dashboard.isPending ? (
          <Spinner />
        ) : dashboard.error ? (
          <ListError
            title="Não foi possível carregar o painel."
            error={dashboard.error}
            retrying={dashboard.isFetching}
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <div className="flex flex-col gap-8">
            {SECTIONS.map((section) => (
              <section key={section.title} aria-labelledby={`painel-${section.title}`}>
                <h2 id={`painel-${section.title}`} className="text-lg font-bold text-slate-900">
                  {section.title}
                </h2>
                <div className="mt-3 grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {section.keys.map((key) => {
                    const figure = dashboard.data.figures.find((f) => f.key === key);
                    return figure ? <FigureCard key={key} figure={figure} /> : null;
                  })}
                </div>
              </section>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
