import { LogOut } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { InstallAppMenuItem } from '@/components/pwa/install-app-menu-item';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { isItemActive, type NavItem } from './nav-items';
import { UserAvatar, type NavUser } from './user-avatar';

export type MoreSheetContentProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  user: NavUser;
  pathname: string;
  onLogout: () => void;
  loggingOut: boolean;
  /** The 'Mais' button, focused again when the sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/** The sheet of MoreSheet (./more-sheet), fetched when first opened: the remaining links, the user and Sair. */
export function MoreSheetContent({
  open,
  onOpenChange,
  items,
  user,
  pathname,
  onLogout,
  loggingOut,
  triggerRef,
}: MoreSheetContentProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 md:hidden" />
        <DialogPrimitive.Content
          id="more-sheet"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl bg-white px-4 pt-2 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-2xl md:hidden"
        >
          <div aria-hidden className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-slate-300" />
          <DialogPrimitive.Title className="sr-only">Mais opções</DialogPrimitive.Title>
          <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3">
            <UserAvatar user={user} className="size-11 text-base" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{user.full_name}</p>
              <p className="truncate text-sm text-slate-600">{user.email}</p>
            </div>
          </div>
          <ul className="mt-2 flex flex-col">
            {items.map((item) => {
              const isActive = isItemActive(item, pathname);
              return (
                <li key={item.key}>
                  <Link
                    to={item.href}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={() => onOpenChange(false)}
                    className={cn(
                      'flex h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-slate-800 active:bg-slate-100',
                      isActive && 'bg-brand-50 font-semibold text-brand-800',
                    )}
                  >
                    <item.icon className="size-5" aria-hidden />
                    {item.label}
                  </Link>
                </li>
              );
            })}
            <InstallAppMenuItem onInstalling={() => onOpenChange(false)} />
            <li className="mt-1 border-t border-slate-200 pt-1">
              <button
                type="button"
                onClick={onLogout}
                disabled={loggingOut}
                className="flex h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-medium text-red-700 active:bg-red-50 disabled:opacity-60"
              >
                <LogOut className="size-5" aria-hidden />
                Sair
              </button>
            </li>
          </ul>
          <p className="mt-3 flex justify-center gap-4 text-xs text-slate-600">
            <Link
              to={paths.terms.getHref()}
              onClick={() => onOpenChange(false)}
              className="underline-offset-2 hover:underline"
            >
              Termos de uso
            </Link>
            <Link
              to={paths.privacy.getHref()}
              onClick={() => onOpenChange(false)}
              className="underline-offset-2 hover:underline"
            >
              Política de privacidade
            </Link>
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
