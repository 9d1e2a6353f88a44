import { JOB_STATUS_LABELS } from '@vamos/shared/job-statuses';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import { CalendarCheck, CalendarDays, Clock, Users, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatBrl, formatDate, formatShift } from '@/lib/format';
import { peopleLabel } from '../lib/apply-state';
import { weekdayOf } from '../lib/job-timing';
import { shiftBadge, type ShiftBadge } from '../lib/shift-badge';
import { JobImage } from '@/components/jobs/job-image';
import { GuaranteedPayLine } from '@/components/jobs/guaranteed-pay-line';

/** The job's badge: cancelled, my shift's state, or the job's status when I have none and it is closed. */
function jobBadge(job: JobDetail): ShiftBadge {
  if (job.status === 'cancelled') return { text: JOB_STATUS_LABELS.cancelled, variant: 'destructive' };
  if (job.my_application || job.status === 'active') return shiftBadge(job.my_application?.status ?? null);
  return { text: JOB_STATUS_LABELS[job.status], variant: 'outline' };
}

/** Photo, title, company and the facts of the service (spec 01 §2.5). */
export function JobDetailHeader({ job }: { job: JobDetail }) {
  const badge = jobBadge(job);
  const facts = [
    {
      icon: CalendarDays,
      label: 'Data do serviço',
      value: `${formatDate(job.service_date)} (${weekdayOf(job.service_date)})`,
    },
    { icon: Clock, label: 'Horário', value: formatShift(job.start_time, job.end_time, 'às') },
    { icon: CalendarCheck, label: 'Data de pagamento', value: formatDate(job.payment_date) },
    {
      icon: Users,
      label: 'Pessoas necessárias',
      value: `${peopleLabel(job.required_people)} (${job.approved_count} ${job.approved_count === 1 ? 'confirmada' : 'confirmadas'})`,
    },
    { icon: Wallet, label: 'Valor', value: formatBrl(job.salary_cents) },
  ];
  return (
    <section className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <JobImage
        imageUrl={job.image_url}
        segment={job.segment}
        variant="lg"
        priority
        className="h-32 w-full sm:h-56"
        iconClassName="size-16"
      />
      <div className="p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{job.title}</h1>
            <p className="text-slate-600">{job.company}</p>
          </div>
          <Badge variant={badge.variant} className="text-sm">
            {badge.text}
          </Badge>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-3">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="relative min-h-8 min-w-0 pl-10 sm:min-h-9 sm:pl-12">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <span
                  aria-hidden
                  className="absolute top-0 left-0 flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:size-9"
                >
                  <Icon className="size-[18px]" />
                </span>
                {label}
              </dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {job.guaranteed_pay ? <GuaranteedPayLine valueCents={job.salary_cents} className="mt-4" /> : null}
      </div>
    </section>
  );
}
