import { Outlet, useLoaderData } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { useUnreadNotifications } from '@/api/notifications';
import { usePendingEvaluationsCount } from '@/features/evaluations/api/get-pending-count';
import { useMe } from '@/lib/auth';
import type { requireSignedIn } from '@/lib/guards';
import { useRealtime } from '@/lib/realtime';

/**
 * Layout route of the signed-in areas: its loader (a guard) returns the user; the cached session
 * query keeps name and photo fresh after a profile edit. Realtime events are received here.
 */
export function AppShell() {
  const fromLoader = useLoaderData<typeof requireSignedIn>();
  const { data } = useMe();
  const me = data ?? fromLoader;
  // One Server-Sent Events stream per signed-in tab turns server events into query invalidations.
  useRealtime(data !== null);
  // The 'Avaliar' badge: evaluations waiting for me, refreshed live by realtime invalidations.
  const pendingEvaluations = usePendingEvaluationsCount(data !== null);
  // The bell: unread notifications, refreshed live by `notification.changed`.
  const unread = useUnreadNotifications(data !== null);
  return (
    <AppLayout role={me.role} user={me} pendingEvaluations={pendingEvaluations.data} unreadNotifications={unread.data}>
      <Outlet />
    </AppLayout>
  );
}
