import type { ReactNode } from 'react';

/** One column, centred (the app shell's <main> gives the page padding); the page's only h1. */
export function ProfilePageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </div>
  );
}
