import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { useContests } from '../api/contests';
import { ContestCard } from '../components/contest-card';

/** /operador: 'Contestações', the contested no-shows, the oldest contest first (decision 0049). */
export function ContestsPage() {
  const contests = useContests();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Contestações</h1>
      <p className="mt-1 text-sm text-slate-600">
        Faltas contestadas pelos freelancers. &apos;Manter falta&apos; faz as advertências contarem e, no pagamento
        garantido, devolve o valor ao contratante; &apos;Retirar falta&apos; trata o freelancer como presente e libera o
        pagamento.
      </p>
      <div className="mt-6 flex flex-col gap-4">
        {contests.isPending ? (
          <Spinner />
        ) : contests.error ? (
          <ListError
            title="Não foi possível carregar as contestações."
            error={contests.error}
            retrying={contests.isFetching}
            onRetry={() => void contests.refetch()}
          />
        ) : contests.data.contests.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            Nenhuma falta em contestação agora.
          </p>
        ) : (
          contests.data.contests.map((contest) => <ContestCard key={contest.shift_id} contest={contest} />)
        )}
      </div>
    </>
  );
}
