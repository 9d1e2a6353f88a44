import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { NavCount } from './nav-count';
import { isItemActive, type NavItem } from './nav-items';
import { NotificationBell } from './notification-bell';
import { shortName, UserAvatar, type NavUser } from './user-avatar';

export type NavBarProps = {
  items: NavItem[];
  user: NavUser;
  pendingEvaluations?: number;
  unreadNotifications?: number;
  onLogout: () => void;
  loggingOut: boolean;
};

/** Desktop and tablet (≥ 768 px) navigation: logo, links with icon and text, the user and Sair. */
export function TopBar({ items, user, pendingEvaluations, unreadNotifications, onLogout, loggingOut }: NavBarProps) {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 hidden border-b border-slate-200 bg-white md:block">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 lg:gap-6 lg:px-6">
        <Link to={paths.home.getHref()} className="shrink-0 rounded-lg">
          <Logo variant="mini" className="size-9 lg:hidden" />
          <Logo className="hidden h-8 lg:block" />
        </Link>
        <nav aria-label="Navegação principal" className="flex min-w-0 flex-1 items-center gap-2">
          <ul className="flex min-w-0 flex-1 items-center gap-0.5 lg:gap-1">
            {items.map((item) => {
              const isActive = isItemActive(item, pathname);
              return (
                <li key={item.key}>
                  <Link
                    to={item.href}
                    aria-current={isActive ? 'page' : undefined}
                    className={cn(
                      'relative inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 lg:gap-2 lg:px-3',
                      isActive && 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100 hover:text-brand-900',
                    )}
                  >
                    <item.icon className="size-[18px] shrink-0" aria-hidden />
                    {item.shortLabel ? (
                      <>
                        <span aria-hidden className="lg:hidden">
                          {item.shortLabel}
                        </span>
                        <span className="sr-only lg:not-sr-only">{item.label}</span>
                      </>
                    ) : (
                      item.label
                    )}
                    {item.key === 'evaluation' ? <NavCount count={pendingEvaluations} /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
          <NotificationBell count={unreadNotifications} />
          <div className="flex shrink-0 items-center gap-2 border-l border-slate-200 pl-3">
            <UserAvatar user={user} />
            <span className="sr-only text-sm font-medium text-slate-800 xl:not-sr-only xl:max-w-40 xl:truncate">
              {shortName(user.full_name)}
            </span>
            <button
              type="button"
              onClick={onLogout}
              disabled={loggingOut}
              className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
            >
              <LogOut className="size-[18px]" aria-hidden />
              Sair
            </button>
          </div>
        </nav>
      </div>
    </header>
  );
}
