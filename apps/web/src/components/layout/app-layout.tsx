import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import type { CompanyRole } from '@vamos/shared/user-roles';
import { paths, type Role } from '@/config/paths';
import { Later } from '@/lib/later';
import { useLogout } from '@/lib/logout';
import { useMediaQuery } from '@/lib/use-media-query';
import { BottomNav } from './bottom-nav';
import { navItemsFor } from './nav-items';
import { NotificationBell } from './notification-bell';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import type { NavUser } from './user-avatar';
import { WhatsAppButton } from './whatsapp-button';

/** Tailwind's `md`: from here the top bar, below it the phone's header and bottom bar. */
const WIDE = '(min-width: 768px)';

type AppLayoutProps = {
  role: Role;
  /** A contractor's place in their company: a manager's navigation leaves the owner's pages out. */
  companyRole?: CompanyRole | null;
  user: NavUser;
  /** Evaluations waiting for this user; the Avaliar item shows the count when it is above 0. */
  pendingEvaluations?: number;
  /** Unread notifications: the bell's count. */
  unreadNotifications?: number;
  children: ReactNode;
};

/**
 * The signed-in shell: top bar from 768 px, a small header and a fixed bottom bar below it, the
 * page in `<main>`. Its bottom padding clears the WhatsApp button with room to spare, so the end
 * of a list scrolls out from under it: on a phone the button's top is 8.5rem up (bottom bar 4rem,
 * gap 1rem, button 3.5rem), from 768 px 5rem (1.5rem + 3.5rem), where the content reaches under
 * it too. Keep these in step with whatsapp-button-content.tsx.
 */
export function AppLayout({
  role,
  companyRole = null,
  user,
  pendingEvaluations,
  unreadNotifications,
  children,
}: AppLayoutProps) {
  const logout = useLogout();
  // Only the chrome of the screen's size is drawn (CSS still hides the other one until this knows).
  const wide = useMediaQuery(WIDE);
  const bar = {
    items: navItemsFor(role, companyRole),
    user,
    pendingEvaluations,
    unreadNotifications,
    onLogout: () => logout.mutate(),
    loggingOut: logout.isPending,
  };
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {wide !== true ? (
        <header className="flex h-14 items-center justify-between border-b border-slate-200 bg-white pr-2 pl-4 md:hidden">
          <Link to={paths.home.getHref()} className="rounded-lg">
            <Logo className="h-8" />
          </Link>
          <NotificationBell count={unreadNotifications} />
        </header>
      ) : null}
      {wide !== false ? <TopBar {...bar} /> : null}
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 pt-5 pb-[calc(10rem+env(safe-area-inset-bottom))] outline-none md:px-6 md:pt-8 md:pb-28"
      >
        {children}
      </main>
      {/* Fixed on the screen, they move nothing when they come a task after the page (lib/later.tsx). */}
      <Later>
        {wide !== true ? <BottomNav {...bar} /> : null}
        <WhatsAppButton aboveBottomNav />
      </Later>
    </div>
  );
}
