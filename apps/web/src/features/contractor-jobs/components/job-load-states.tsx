import { Link } from 'react-router';
import { ArrowLeft, SearchX, TriangleAlert } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { JOB_TEXTS } from '../lib/job-texts';

/** Whether a failed job read means the job is missing (or another contractor's). */
export function isJobMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'JOB_NOT_FOUND');
}

/** 'Vaga não encontrada' or 'Erro ao carregar vaga', with a way back to the list. */
export function JobLoadError({ error }: { error: unknown }) {
  const missing = isJobMissing(error);
  const Icon = missing ? SearchX : TriangleAlert;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-7" aria-hidden />
      </span>
      <h1 className="text-xl font-bold text-slate-900">
        {missing ? JOB_TEXTS.notFoundTitle : JOB_TEXTS.loadErrorTitle}
      </h1>
      <p className="text-slate-600">{missing ? JOB_TEXTS.notFoundDescription : JOB_TEXTS.loadErrorDescription}</p>
      <Link to={paths.contractor.jobs.getHref()} className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
        <ArrowLeft aria-hidden />
        {JOB_TEXTS.back}
      </Link>
    </section>
  );
}
