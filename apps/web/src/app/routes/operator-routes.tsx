import { redirect, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';

/**
 * The operators' back office (issue 28, decisions 0048 and 0049), lazy and apart from the people's
 * app: its own sign-in, the second factor, then /operador with its own layout. Where an operator may
 * go is the server's session answer ('enrol', 'verify', 'ready'); the routes behind it refuse the rest.
 */
type Stop = 'login' | 'secondFactor' | 'contests';

/**
 * A loader that lets an operator's session through to `here` only when it stands there: signed out at
 * the sign-in, before the code at the second factor, verified on the /operador screens; elsewhere
 * it sends them where they stand.
 */
function onlyAt(here: Stop) {
  return async () => {
    const { operatorSessionQueryOptions } = await import('@/features/operator/api/get-operator-session');
    const stage = (await queryClient.fetchQuery(operatorSessionQueryOptions).catch(() => null))?.stage;
    const at: Stop = !stage ? 'login' : stage === 'ready' ? 'contests' : 'secondFactor';
    if (at !== here) throw redirect(paths.operator[at].getHref());
    return null;
  };
}

export const operatorRoutes: RouteObject[] = [
  {
    path: paths.operator.login.path,
    loader: onlyAt('login'),
    lazy: async () => ({
      Component: (await import('@/features/operator/pages/operator-login-page')).OperatorLoginPage,
    }),
  },
  {
    path: paths.operator.secondFactor.path,
    loader: onlyAt('secondFactor'),
    lazy: async () => ({
      Component: (await import('@/features/operator/pages/operator-second-factor-page')).OperatorSecondFactorPage,
    }),
  },
  {
    loader: onlyAt('contests'),
    lazy: async () => ({
      Component: (await import('@/features/operator/components/operator-layout')).OperatorLayout,
    }),
    children: [
      {
        path: paths.operator.dashboard.path,
        lazy: async () => ({ Component: (await import('@/features/operator/pages/dashboard-page')).DashboardPage }),
      },
      {
        path: paths.operator.contests.path,
        lazy: async () => ({ Component: (await import('@/features/operator/pages/contests-page')).ContestsPage }),
      },
      {
        path: paths.operator.jobs.path,
        lazy: async () => ({ Component: (await import('@/features/operator/pages/jobs-page')).JobsPage }),
      },
      {
        path: paths.operator.reports.path,
        lazy: async () => ({ Component: (await import('@/features/operator/pages/reports-page')).ReportsPage }),
      },
      {
        path: paths.operator.payments.path,
        lazy: async () => ({ Component: (await import('@/features/operator/pages/payments-page')).PaymentsPage }),
      },
      {
        path: paths.operator.audit.path,
        lazy: async () => ({ Component: (await import('@/features/operator/pages/audit-page')).AuditPage }),
      },
      {
        path: paths.operator.users.path,
        lazy: async () => ({ Component: (await import('@/features/operator/pages/users-page')).UsersPage }),
      },
      {
        path: paths.operator.user.path,
        lazy: async () => ({ Component: (await import('@/features/operator/pages/user-page')).UserPage }),
      },
    ],
  },
];
