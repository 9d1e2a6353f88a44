import { useId, useState } from 'react';
import { JOB_STATUS_LABELS } from '@vamos/shared/job-statuses';
import type { OperatorJob } from '@vamos/shared/schemas/operator-jobs';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime, formatTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useHideJob } from '../api/operator-jobs';
import { ReasonForm } from './reason-form';

/** One job of 'Vagas': what it is, whose, how full, and 'Ocultar vaga' while it is open (decision 0054). */
export function OperatorJobCard({ job }: { job: OperatorJob }) {
  const id = useId();
  const [hiding, setHiding] = useState(false);
  const hide = useHideJob(job.id);
  return (
    <article aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="break-words text-lg font-bold text-slate-900">
            {job.title} — {job.company}
          </h2>
          <p className="text-sm text-slate-600">
            {job.city}/{job.state} · {formatDate(job.service_date)}, {formatTime(job.start_time)} às{' '}
            {formatTime(job.end_time)}
          </p>
        </div>
        <p className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
          {job.hidden_at ? 'Oculta' : JOB_STATUS_LABELS[job.status]}
        </p>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Contratante</dt>
          <dd className="break-words">
            {job.contractor.name} <span className="break-all text-slate-600">({job.contractor.email})</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Aprovados</dt>
          <dd>
            {job.approved_count} de {job.required_people} · {job.applications} candidatura(s)
            {job.guaranteed_pay ? ' · pagamento garantido' : ''}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Página pública</dt>
          <dd>
            {job.public_path ? (
              <a className="text-brand-700 underline" href={job.public_path} target="_blank" rel="noreferrer">
                Abrir página da vaga
              </a>
            ) : job.hidden_at ? (
              `Ocultada em ${formatDateTime(job.hidden_at)}`
            ) : (
              'Sem página pública'
            )}
          </dd>
        </div>
      </dl>
      {job.can_hide ? (
        <div className="mt-3">
          {hiding ? (
            <ReasonForm
              label="Motivo para ocultar"
              hint="Obrigatório. O contratante recebe o motivo; quem estava aprovado é reembolsado e avisado."
              actions={[{ key: 'hide', label: 'Confirmar ocultação', variant: 'destructive' }]}
              pending={hide.isPending}
              error={hide.error}
              onAction={(_, reason) => hide.mutate({ reason }, { onSuccess: () => toast.success('Vaga ocultada.') })}
              extra={
                <Button type="button" variant="outline" onClick={() => setHiding(false)}>
                  Voltar
                </Button>
              }
            />
          ) : (
            <Button type="button" variant="destructive" onClick={() => setHiding(true)}>
              Ocultar vaga
            </Button>
          )}
        </div>
      ) : null}
    </article>
  );
}
