import { Ellipsis } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LazyDialog, lazyWithPreload, preloadOn } from '@/components/ui/lazy-dialog';
import { cn } from '@/lib/cn';
import { isItemActive, type NavItem } from './nav-items';
import type { NavUser } from './user-avatar';

const sheet = lazyWithPreload(async () => (await import('./more-sheet-content')).MoreSheetContent);
const preloadSheet = preloadOn(sheet);

type MoreSheetProps = {
  items: NavItem[];
  user: NavUser;
  onLogout: () => void;
  loggingOut: boolean;
  triggerClassName: string;
  pillClassName: (isActive: boolean) => string;
};

/**
 * The 'Mais' tab of the bottom bar: a bottom sheet with the remaining links, the user and Sair.
 * The button is here; the sheet (Radix Dialog) loads when first opened (see LazyDialog).
 */
export function MoreSheet({ items, user, onLogout, loggingOut, triggerClassName, pillClassName }: MoreSheetProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const holdsCurrentPage = items.some((item) => isItemActive(item, pathname));

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'more-sheet' : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(true)}
        {...preloadSheet}
        className={cn(triggerClassName, holdsCurrentPage && 'font-semibold text-brand-800')}
      >
        <span className={pillClassName(holdsCurrentPage)}>
          <Ellipsis className="size-[22px]" aria-hidden />
        </span>
        <span className="leading-none">Mais</span>
      </button>
      <LazyDialog
        dialog={sheet}
        open={open}
        onOpenChange={setOpen}
        items={items}
        user={user}
        pathname={pathname}
        onLogout={onLogout}
        loggingOut={loggingOut}
        triggerRef={triggerRef}
      />
    </>
  );
}
