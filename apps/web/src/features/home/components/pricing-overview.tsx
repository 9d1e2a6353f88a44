import {
  APPLICATION_COST_RULE,
  APPROVAL_CREDITS,
  COIN_PACKAGES,
  coins,
  credits,
  JOB_PUBLISH_CREDITS,
  PLAN_PERIOD_DAYS,
  PLANS,
} from '@vamos/shared/pricing';
import { Coins, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatBrl } from '@/lib/format';

type Row = { name: string; detail: string; price: string; badge?: string | null };

const packageRows: Row[] = COIN_PACKAGES.map((pack) => ({
  name: pack.name,
  detail: coins(pack.coins),
  price: formatBrl(pack.priceCents),
  badge: pack.badge,
}));

const planRows: Row[] = PLANS.filter((plan) => plan.id !== 'enterprise').map((plan) => ({
  name: plan.name,
  detail: credits(plan.credits ?? 0),
  price: plan.priceCents ? `${formatBrl(plan.priceCents)}/mês` : 'Grátis',
  badge: plan.badge,
}));

function PriceCard({ title, icon, rows, note }: { title: string; icon: ReactNode; rows: Row[]; note: string }) {
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
      <h3 className="flex items-center gap-3 text-xl font-bold text-slate-900">
        <span className="flex size-10 items-center justify-center rounded-xl bg-accent-300 text-slate-900">{icon}</span>
        {title}
      </h3>
      <ul className="mt-6 divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.name} className="flex items-center justify-between gap-4 py-3">
            <div>
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {row.name}
                {row.badge ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {row.badge}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">{row.detail}</p>
            </div>
            <p className="font-bold whitespace-nowrap text-brand-800">{row.price}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">{note}</p>
    </article>
  );
}

/** What things cost, stated up front: coin packages and contractor plans, all paid by PIX. */
export function PricingOverview() {
  return (
    <section aria-labelledby="pricing-title" className="bg-slate-100/70">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
            Preços claros
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            Nenhuma taxa sobre o seu trabalho: o pagamento do serviço é combinado direto entre contratante e freelancer.
            Moedas e planos são pagos por PIX.
          </p>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <PriceCard
            title="Moedas para freelancers"
            icon={<Coins className="size-5" aria-hidden />}
            rows={packageRows}
            note={`A candidatura custa ${APPLICATION_COST_RULE}, e só é descontada quando você é aprovado.`}
          />
          <PriceCard
            title="Planos para contratantes"
            icon={<CreditCard className="size-5" aria-hidden />}
            rows={planRows}
            note={`Cada vaga publicada usa ${credits(JOB_PUBLISH_CREDITS)}, e cada aprovação, ${credits(APPROVAL_CREDITS)}. Os planos pagos valem por ${PLAN_PERIOD_DAYS} dias. Precisa de mais? Fale com a gente sobre o plano Enterprise.`}
          />
        </div>
      </div>
    </section>
  );
}
