import { useId } from 'react';
import {
  REPORT_ACTION_LABELS,
  REPORT_ACTIONS_FOR,
  REPORT_CATEGORY_LABELS,
  REPORT_TARGET_LABELS,
  type OperatorReport,
  type ReportAction,
} from '@vamos/shared/schemas/reports';
import { JOB_STATUS_LABELS, type JobStatus } from '@vamos/shared/job-statuses';
import { formatDate, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useResolveReport } from '../api/operator-reports';
import { ReasonForm } from './reason-form';

const DONE: Record<ReportAction, string> = {
  hide_job: 'Vaga ocultada e denúncia resolvida.',
  remove_evaluation: 'Avaliação removida e denúncia resolvida.',
  suspend_user: 'Conta suspensa e denúncia resolvida.',
  dismiss: 'Denúncia arquivada.',
};

function Person({ person }: { person: { name: string; email: string } }) {
  return (
    <>
      {person.name} <span className="break-all text-slate-600">({person.email})</span>
    </>
  );
}

/** What was reported, with its content and whose it is. */
function Target({ target }: { target: OperatorReport['target'] }) {
  switch (target.type) {
    case 'job':
      return (
        <>
          <p className="font-semibold text-slate-900">
            {target.title} — {target.company}
          </p>
          <p className="text-sm text-slate-600">
            {target.city} · {formatDate(target.service_date)} ·{' '}
            {target.hidden ? 'Oculta' : (JOB_STATUS_LABELS[target.status as JobStatus] ?? target.status)} · publicada
            por <Person person={target.owner} />
          </p>
          {target.description ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{target.description}</p>
          ) : null}
        </>
      );
    case 'profile':
      return (
        <>
          <p className="font-semibold text-slate-900">
            <Person person={target.owner} />
          </p>
          <p className="text-sm text-slate-600">{target.role === 'contractor' ? 'Contratante' : 'Freelancer'}</p>
          {target.bio ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{target.bio}</p>
          ) : null}
        </>
      );
    case 'evaluation':
      return (
        <>
          <p className="font-semibold text-slate-900">
            Nota {target.rating} de 5 em {target.job_title}
          </p>
          <p className="text-sm text-slate-600">
            De <Person person={target.owner} /> para <Person person={target.evaluated} />
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">
            {target.comment || 'Sem comentário.'}
          </p>
        </>
      );
    default:
      return null;
  }
}

/** One open report: who, why, what was reported, and the actions that apply to it (decision 0054). */
export function ReportCard({ report }: { report: OperatorReport }) {
  const id = useId();
  const resolve = useResolveReport(report.id);
  const { target } = report;
  const actions = REPORT_ACTIONS_FOR[target.type].map((action) => ({
    key: action,
    // On a job's report the account suspended is the company that published it.
    label: action === 'suspend_user' && target.type === 'job' ? 'Suspender empresa' : REPORT_ACTION_LABELS[action],
    variant: action === 'dismiss' ? ('outline' as const) : ('destructive' as const),
  }));
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {REPORT_TARGET_LABELS[target.type]}: {REPORT_CATEGORY_LABELS[report.category]}
      </h2>
      <p className="text-sm text-slate-600">
        Denunciada em {formatDateTime(report.created_at)} por <Person person={report.reporter} />
        {report.open_reports_on_target > 1 ? ` · ${report.open_reports_on_target} denúncias abertas sobre isto` : ''}
      </p>
      <figure className="mt-3 rounded-lg bg-amber-50 p-3">
        <figcaption className="text-xs font-semibold uppercase tracking-wide text-amber-900">Relato</figcaption>
        <blockquote className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">{report.text}</blockquote>
      </figure>
      <div className="mt-3 rounded-lg border border-slate-200 p-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">O que foi denunciado</p>
        <Target target={target} />
      </div>
      <div className="mt-4">
        <ReasonForm
          label="Motivo da decisão"
          hint="Obrigatório. Quem denunciou recebe o resultado com o motivo."
          actions={actions}
          pending={resolve.isPending}
          error={resolve.error}
          onAction={(action, reason) =>
            resolve.mutate(
              { action: action as ReportAction, reason },
              { onSuccess: () => toast.success(DONE[action as ReportAction]) },
            )
          }
        />
      </div>
    </article>
  );
}
