import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';
import { NotFoundInShell, NotFoundPage } from './not-found';

function useReportedError(): unknown {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return error;
}

function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

function ErrorContent() {
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center py-12 text-center md:py-20">
      <title>Algo deu errado · Vamos Trabalhar</title>
      <span className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-800">
        <TriangleAlert className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Algo deu errado</h1>
      <p className="mt-3 text-slate-600">
        Não conseguimos carregar esta página. Recarregue para tentar de novo; se continuar, fale com o suporte.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden />
          Recarregar página
        </Button>
        {/* A full page load: whatever broke starts again from a clean state. */}
        <a href={paths.home.getHref()} className={cn(buttonVariants({ variant: 'outline' }))}>
          Ir para o início
        </a>
      </div>
    </section>
  );
}

/** The root error boundary: a friendly page instead of a stack trace. */
export function RootErrorBoundary() {
  const error = useReportedError();
  if (isNotFound(error)) return <NotFoundPage />;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 md:px-6">
        <a href={paths.home.getHref()} className="rounded-lg">
          <Logo className="h-8 md:h-9" />
        </a>
      </header>
      <main id="conteudo" className="flex-1 px-4">
        <ErrorContent />
      </main>
      <WhatsAppButton />
    </div>
  );
}

/** Error boundary of the pages inside a signed-in area: the navigation stays usable. */
export function RouteErrorBoundary() {
  const error = useReportedError();
  if (isNotFound(error)) return <NotFoundInShell />;
  return <ErrorContent />;
}
