import { redirect, type RouteObject } from 'react-router';
import { homeOf, paths } from '@/config/paths';
import { isCompanyManager, meQueryOptions } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

/**
 * '/subscription' (DESIGN §2 "Route gaps": the real plans). A contractor goes to the plans page
 * of their area (same page, with the navigation); a freelancer, who buys coins rather than plans,
 * to the coin store; a visitor sees the plans with a way to sign in or sign up.
 */
async function subscriptionLoader() {
  const me = await queryClient.ensureQueryData(meQueryOptions).catch(() => null);
  if (me?.role === 'contractor') {
    // A company's manager buys no plan: the contractor's home, without the detour.
    throw redirect(isCompanyManager(me) ? homeOf('contractor') : paths.contractor.subscription.getHref());
  }
  if (me?.role === 'freelancer') throw redirect(paths.freelancer.tokens.getHref());
  return null;
}

export const subscriptionRoute: RouteObject = {
  path: paths.subscription.path,
  loader: subscriptionLoader,
  lazy: async () => ({
    Component: (await import('@/features/subscription/pages/public-plans-page')).PublicPlansPage,
  }),
};
