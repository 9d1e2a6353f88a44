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

/**
 * Each link of the bar, and Sair: the icon over a short line of text, as in the phone's bottom bar,
 * so that a company owner's seven items, whole ('Minha equipe'), the bell, the user and Sair fit
 * from 768 px (text beside the icons needed ≈ 160 px more there, and more than the 1152 px row
 * has even at 1280 px).
 */
const ITEM_CLASS =
  'relative flex h-12 min-w-12 flex-col items-center justify-center gap-1 rounded-lg px-1.5 text-xs leading-none font-medium whitespace-nowrap text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 lg:px-2.5';
const ACTIVE_ITEM_CLASS = 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100 hover:text-brand-900';

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
                    className={cn(ITEM_CLASS, isActive && ACTIVE_ITEM_CLASS)}
                  >
                    <item.icon className="size-5 shrink-0" aria-hidden strokeWidth={isActive ? 2.4 : 2} />
                    {item.label}
                    {item.key === 'evaluation' ? (
                      <NavCount
                        count={pendingEvaluations}
                        className="absolute top-0.5 left-1/2 ml-1.5 ring-2 ring-white"
                      />
                    ) : null}
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
              className={cn(ITEM_CLASS, 'hover:bg-red-50 hover:text-red-700 disabled:opacity-60')}
            >
              <LogOut className="size-5" aria-hidden />
              Sair
            </button>
          </div>
        </nav>
      </div>
    </header>
  );
}
