import type { ReactNode } from 'react';
import { PrivacyLink, TermsLink } from './legal-links';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/**
 * The card of an auth screen, holding the page's only h1. The brand, the tagline and the page
 * frame come from the app's auth layout; on a phone that layout has no legal links, so the card
 * shows them underneath (opening in a new tab, spec 01 §2.2).
 */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <>
      <section
        aria-labelledby="auth-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <div className="mb-6 flex flex-col gap-1.5">
          <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {title}
          </h1>
          {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        </div>
        {children}
      </section>
      <p className="mt-6 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-600 md:hidden">
        <TermsLink />
        <PrivacyLink />
      </p>
    </>
  );
}
