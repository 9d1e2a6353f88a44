import { memo } from 'react';
import type { JobListItem } from '@vamos/shared/schemas/job-views';
import { Link } from 'react-router';
import { useCoins } from '@/api/wallet';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatBrl, formatDate, formatShift } from '@/lib/format';
import { peopleLabel } from '../lib/apply-state';
import { shiftBadge } from '../lib/shift-badge';
import { ApplyButton } from './apply-button';
import { JobCost } from './job-cost';
import { JobImage } from '@/components/jobs/job-image';
import { GuaranteedPayLine } from '@/components/jobs/guaranteed-pay-line';

/** The card's apply button. It reads the balance itself: when the balance arrives, only the buttons render again. */
function CardApplyButton({ job }: { job: JobListItem }) {
  const { data: coins } = useCoins();
  return <ApplyButton job={job} coins={coins} className="relative z-10 w-full sm:w-auto" />;
}

/**
 * A job of the list (spec 01 §2.4). The whole card opens /jobs/{id} (the title's link stretches
 * over it); the apply button sits above that link. Memoised: the list draws its cards a few per
 * task, and a card already drawn does not render again.
 */
export const JobCard = memo(function JobCard({ job }: { job: JobListItem }) {
  const badge = shiftBadge(job.my_application?.status ?? null);
  return (
    <article className="relative flex min-w-0 flex-1 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-200 hover:shadow-md sm:p-4">
      <div className="flex gap-3">
        <JobImage
          imageUrl={job.image_url}
          segment={job.segment}
          variant="sm"
          className="size-20 shrink-0 rounded-lg sm:size-24"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 text-base leading-snug font-bold text-slate-900">
              <Link
                to={paths.job.getHref(job.id)}
                className="rounded outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:underline"
              >
                {job.title}
              </Link>
            </h3>
            <Badge variant={badge.variant} className="shrink-0">
              {badge.text}
            </Badge>
          </div>
          <p className="truncate text-sm text-slate-600">{job.company}</p>
          <ul className="mt-1.5 flex flex-col gap-1 text-sm text-slate-700">
            <li className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="inline-flex items-center gap-1.5">
                <span className="icon-[lucide--calendar-days] size-4 shrink-0 text-brand-700" aria-hidden />
                {formatDate(job.service_date)}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span className="icon-[lucide--clock] size-4 shrink-0 text-brand-700" aria-hidden />
                {formatShift(job.start_time, job.end_time, 'às')}
              </span>
            </li>
            <li className="flex items-center gap-1.5">
              <span className="icon-[lucide--map-pin] size-4 shrink-0 text-brand-700" aria-hidden />
              <span className="truncate">{job.location}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-slate-100 pt-3">
        <p className="text-lg font-extrabold text-brand-800">{formatBrl(job.salary_cents)}</p>
        <p className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <span className="icon-[lucide--users] size-4 shrink-0 text-brand-700" aria-hidden />
          {peopleLabel(job.required_people)}
        </p>
      </div>
      {job.guaranteed_pay ? <GuaranteedPayLine valueCents={job.salary_cents} /> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <JobCost coins={job.application_cost} />
        <CardApplyButton job={job} />
      </div>
    </article>
  );
});
