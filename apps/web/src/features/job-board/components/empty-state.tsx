import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  /** 'h1' when the message is the whole page (a job that does not exist). */
  titleAs?: 'p' | 'h1';
  children?: ReactNode;
};

/** A centred message for a list with nothing to show, with an optional way out. */
export function EmptyState({ icon: Icon, title, text, titleAs: Title = 'p', children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <Title className="text-lg font-bold text-slate-900">{title}</Title>
      <p className="max-w-sm text-sm text-slate-600">{text}</p>
      {children ? <div className="mt-3 flex flex-col gap-2 sm:flex-row">{children}</div> : null}
    </div>
  );
}
