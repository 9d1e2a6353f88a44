import { Link } from 'react-router';
import { PLANS } from '@vamos/shared/pricing';
import { PublicHeader } from '@/components/layout/public-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink } from '@/components/layout/skip-link';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PlanCard } from '../components/plan-card';
import { SalesLink } from '../components/sales-link';
import { SUBSCRIPTION_TEXTS as T } from '../lib/subscription-texts';

/** Where a visitor who picks a plan lands after signing in: the real plans page. */
const AFTER_LOGIN = paths.contractor.subscription.getHref();

/**
 * /subscription for a visitor who is not signed in: the real plans (spec 02 §9) with the way in.
 * Signing in brings a contractor back to /contractor/subscription to pay; a new visitor signs up.
 */
export function PublicPlansPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Planos de Assinatura · Vamos Trabalhar</title>
      <SkipLink />
      <PublicHeader className="border-b border-slate-200 bg-white" />
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
          <div className="max-w-2xl">
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">{T.title}</h1>
            <p className="mt-2 text-lg text-slate-600">
              Publique vagas e aprove freelancers com créditos. Todo contratante começa no plano Free; assine quando
              precisar de mais. Pagamento por PIX, plano ativo por 30 dias.
            </p>
          </div>
          <section aria-labelledby="planos" className="grid gap-5 pt-2 sm:grid-cols-2 lg:grid-cols-4">
            <h2 id="planos" className="sr-only">
              Planos
            </h2>
            {PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                action={
                  plan.id === 'enterprise' ? (
                    <SalesLink label={T.sales} />
                  ) : plan.id === 'free' ? (
                    <Link
                      to={paths.signup.getHref()}
                      className={buttonVariants({ variant: 'outline', className: 'w-full' })}
                    >
                      Criar conta grátis
                    </Link>
                  ) : (
                    <Link to={paths.login.getHref(AFTER_LOGIN)} className={buttonVariants({ className: 'w-full' })}>
                      {T.subscribe}
                    </Link>
                  )
                }
              />
            ))}
          </section>
          <p className="text-center text-slate-700">
            Já tem conta de contratante?{' '}
            <Link
              to={paths.login.getHref(AFTER_LOGIN)}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Entre para assinar
            </Link>
            . Ainda não tem?{' '}
            <Link
              to={paths.signup.getHref()}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Crie sua conta
            </Link>
            .
          </p>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
