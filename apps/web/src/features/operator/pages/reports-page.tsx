import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { useOperatorReports } from '../api/operator-reports';
import { ReportCard } from '../components/report-card';

/** /operador/denuncias: 'Denúncias', the open reports, the oldest first (decision 0054). */
export function ReportsPage() {
  const reports = useOperatorReports();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Denúncias</h1>
      <p className="mt-1 text-sm text-slate-600">
        Vagas, perfis e avaliações denunciados, a mais antiga primeiro. &apos;Ocultar vaga&apos; e &apos;Remover
        avaliação&apos; resolvem também as outras denúncias abertas sobre o mesmo item; &apos;Arquivar&apos; encerra só
        esta.
      </p>
      <div className="mt-6 flex flex-col gap-4">
        {reports.isPending ? (
          <Spinner />
        ) : reports.error ? (
          <ListError
            title="Não foi possível carregar as denúncias."
            error={reports.error}
            retrying={reports.isFetching}
            onRetry={() => void reports.refetch()}
          />
        ) : reports.data.reports.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            Nenhuma denúncia aberta agora.
          </p>
        ) : (
          reports.data.reports.map((report) => <ReportCard key={report.id} report={report} />)
        )}
      </div>
    </>
  );
}
