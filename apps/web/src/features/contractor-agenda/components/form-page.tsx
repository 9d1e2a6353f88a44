import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@/config/paths';

/** The layout of the event form pages: a way back to the agenda and the page's heading. */
export function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <title>{`${title} · Vamos Trabalhar`}</title>
      <div className="flex flex-col gap-2">
        <Link
          to={paths.contractor.agenda.getHref()}
          className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Minha Agenda
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      </div>
      {children}
    </div>
  );
}
