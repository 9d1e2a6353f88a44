import { ChevronRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The way from the profile to 'Meus dados' (LGPD, decision 0051): the export, the consents, the deletion. */
export function MyDataLink() {
  return (
    <Link
      to={paths.myData.getHref()}
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
    >
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700"
      >
        <ShieldCheck className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-slate-900">Meus dados</span>
        <span className="text-sm text-slate-600">Baixe seus dados, veja seus consentimentos ou exclua sua conta.</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden />
    </Link>
  );
}
