import { Link } from 'react-router';
import { CircleAlert, Ticket } from 'lucide-react';
import { credits as creditsText, JOB_PUBLISH_CREDITS } from '@vamos/shared/pricing';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useIsCompanyManager } from '@/lib/auth';
import { JOB_TEXTS } from '../lib/job-texts';

/**
 * Publishing costs credits (JOB_PUBLISH_CREDITS): the cost, the balance, and with none left a way to
 * the plans (for a company's manager, who buys none, who does).
 */
export function CreditNotice({ credits }: { credits: number | undefined }) {
  const manager = useIsCompanyManager();
  if (credits === 0) {
    return (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
          <div className="text-sm text-red-900">
            <p className="font-semibold">Você não tem créditos para publicar vagas.</p>
            <p>
              Publicar uma vaga custa {creditsText(JOB_PUBLISH_CREDITS)}.{' '}
              {manager ? JOB_TEXTS.plansAreTheOwners : 'Assine um plano para ganhar mais créditos.'}
            </p>
          </div>
        </div>
        {manager ? null : (
          <Link
            to={paths.contractor.subscription.getHref()}
            className={buttonVariants({ variant: 'default', size: 'sm' })}
          >
            {JOB_TEXTS.seePlans}
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900">
      <Ticket className="size-5 shrink-0 text-brand-700" aria-hidden />
      <p>
        Publicar esta vaga custa <strong>{creditsText(JOB_PUBLISH_CREDITS)}</strong>.{' '}
        {credits === undefined ? null : (
          <>
            Você tem <strong>{creditsText(credits)}</strong>.
          </>
        )}
      </p>
    </div>
  );
}
