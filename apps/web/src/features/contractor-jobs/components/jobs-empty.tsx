import { Link } from 'react-router';
import { Inbox } from 'lucide-react';
import { credits, JOB_PUBLISH_CREDITS } from '@vamos/shared/pricing';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useIsCompanyManager } from '@/lib/auth';
import { JOB_TEXTS } from '../lib/job-texts';

/** No job yet: how to publish one, and the plans for more credits (the owner's: a manager buys none). */
export function JobsEmpty() {
  const manager = useIsCompanyManager();
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Inbox className="size-7" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{JOB_TEXTS.emptyTitle}</h2>
      <p className="max-w-sm text-sm text-slate-600">
        Use o botão <strong>Criar Vaga</strong> para publicar sua primeira vaga. Cada publicação usa{' '}
        {credits(JOB_PUBLISH_CREDITS)} do seu plano.
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Link to={paths.contractor.jobCreate.getHref()} className={buttonVariants()}>
          Criar Vaga
        </Link>
        {manager ? null : (
          <Link to={paths.contractor.subscription.getHref()} className={buttonVariants({ variant: 'outline' })}>
            {JOB_TEXTS.seePlans}
          </Link>
        )}
      </div>
    </section>
  );
}
