import type { ReactNode } from 'react';
import { SkipLink } from '@/components/layout/skip-link';

/** The operator's sign-in screens: the brand and one card, the page's only h1. */
export function OperatorFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-100">
      <SkipLink />
      <header className="bg-brand-900 px-4 py-4 text-white">
        <p className="mx-auto max-w-md text-lg font-bold">
          Vamos Trabalhar <span className="font-normal text-brand-100">· Operação</span>
        </p>
      </header>
      <main id="conteudo" tabIndex={-1} className="mx-auto w-full max-w-md px-4 py-8 outline-none">
        <section
          aria-labelledby="operador-titulo"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h1 id="operador-titulo" className="text-2xl font-bold tracking-tight text-slate-900">
            {title}
          </h1>
          {description ? <div className="mt-1.5 text-sm text-slate-600">{description}</div> : null}
          <div className="mt-6">{children}</div>
        </section>
      </main>
    </div>
  );
}

/** An error about the whole form, announced when it appears. */
export function OperatorAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  );
}
