import type { ReactNode } from 'react';
import { PublicHeader } from '@/components/layout/public-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink } from '@/components/layout/skip-link';
import { BackButton } from './back-button';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  updatedAt: string;
  intro: ReactNode;
  sections: LegalSection[];
};

/** A legal text page: back button, title, date, a table of contents and numbered sections. */
export function LegalDocument({ title, updatedAt, intro, sections }: LegalDocumentProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <title>{`${title} · Vamos Trabalhar`}</title>
      <SkipLink />
      <PublicHeader className="border-b border-slate-200" />
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        <article className="mx-auto max-w-3xl px-4 pt-4 pb-16 md:px-6 md:pt-8">
          <BackButton />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">Última atualização: {updatedAt}</p>
          <div className="mt-6 text-lg leading-relaxed text-slate-700">{intro}</div>
          <nav aria-label="Nesta página" className="mt-8 rounded-2xl bg-slate-50 p-5">
            <p className="text-sm font-semibold text-slate-900">Nesta página</p>
            <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10">
              <h2 id={section.id} className="scroll-mt-6 text-xl font-bold text-slate-900 md:text-2xl">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_h3]:pt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1.5 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
          <div className="mt-12 border-t border-slate-200 pt-6">
            <BackButton />
          </div>
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}
