import { memo } from 'react';
import { Link } from 'react-router';
import type { ContractorJob } from '@vamos/shared/schemas/job-views';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatBrl, formatDate, formatShift } from '@/lib/format';
import { JOB_TEXTS } from '../lib/job-texts';
import { CompleteJobButton } from './complete-job-button';
import { JobImage } from '@/components/jobs/job-image';
import { JobStatusBadge } from './job-status-badge';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A job of the contractor's list (spec 02 "Contractor jobs list"). */
export const JobCard = memo(function JobCard({ job }: { job: ContractorJob }) {
  const titleId = `job-${job.id}-title`;
  const approvedNames = job.approved_freelancers.map((f) => f.full_name).join(', ');
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md sm:flex-row"
    >
      <div className="relative sm:w-56 sm:shrink-0 lg:w-64">
        <JobImage
          imageUrl={job.image_url}
          segment={job.segment}
          variant="sm"
          sizes="(min-width: 640px) 18rem, 100vw"
          className="h-36 w-full sm:h-full sm:min-h-56"
          iconClassName="size-12"
        />
        <JobStatusBadge status={job.status} className="absolute top-3 left-3 shadow-sm ring-1 ring-white/60" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {job.title}
            </h2>
            <span className="text-sm font-medium text-brand-800">{plural(job.required_people, 'vaga', 'vagas')}</span>
          </div>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <span className="icon-[lucide--building] size-4 shrink-0" aria-hidden />
            <span className="truncate">{job.company}</span>
          </p>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <span className="icon-[lucide--map-pin] size-4 shrink-0" aria-hidden />
            <span className="truncate">{job.location}</span>
          </p>
        </div>

        {job.status === 'active' && job.pending_count > 0 ? (
          <p className="self-start rounded-full bg-accent-300/60 px-3 py-1 text-xs font-semibold text-slate-900">
            {plural(job.pending_count, 'candidatura pendente', 'candidaturas pendentes')}
          </p>
        ) : null}
        {approvedNames ? (
          <p className="flex items-start gap-1.5 text-sm text-emerald-800">
            <span className="icon-[lucide--user-check] mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <span className="font-medium">
                {job.approved_freelancers.length === 1 ? 'Aprovado: ' : 'Aprovados: '}
              </span>
              {approvedNames}
            </span>
          </p>
        ) : null}

        {job.description ? <p className="line-clamp-2 text-sm text-slate-700">{job.description}</p> : null}

        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-4">
          <div className="flex items-center gap-1.5">
            <span className="icon-[lucide--calendar-days] size-4 shrink-0 text-brand-700" aria-hidden />
            <dt className="sr-only">Data</dt>
            <dd>{formatDate(job.service_date)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <span className="icon-[lucide--clock] size-4 shrink-0 text-brand-700" aria-hidden />
            <dt className="sr-only">Horário</dt>
            <dd>{formatShift(job.start_time, job.end_time, '–')}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <span className="icon-[lucide--banknote] size-4 shrink-0 text-brand-700" aria-hidden />
            <dt className="sr-only">Valor</dt>
            <dd className="font-semibold text-slate-900">{formatBrl(job.salary_cents)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <span className="icon-[lucide--users] size-4 shrink-0 text-brand-700" aria-hidden />
            <dt className="sr-only">Candidatos</dt>
            <dd>{plural(job.applicants_count, 'candidato', 'candidatos')}</dd>
          </div>
        </dl>

        <div className="mt-auto flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-500">Publicada em {formatDate(job.created_at)}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {job.status === 'filled' && job.can.complete ? (
              <CompleteJobButton jobId={job.id} jobTitle={job.title} />
            ) : null}
            <Link
              to={paths.contractor.jobDetails.getHref(job.id)}
              aria-label={`${JOB_TEXTS.seeDetails}: ${job.title}, ${formatDate(job.service_date)}`}
              className={buttonVariants({ variant: job.status === 'filled' ? 'outline' : 'default' })}
            >
              {JOB_TEXTS.seeDetails}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
});
