import { useId, useState, type FormEvent } from 'react';
import { JOB_STATUS_LABELS } from '@vamos/shared/job-statuses';
import { OPERATOR_JOB_FILTERS, type OperatorJobQuery } from '@vamos/shared/schemas/operator-jobs';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ListError } from '@/components/ui/list-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useOperatorJobs } from '../api/operator-jobs';
import { OperatorJobCard } from '../components/operator-job-card';

const FILTER_LABELS: Record<(typeof OPERATOR_JOB_FILTERS)[number], string> = { ...JOB_STATUS_LABELS, hidden: 'Oculta' };
const EMPTY = { q: '', city: '', status: '', date: '' };

/** /operador/vagas: 'Vagas', every job searched and filtered, and 'Ocultar vaga' (decision 0054). */
export function JobsPage() {
  const id = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [filter, setFilter] = useState<OperatorJobQuery>({});
  const jobs = useOperatorJobs(filter);
  const fieldErrors = jobs.error instanceof ApiError ? jobs.error.fields : {};
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ ...draft, status: draft.status as OperatorJobQuery['status'] });
  };
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Vagas</h1>
      <p className="mt-1 text-sm text-slate-600">
        Todas as vagas, de qualquer situação. &apos;Ocultar vaga&apos; tira a vaga do mural e da página pública, cancela
        e reembolsa quem estava nela, e avisa o contratante do motivo.
      </p>
      <form
        role="search"
        aria-label="Buscar vagas"
        onSubmit={search}
        className="mt-4 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-q`}>Título ou empresa</Label>
          <Input id={`${id}-q`} type="search" value={draft.q} onChange={set('q')} />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-city`}>Cidade</Label>
          <Input id={`${id}-city`} value={draft.city} onChange={set('city')} />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-status`}>Situação</Label>
          <NativeSelect id={`${id}-status`} value={draft.status} onChange={set('status')}>
            <option value="">Todas</option>
            {OPERATOR_JOB_FILTERS.map((status) => (
              <option key={status} value={status}>
                {FILTER_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>Data do serviço</Label>
          <Input id={`${id}-date`} type="date" value={draft.date} onChange={set('date')} />
          {fieldErrors.date ? (
            <p role="alert" className="text-sm text-red-700">
              {fieldErrors.date}
            </p>
          ) : null}
        </div>
        <div className="flex gap-2">
          <Button type="submit">Buscar</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft(EMPTY);
              setFilter({});
            }}
          >
            Limpar
          </Button>
        </div>
      </form>
      <section aria-label="Resultados" className="mt-6 flex flex-col gap-4">
        {jobs.isPending ? (
          <Spinner />
        ) : jobs.error ? (
          <ListError
            title="Não foi possível carregar as vagas."
            error={jobs.error}
            retrying={jobs.isFetching}
            onRetry={() => void jobs.refetch()}
          />
        ) : jobs.data.jobs.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            Nenhuma vaga encontrada.
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {jobs.data.jobs.length === jobs.data.limit
                ? `Mostrando as primeiras ${jobs.data.limit} vagas: refine a busca para ver outras.`
                : `${jobs.data.jobs.length} vaga(s) encontrada(s).`}
            </p>
            {jobs.data.jobs.map((job) => (
              <OperatorJobCard key={job.id} job={job} />
            ))}
          </>
        )}
      </section>
    </>
  );
}
