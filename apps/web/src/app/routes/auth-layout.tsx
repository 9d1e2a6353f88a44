import { CircleCheck } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { SkipLink } from '@/components/layout/skip-link';
import { paths } from '@/config/paths';

const HIGHLIGHTS = [
  'Vagas de garçom, segurança, bartender, churrasqueiro e muito mais',
  'Candidatura em poucos toques: moedas só são descontadas se você for aprovado',
  'Contratantes publicam vagas e escolhem entre perfis avaliados',
];

/** Layout of the sign-in, sign-up and password screens: the brand and the tagline beside the form. */
export function AuthLayout() {
  return (
    <div className="min-h-dvh bg-slate-50 md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <SkipLink />
      <aside className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 py-5 text-white md:sticky md:top-0 md:flex md:h-dvh md:flex-col md:justify-between md:px-10 md:py-10">
        <div className="flex items-center gap-3 md:block md:space-y-8">
          <Link to={paths.home.getHref()} className="block w-fit shrink-0 rounded-xl">
            <Logo variant="mini" onDark label="Vamos Trabalhar: página inicial" className="size-11 md:size-16" />
          </Link>
          <div>
            <p className="text-2xl font-extrabold tracking-tight md:text-4xl lg:text-5xl">Vamos Trabalhar</p>
            <p className="text-sm text-brand-100 md:mt-3 md:max-w-sm md:text-lg">
              Vagas rápidas em bares, restaurantes, buffets e eventos.
            </p>
          </div>
          <ul className="hidden space-y-3 pt-4 md:block">
            {HIGHLIGHTS.map((text) => (
              <li key={text} className="flex gap-3 text-brand-50">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-300" aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="hidden gap-4 text-sm text-brand-100 md:flex">
          <Link to={paths.terms.getHref()} className="underline-offset-4 hover:text-white hover:underline">
            Termos de uso
          </Link>
          <Link to={paths.privacy.getHref()} className="underline-offset-4 hover:text-white hover:underline">
            Política de privacidade
          </Link>
        </p>
        <div
          aria-hidden
          className="pointer-events-none absolute -right-16 -bottom-24 hidden size-72 rounded-full bg-accent-400/15 md:block"
        />
      </aside>
      <main id="conteudo" tabIndex={-1} className="flex justify-center px-4 py-8 outline-none md:items-center md:py-12">
        <div className="w-full max-w-lg">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
