import type { MyApplicationItem } from '@vamos/shared/schemas/applications';
import { CalendarDays, Clock, MapPin, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { ApplicationStatusBadge, RejectionReason } from '@/components/applications/application-status';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatBrl, formatDate, formatDateTime, formatShift } from '@/lib/format';
import { CancelButton, WithdrawButton } from './application-actions';
import { ContestButton } from './contest-button';

/**
 * One application (spec 01 §2.6): status, the job's facts, when I applied and when I was approved;
 * the buttons the server allows now (`can`).
 */
export function ApplicationCard({ application }: { application: MyApplicationItem }) {
  const { job, can } = application;
  return (
    <article className="flex flex-1 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-bold text-slate-900">{job.title}</h2>
          <p className="truncate text-sm text-slate-600">{job.company}</p>
        </div>
        <ApplicationStatusBadge application={application} />
      </div>
      <RejectionReason application={application} className="text-sm font-medium text-red-800" />
      {application.status === 'reserve' ? (
        <p className="text-sm font-medium text-amber-900">
          Você está na reserva desta vaga: se um aprovado desistir, você é confirmado automaticamente.
        </p>
      ) : null}
      <ul className="grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2">
        <li className="flex items-center gap-2">
          <Wallet className="size-4 shrink-0 text-brand-700" aria-hidden />
          <span className="font-semibold text-brand-800">{formatBrl(job.salary_cents)}</span>
        </li>
        <li className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0 text-brand-700" aria-hidden />
          {formatDate(job.service_date)}
        </li>
        <li className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-brand-700" aria-hidden />
          {formatShift(job.start_time, job.end_time, 'às')}
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden />
          <span className="truncate">{job.location}</span>
        </li>
      </ul>
      <dl className="flex flex-col gap-0.5 border-t border-slate-100 pt-3 text-xs text-slate-600">
        <div className="flex gap-1">
          <dt>Candidatura em</dt>
          <dd className="font-medium text-slate-800">{formatDateTime(application.applied_at)}</dd>
        </div>
        {application.approved_at ? (
          <div className="flex gap-1">
            <dt>Aprovada em</dt>
            <dd className="font-medium text-slate-800">{formatDateTime(application.approved_at)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-col gap-2 sm:flex-row sm:justify-end">
        {can.cancel ? <CancelButton application={application} /> : null}
        {can.withdraw ? <WithdrawButton application={application} /> : null}
        {can.contest ? <ContestButton application={application} /> : null}
        <Link to={paths.job.getHref(application.job_id)} className={buttonVariants({ variant: 'secondary' })}>
          Ver Detalhes
          <span className="sr-only"> da vaga de {job.title}</span>
        </Link>
      </div>
    </article>
  );
}
