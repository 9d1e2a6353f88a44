import { Outlet, useLoaderData } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { useMe } from '@/lib/auth';
import type { requireSignedIn } from '@/lib/guards';

/**
 * Layout route of the signed-in areas: its loader (a guard) returns the user; the cached session
 * query keeps name and photo fresh after a profile edit.
 */
export function AppShell() {
  const fromLoader = useLoaderData<typeof requireSignedIn>();
  const { data } = useMe();
  const me = data ?? fromLoader;
  return (
    <AppLayout role={me.role} user={me}>
      <Outlet />
    </AppLayout>
  );
}
