import { redirect, type LoaderFunctionArgs } from 'react-router';
import { homeOf, paths, type Role } from '@/config/paths';
import { isCompanyManager, type Me } from '@/lib/auth';
import { currentUser } from '@/lib/offline-copy';

function nextOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Signed-out users go to login (and come back after). */
export async function requireSignedIn({ request }: LoaderFunctionArgs): Promise<Me> {
  const me = await currentUser();
  if (!me) throw redirect(paths.login.getHref(nextOf(request)));
  return me;
}

/** A user of the other role is sent to their own home. */
export function requireRole(role: Role) {
  return async (args: LoaderFunctionArgs): Promise<Me> => {
    const me = await requireSignedIn(args);
    if (me.role !== role) throw redirect(homeOf(me.role));
    return me;
  };
}

/**
 * A page of the company's owner (plans, 'Gerentes'): one of its managers, who could only meet
 * OWNER_ONLY there, goes to the contractor's home. Under the contractor area's own guard.
 */
export async function requireCompanyOwner(args: LoaderFunctionArgs): Promise<Me> {
  const me = await requireRole('contractor')(args);
  if (isCompanyManager(me)) throw redirect(homeOf('contractor'));
  return me;
}

/**
 * Auth screens are shown only when nobody is signed in: someone signed in goes where `?next=` says
 * (a page of this app: a shared job's 'Candidatar-se' leads to `/login?next=/jobs/…`), else home.
 */
export async function requireSignedOut({ request }: LoaderFunctionArgs): Promise<null> {
  const me = await currentUser();
  if (!me) return null;
  const url = new URL(request.url);
  // Only someone signed in on an auth screen needs it: not in every page's first load.
  const { safeNextPath } = await import('@/lib/safe-next');
  throw redirect(safeNextPath(url.searchParams.get('next'), url.origin) ?? homeOf(me.role));
}
