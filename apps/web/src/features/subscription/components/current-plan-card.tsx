import { CreditCard, Ticket } from 'lucide-react';
import { FREE_PLAN_CREDITS, planById } from '@vamos/shared/pricing';
import type { Subscription } from '@vamos/shared/schemas/payments';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { creditsLabel } from '../lib/subscription-texts';

type CurrentPlanCardProps = { subscription: Subscription; credits: number | undefined };

/** The active plan, until when it lasts, and the credit balance (live). */
export function CurrentPlanCard({ subscription, credits }: CurrentPlanCardProps) {
  const plan = planById(subscription.plan_id);
  return (
    <Card className="grid gap-4 bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 p-5 text-white sm:grid-cols-2">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15">
          <CreditCard className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="text-sm font-medium text-brand-100">Seu plano</h2>
          <p className="text-xl font-bold" data-testid="current-plan">
            {plan?.name ?? subscription.plan_id}
          </p>
          <p className="text-sm text-brand-100">
            {subscription.plan_id !== 'free' && subscription.expires_at
              ? `Ativo até ${formatDate(subscription.expires_at)}`
              : '2 vagas por mês, sem custo'}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-400 text-slate-900">
          <Ticket className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="text-sm font-medium text-brand-100">Créditos disponíveis</h2>
          <p className="text-xl font-bold" data-testid="credit-balance" aria-live="polite">
            {credits === undefined ? '…' : creditsLabel(credits)}
          </p>
          {subscription.next_free_top_up ? (
            <p className="text-sm text-brand-100">
              Recarga para {creditsLabel(FREE_PLAN_CREDITS)} em {formatDate(subscription.next_free_top_up)}
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
