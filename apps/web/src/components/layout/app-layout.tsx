import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { paths, type Role } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import { BottomNav } from './bottom-nav';
import { navItemsFor } from './nav-items';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import type { NavUser } from './user-avatar';
import { WhatsAppButton } from './whatsapp-button';

type AppLayoutProps = {
  role: Role;
  user: NavUser;
  /** Evaluations waiting for this user; the Avaliar item shows the count when it is above 0. */
  pendingEvaluations?: number;
  children: ReactNode;
};

/**
 * The signed-in shell: top bar from 768 px, a small header and a fixed bottom bar below it, the
 * page in `<main>` (padded so the bottom bar and the WhatsApp button never cover it).
 */
export function AppLayout({ role, user, pendingEvaluations, children }: AppLayoutProps) {
  const logout = useLogout();
  const bar = {
    items: navItemsFor(role),
    user,
    pendingEvaluations,
    onLogout: () => logout.mutate(),
    loggingOut: logout.isPending,
  };
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="flex h-14 items-center border-b border-slate-200 bg-white px-4 md:hidden">
        <Link to={paths.home.getHref()} className="rounded-lg">
          <Logo className="h-8" />
        </Link>
      </header>
      <TopBar {...bar} />
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 pt-5 pb-[calc(9rem+env(safe-area-inset-bottom))] outline-none md:px-6 md:pt-8 md:pb-12"
      >
        {children}
      </main>
      <BottomNav {...bar} />
      <WhatsAppButton aboveBottomNav />
    </div>
  );
}
