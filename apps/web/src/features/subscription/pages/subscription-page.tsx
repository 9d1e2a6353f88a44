import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { PLANS, type PaidPlanId, type PlanId } from '@vamos/shared/pricing';
import type { Payment } from '@vamos/shared/schemas/payments';
import { confirmedToastId } from '@/components/payments/charge-texts';
import { useCheckCharge } from '@/components/payments/use-check-charge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useChargeOutcome } from '@/components/payments/use-charge-outcome';
import { useProfile } from '@/api/profile';
import { useCredits } from '@/api/wallet';
import { useSubscription } from '../api/get-subscription';
import { subscriptionQueryKey } from '../api/query-keys';
import { useSubscribe } from '../api/subscribe';
import { CurrentPlanCard } from '../components/current-plan-card';
import { PaymentStatusDialog } from '../components/payment-status-dialog';
import { PendingChargeBanner } from '../components/pending-charge-banner';
import { PlanCard } from '../components/plan-card';
import { ProfileRequiredNotice } from '../components/profile-required-notice';
import { SalesLink } from '../components/sales-link';
import { chargeOf, planButton } from '../lib/plan-button';
import { SUBSCRIPTION_TEXTS as T } from '../lib/subscription-texts';

const OFFERED_PLANS = PLANS.filter((plan) => plan.id !== 'free');

function isPaidPlan(id: PlanId): id is PaidPlanId {
  return id === 'basico' || id === 'premium';
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : T.unknownError;
}

/**
 * /contractor/subscription: 'Planos de Assinatura' (spec 02 "Subscription"): the active plan and
 * credits, the pending charge, the plan cards, and, below, the credits statement the route passes in.
 */
export function SubscriptionPage({ statement }: { statement?: ReactNode }) {
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const credits = useCredits();
  const profile = useProfile();
  const subscribe = useSubscribe();
  const { check: runCheck, checking } = useCheckCharge({
    invalidates: [subscriptionQueryKey],
    confirmedDescription: () => T.startedConfirmed,
    closedDescription: T.closedDescription,
  });
  const [shown, setShown] = useState<Payment | null>(null);

  const sub = subscription.data;
  const pending = sub?.pending_payment ?? null;
  const profileIncomplete = profile.data !== undefined && (!profile.data.full_name.trim() || !profile.data.cpf);

  useChargeOutcome(pending, async (payment) => {
    toast.success(T.updated, { id: confirmedToastId(payment.id), description: T.updatedDescription });
    await queryClient.refetchQueries({ queryKey: subscriptionQueryKey });
    if (queryClient.getQueryState(subscriptionQueryKey)?.status === 'error') {
      toast.error(T.updateFailed, { description: INTERNAL_MESSAGE });
    }
  });

  const startSubscription = (planId: PaidPlanId) => {
    if (profile.isPending) {
      toast.info(T.profileLoading);
      return;
    }
    if (profileIncomplete) {
      toast.error(T.startFailed, { description: ERROR_MESSAGES.PAYMENT_PROFILE_INCOMPLETE });
      return;
    }
    subscribe.mutate(
      { plan_id: planId },
      {
        onSuccess: (payment) => {
          // A new PIX charge waits to be paid: success only when the provider already confirmed it.
          if (payment.status === 'confirmed') toast.success(T.startedConfirmed, { id: confirmedToastId(payment.id) });
          else toast.info(T.startedPending);
          setShown(payment);
        },
        onError: (error) => toast.error(T.startFailed, { description: errorText(error) }),
      },
    );
  };

  if (subscription.isPending) return <Spinner label="Carregando planos..." />;
  if (!sub) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-900">Erro ao carregar</p>
        <p className="text-sm text-red-800">{errorText(subscription.error)}</p>
      </div>
    );
  }

  const state = {
    currentPlanId: sub.plan_id,
    pendingCharge: chargeOf(pending),
    processingPlanId: subscribe.isPending ? (subscribe.variables?.plan_id ?? null) : null,
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <title>Planos de Assinatura · Vamos Trabalhar</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{T.title}</h1>
        <p className="text-slate-600">{T.subtitle}</p>
      </div>

      {profileIncomplete ? <ProfileRequiredNotice /> : null}
      <CurrentPlanCard subscription={sub} credits={credits.data} />
      {pending ? (
        <PendingChargeBanner
          payment={pending}
          checking={checking}
          onView={() => setShown(pending)}
          onCheck={() => runCheck(pending.id)}
        />
      ) : null}

      <section aria-labelledby="planos" className="flex flex-col gap-4">
        <h2 id="planos" className="text-lg font-semibold text-slate-900">
          Escolha seu plano
        </h2>
        <div className="grid gap-5 pt-2 md:grid-cols-3">
          {OFFERED_PLANS.map((plan) => {
            const button = planButton(plan.id, state);
            const onClick = () => {
              if (button.action === 'view-charge' && pending) setShown(pending);
              else if (button.action === 'check' && pending) runCheck(pending.id);
              else if (button.action === 'subscribe' && isPaidPlan(plan.id)) startSubscription(plan.id);
            };
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={plan.id === sub.plan_id}
                action={
                  button.action === 'sales' ? (
                    <SalesLink label={button.label} />
                  ) : (
                    <Button
                      className="w-full"
                      variant={button.action === 'view-charge' ? 'accent' : 'default'}
                      disabled={button.disabled}
                      onClick={onClick}
                    >
                      {button.label}
                    </Button>
                  )
                }
              />
            );
          })}
        </div>
      </section>

      {statement}

      <PaymentStatusDialog
        payment={shown}
        activeUntil={sub.expires_at}
        checking={checking}
        onCheck={runCheck}
        onOpenChange={(open) => !open && setShown(null)}
      />
    </div>
  );
}
