import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { useUnreadNotifications } from '@/api/unread-notifications';
import { paths } from '@/config/paths';
import { usePendingEvaluationsCount } from '@/features/evaluations/api/get-pending-count';
import { ConsentGate } from '@/features/my-data/components/consent-gate';
import { useMe } from '@/lib/auth';
import type { requireSignedIn } from '@/lib/guards';
import { Later } from '@/lib/later';
import { isSigningOut } from '@/lib/logout';
import { useRealtime } from '@/lib/realtime';

/**
 * The session ended on the server while the page was open (a company removed this manager: their
 * live stream closed and their reads are refused, so the session was asked again): the login, to
 * come back here after it. Signing out from this tab goes to '/' by itself.
 */
function useLoginWhenSessionEnds(signedOut: boolean) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (signedOut && !isSigningOut()) void navigate(paths.login.getHref(pathname + search), { replace: true });
  }, [signedOut, navigate, pathname, search]);
}

/**
 * Layout route of the signed-in areas: its loader (a guard) returns the user; the cached session
 * query keeps name and photo fresh after a profile edit. Realtime events are received here.
 */
export function AppShell() {
  const fromLoader = useLoaderData<typeof requireSignedIn>();
  const { data } = useMe();
  const me = data ?? fromLoader;
  useLoginWhenSessionEnds(data === null);
  // One Server-Sent Events stream per signed-in tab turns server events into query invalidations.
  useRealtime(data !== null);
  // The 'Avaliar' badge: evaluations waiting for me, refreshed live by realtime invalidations.
  const pendingEvaluations = usePendingEvaluationsCount(data !== null);
  // The bell: unread notifications, refreshed live by `notification.changed`.
  const unread = useUnreadNotifications(data !== null);
  return (
    <AppLayout
      role={me.role}
      companyRole={me.company_role}
      user={me}
      pendingEvaluations={pendingEvaluations.data}
      unreadNotifications={unread.data}
    >
      {/* A new version of the terms or the privacy policy waits for acceptance before anything else (decision 0051). */}
      <ConsentGate enabled={data !== null}>
        {/* The first page's content a task after the shell's (lib/later.tsx). */}
        <Later>
          <Outlet />
        </Later>
      </ConsentGate>
    </AppLayout>
  );
}
