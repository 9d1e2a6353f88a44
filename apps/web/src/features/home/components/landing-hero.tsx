import { applicationCost, coins, credits, FREE_PLAN_CREDITS, SIGNUP_BONUS_COINS } from '@vamos/shared/pricing';
import { CalendarDays, CircleCheck, Coins, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatBrl } from '@/lib/format';

const PERKS = [
  'Cadastro gratuito',
  `${coins(SIGNUP_BONUS_COINS)} de boas-vindas para freelancers`,
  `${credits(FREE_PLAN_CREDITS)} grátis para contratantes`,
];

const EXAMPLE_SALARY_CENTS = 18000;

/** An illustration of a job card, as the job list shows them (decorative). */
function ExampleJobCard() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-sm">
      <div className="absolute inset-0 -rotate-6 rounded-2xl bg-white/10 ring-1 ring-white/20" />
      <div className="relative rounded-2xl bg-white p-5 text-slate-900 shadow-2xl shadow-slate-950/40">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-lg font-bold">Garçom</p>
            <p className="text-sm text-slate-600">Buffet Jardim · Casamento</p>
          </div>
          <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            Disponível
          </span>
        </div>
        <ul className="mt-4 space-y-2 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 text-brand-700" /> Sábado · 18h às 02h
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-4 text-brand-700" /> São Paulo, SP
          </li>
          <li className="flex items-center gap-2">
            <Users className="size-4 text-brand-700" /> 4 pessoas
          </li>
        </ul>
        <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4">
          <p className="text-xl font-extrabold text-brand-800">{formatBrl(EXAMPLE_SALARY_CENTS)}</p>
          <span className="inline-flex items-center gap-1.5 rounded-lg bg-accent-400 px-3 py-2 text-sm font-semibold">
            <Coins className="size-4" /> {coins(applicationCost(EXAMPLE_SALARY_CENTS))}
          </span>
        </div>
      </div>
    </div>
  );
}

/** The landing's first screen (under the transparent header): what the product is, for both audiences. */
export function LandingHero() {
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-accent-400/15 blur-2xl"
      />
      <section
        aria-labelledby="hero-title"
        className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-24 pb-16 md:grid-cols-[1.2fr_1fr] md:px-6 md:pt-32 md:pb-24"
      >
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-300 ring-1 ring-white/15">
            Bares, restaurantes, buffets e eventos
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance md:text-5xl"
          >
            Quem precisa de equipe encontra. Quem quer trabalhar, também.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">
            O Vamos Trabalhar conecta contratantes a freelancers de garçom, segurança, bartender, churrasqueiro,
            recepção e muito mais. Publique uma vaga ou candidate-se em poucos toques, direto do celular.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.signup.getHref()} className={cn(buttonVariants({ variant: 'accent', size: 'lg' }))}>
              Criar conta
            </Link>
            <Link
              to={paths.login.getHref()}
              className={cn(
                buttonVariants({ variant: 'outline', size: 'lg' }),
                'border-white/40 bg-transparent text-white hover:bg-white/10',
              )}
            >
              Entrar
            </Link>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-brand-100 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {PERKS.map((perk) => (
              <li key={perk} className="flex items-center gap-2">
                <CircleCheck className="size-4 shrink-0 text-accent-300" aria-hidden />
                {perk}
              </li>
            ))}
          </ul>
        </div>
        <ExampleJobCard />
      </section>
    </div>
  );
}
