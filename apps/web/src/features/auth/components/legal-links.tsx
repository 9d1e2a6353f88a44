import { paths } from '@/config/paths';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Terms of use and privacy policy, opened in a new tab so a half-filled form is not lost (spec 01 §2.2). */
export function TermsLink({ children = 'Termos de uso' }: { children?: string }) {
  return (
    <a href={paths.terms.getHref()} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

export function PrivacyLink({ children = 'Política de privacidade' }: { children?: string }) {
  return (
    <a href={paths.privacy.getHref()} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
