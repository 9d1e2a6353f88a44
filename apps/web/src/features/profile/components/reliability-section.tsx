import { RELIABILITY_MIN_SHIFTS, RELIABILITY_WINDOW } from '@vamos/shared/reliability';
import { useMyReliability } from '@/api/reliability';
import { ReliabilityLine } from '@/components/reliability/reliability-line';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';

/** 'Comparecimento' on the freelancer's own profile: what contractors see on their applications. */
export function ReliabilitySection() {
  const { data, error, isPending, refetch, isRefetching } = useMyReliability();
  return (
    <section aria-labelledby="comparecimento" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="comparecimento" className="text-lg font-semibold text-slate-900">
        Comparecimento
      </h2>
      {isPending ? (
        <Spinner label="Carregando comparecimento..." />
      ) : error ? (
        <ListError
          title="Não foi possível carregar o comparecimento"
          error={error}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : (
        <>
          <ReliabilityLine reliability={data.reliability} className="mt-1 text-base" />
          <p className="mt-1 text-sm text-slate-600">
            {data.reliability.attendance_percent === null
              ? `Depois de ${RELIABILITY_MIN_SHIFTS} turnos, os contratantes veem aqui a sua porcentagem de comparecimento.`
              : `Turnos comparecidos entre os seus últimos ${RELIABILITY_WINDOW}, contando faltas e desistências com advertência. É o que os contratantes veem nas suas candidaturas; as advertências continuam só suas.`}
          </p>
        </>
      )}
    </section>
  );
}
