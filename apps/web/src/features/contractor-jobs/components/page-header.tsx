import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** A form page's heading with a back link above it. */
export function PageHeader({
  title,
  description,
  backHref,
  backLabel,
}: {
  title: string;
  description?: ReactNode;
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Link
        to={backHref}
        className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {backLabel}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {description ? <p className="text-slate-600">{description}</p> : null}
    </div>
  );
}
