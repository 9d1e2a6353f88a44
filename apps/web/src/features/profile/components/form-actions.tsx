import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * For a form whose actions are sticky: a field focused from the keyboard scrolls into view above
 * the sticky bar and the navigation bar instead of under them.
 */
export const STICKY_ACTIONS_FORM_CLASS = 'max-md:[&_:is(input,select,textarea)]:scroll-mb-36';

/**
 * The buttons at the end of a form card. With `sticky`, on phones they stay at the bottom of the
 * screen, above the navigation bar, while the form is on screen (leaving the corner of the
 * floating WhatsApp button free); from 768 px they always sit after the fields.
 */
export function FormActions({ children, sticky = false }: { children: ReactNode; sticky?: boolean }) {
  return (
    <div
      className={cn(
        'mt-6 flex flex-col-reverse gap-2 md:flex-row md:justify-end',
        sticky &&
          'sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-5 -mb-5 rounded-b-xl border-t border-slate-200 bg-white/95 py-3 pr-[5.5rem] pl-5 backdrop-blur-sm md:static md:mx-0 md:mb-0 md:rounded-none md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none',
      )}
    >
      {children}
    </div>
  );
}
