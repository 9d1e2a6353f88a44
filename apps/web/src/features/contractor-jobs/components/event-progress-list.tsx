import { Link } from 'react-router';
import type { ContractorJob } from '@vamos/shared/schemas/job-views';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { eventDays, progressText } from '../lib/event-progress';
import { JOB_TEXTS } from '../lib/job-texts';
import { JobStatusBadge } from './job-status-badge';

/** Each date of an event with its roles: approved/places, pending applications, and a way to the job. */
export function EventProgressList({ jobs, headingLevel }: { jobs: ContractorJob[]; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col gap-4">
      {eventDays(jobs).map((day) => (
        <section key={day.date} aria-label={formatDate(day.date)} className="flex flex-col gap-2">
          <Heading className="text-base font-semibold text-slate-900">
            {formatDate(day.date)} <span className="font-normal text-slate-600">· {progressText(day.jobs)}</span>
          </Heading>
          <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {day.jobs.map((job) => (
              <li key={job.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{job.title}</span>
                  <span className="text-sm text-slate-700">
                    {job.approved_count}/{job.required_people} aprovados
                  </span>
                  {job.status === 'active' && job.pending_count > 0 ? (
                    <span className="rounded-full bg-accent-300/60 px-2 py-0.5 text-xs font-semibold text-slate-900">
                      {job.pending_count} {job.pending_count === 1 ? 'pendente' : 'pendentes'}
                    </span>
                  ) : null}
                  <JobStatusBadge status={job.status} />
                </div>
                <Link
                  to={paths.contractor.jobDetails.getHref(job.id)}
                  aria-label={`${JOB_TEXTS.seeDetails}: ${job.title}, ${formatDate(job.service_date)}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start sm:self-auto' })}
                >
                  {JOB_TEXTS.seeDetails}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
