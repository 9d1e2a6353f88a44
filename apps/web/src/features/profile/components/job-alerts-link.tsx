import { BellPlus, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The way from the freelancer's profile to their 'Alertas de vagas'. */
export function JobAlertsLink() {
  return (
    <Link
      to={paths.freelancer.alerts.getHref()}
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
    >
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800"
      >
        <BellPlus className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-slate-900">Alertas de vagas</span>
        <span className="text-sm text-slate-600">Receba as vagas novas da sua função e da sua cidade.</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden />
    </Link>
  );
}
