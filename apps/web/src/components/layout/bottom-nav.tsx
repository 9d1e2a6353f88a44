import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { MoreSheet } from './more-sheet';
import { NavCount } from './nav-count';
import { isItemActive } from './nav-items';
import type { NavBarProps } from './top-bar';

/** Phone navigation (< 768 px): a fixed bottom bar with the main items and 'Mais' for the rest and Sair. */
export function BottomNav({ items, user, pendingEvaluations, onLogout, loggingOut }: NavBarProps) {
  const primary = items.filter((item) => item.primary);
  const secondary = items.filter((item) => !item.primary);
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Navegação principal"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch px-1">
        {primary.map((item) => {
          const isActive = isItemActive(item, pathname);
          return (
            <li key={item.key} className="flex flex-1">
              <Link to={item.href} aria-current={isActive ? 'page' : undefined} className={tabClass({ isActive })}>
                <span className={pillClass(isActive)}>
                  <item.icon className="size-[22px]" aria-hidden strokeWidth={isActive ? 2.4 : 2} />
                </span>
                <span className="leading-none">{item.label}</span>
                {item.key === 'evaluation' ? (
                  <NavCount count={pendingEvaluations} className="absolute top-1 left-1/2 ml-2 ring-2 ring-white" />
                ) : null}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1">
          <MoreSheet
            items={secondary}
            user={user}
            onLogout={onLogout}
            loggingOut={loggingOut}
            triggerClassName={tabClass({ isActive: false })}
            pillClassName={pillClass}
          />
        </li>
      </ul>
    </nav>
  );
}

function tabClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'relative flex min-h-11 w-full flex-col items-center justify-center gap-1 rounded-lg text-xs font-medium text-slate-600 transition-colors active:bg-slate-100',
    isActive && 'font-semibold text-brand-800',
  );
}

function pillClass(isActive: boolean): string {
  return cn(
    'relative flex h-8 w-14 items-center justify-center rounded-full transition-colors',
    isActive && 'bg-brand-100 text-brand-800',
  );
}
