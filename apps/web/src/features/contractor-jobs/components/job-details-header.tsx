import { Link } from 'react-router';
import {
  BadgeCheck,
  Building,
  CalendarDays,
  Clock,
  CopyPlus,
  HandCoins,
  MapPin,
  Pencil,
  UsersRound,
} from 'lucide-react';
import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatBrl, formatDate, formatDateTime, formatShift } from '@/lib/format';
import { JOB_TEXTS } from '../lib/job-texts';
import { CancelJobButton } from './cancel-job-button';
import { CompleteJobButton } from './complete-job-button';
import { JobImage } from '@/components/jobs/job-image';
import { JobStatusBadge } from './job-status-badge';

function Fact({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: string }) {
  return (
    <div className="relative flex min-h-9 flex-col justify-center pl-11">
      <dt className="text-xs text-slate-500">
        <span className="absolute top-1/2 left-0 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-4" aria-hidden />
        </span>
        {label}
      </dt>
      <dd className="text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** Photo, status, title, dates, description and the job's actions (those the server says I may take now). */
export function JobDetailsHeader({ job }: { job: ContractorJobDetail }) {
  return (
    <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <JobImage
        imageUrl={job.image_url}
        segment={job.segment}
        variant="lg"
        priority
        className="h-40 w-full sm:h-56"
        iconClassName="size-16"
      />
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-2">
          <JobStatusBadge status={job.status} className="self-start" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{job.title}</h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="flex items-center gap-1.5">
              <Building className="size-4" aria-hidden />
              {job.company}
            </span>
            <span className="flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden />
              {job.location}
            </span>
          </p>
        </div>
        <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
          <Fact icon={CalendarDays} label="Data do serviço">
            {formatDate(job.service_date)}
          </Fact>
          <Fact icon={Clock} label="Horário">
            {formatShift(job.start_time, job.end_time, '–')}
          </Fact>
          <Fact icon={HandCoins} label="Data de pagamento">
            {formatDate(job.payment_date)}
          </Fact>
        </dl>
        {job.invite_first_until ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <UsersRound className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              Só a sua equipe vê esta vaga até <strong>{formatDateTime(job.invite_first_until)}</strong>; depois ela
              abre para todos.
            </span>
          </p>
        ) : null}
        {job.guaranteed_pay ? (
          <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              Pagamento garantido pelo Vamos Trabalhar: <strong>{formatBrl(job.salary_cents)}</strong>
              {job.guaranteed_fee_cents !== null ? (
                <>
                  {' '}
                  + <strong>{formatBrl(job.guaranteed_fee_cents)}</strong> de taxa de serviço
                </>
              ) : null}{' '}
              por pessoa, pagos por PIX ao aprovar cada freelancer.
            </span>
          </p>
        ) : null}
        {job.description ? <p className="text-sm whitespace-pre-line text-slate-700">{job.description}</p> : null}
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:flex-wrap">
          {job.can.complete ? <CompleteJobButton jobId={job.id} jobTitle={job.title} /> : null}
          {!job.can.edit ? null : (
            <Link to={paths.contractor.jobEdit.getHref(job.id)} className={buttonVariants({ variant: 'outline' })}>
              <Pencil aria-hidden />
              {JOB_TEXTS.edit}
            </Link>
          )}
          <Link to={paths.contractor.jobCreate.getHref(job.id)} className={buttonVariants({ variant: 'outline' })}>
            <CopyPlus aria-hidden />
            {JOB_TEXTS.repeat}
          </Link>
          {job.can.cancel ? (
            <CancelJobButton jobId={job.id} approvedCount={job.approved_count} consequence={job.cancel_consequence} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
