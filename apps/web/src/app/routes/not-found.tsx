import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PublicHeader } from '@/components/layout/public-header';
import { SkipLink } from '@/components/layout/skip-link';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';

function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-12 text-center md:py-20">
      <title>Página não encontrada · Vamos Trabalhar</title>
      <span className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
        <SearchX className="size-8" aria-hidden />
      </span>
      <p className="text-sm font-semibold tracking-widest text-brand-700">ERRO 404</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Página não encontrada</h1>
      <p className="mt-3 text-slate-600">O endereço que você abriu não existe ou mudou de lugar.</p>
      <Link to={paths.home.getHref()} className={cn(buttonVariants(), 'mt-8')}>
        Voltar para o início
      </Link>
    </section>
  );
}

/** The catch-all 404 of the public site (spec 01 §2.10). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader className="border-b border-slate-200" />
      <main id="conteudo" tabIndex={-1} className="flex-1 px-4 outline-none">
        <NotFoundContent />
      </main>
    </div>
  );
}

/** The 404 inside a signed-in area: the navigation stays in place. */
export function NotFoundInShell() {
  return <NotFoundContent />;
}
