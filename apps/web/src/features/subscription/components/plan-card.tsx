import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { APPROVAL_CREDITS, JOB_PUBLISH_CREDITS, type Plan } from '@vamos/shared/pricing';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatBrl } from '@/lib/format';
import { creditsLabel } from '../lib/subscription-texts';

/** What each plan includes (spec 02 §9 plans table; support by e-mail for all, chat on Pro). */
function featuresOf(plan: Plan): string[] {
  const features = [plan.jobsPerMonthLabel];
  if (plan.id === 'free' && plan.credits !== null) features.push(creditsLabel(plan.credits));
  else if (plan.credits !== null) features.push(`${creditsLabel(plan.credits)} por mês`);
  else features.push('Créditos sob medida');
  features.push(
    JOB_PUBLISH_CREDITS === APPROVAL_CREDITS
      ? `${creditsLabel(JOB_PUBLISH_CREDITS)} por vaga publicada e por aprovação`
      : `${creditsLabel(JOB_PUBLISH_CREDITS)} por vaga publicada e ${creditsLabel(APPROVAL_CREDITS)} por aprovação`,
  );
  features.push(plan.id === 'premium' || plan.id === 'enterprise' ? 'Suporte por e-mail e chat' : 'Suporte por e-mail');
  return features;
}

type PlanCardProps = { plan: Plan; current?: boolean; action: ReactNode };

/** One plan: price (and the old price), credits, jobs per month, and its button. */
export function PlanCard({ plan, current = false, action }: PlanCardProps) {
  const featured = plan.badge !== null;
  const titleId = `plano-${plan.id}`;
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col gap-4 p-5',
        featured && 'border-2 border-brand-600 shadow-md',
        current && 'ring-2 ring-emerald-600 ring-offset-2',
      )}
    >
      {plan.badge ? <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 shadow-sm">{plan.badge}</Badge> : null}
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-slate-900">
          {plan.name}
        </h3>
        {current ? <Badge variant="success">Plano atual</Badge> : null}
      </div>
      <div>
        {plan.oldPriceCents !== null ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <span className="line-through">
              <span className="sr-only">De </span>
              {formatBrl(plan.oldPriceCents)}
            </span>
            {plan.discountLabel ? <Badge variant="success">{plan.discountLabel}</Badge> : null}
          </p>
        ) : null}
        <p className="text-3xl font-extrabold tracking-tight text-slate-900">
          {plan.priceCents === null ? 'Sob consulta' : plan.priceCents === 0 ? 'Grátis' : formatBrl(plan.priceCents)}
          {plan.priceCents ? <span className="text-base font-semibold text-slate-600">/mês</span> : null}
        </p>
      </div>
      <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
        {featuresOf(plan).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto">{action}</div>
    </Card>
  );
}
