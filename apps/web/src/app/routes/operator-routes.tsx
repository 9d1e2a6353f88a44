import { redirect, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';

/**
 * The operators' back office (issue 28, decisions 0048 and 0049), lazy and apart from the people's
 * app: its own sign-in, the second factor, then /operador with its own layout. Where an operator may
 * go is the server's session answer ('enrol', 'verify', 'ready'); the routes behind it refuse the rest.
 */
async function operatorSession() {
  const { operatorSessionQueryOptions } = await import('@/features/operator/api/get-operator-session');
  return queryClient.fetchQuery(operatorSessionQueryOptions).catch(() => null);
}

/** /operador/entrar: an operator already signed in goes on to where their session stands. */
async function loginLoader() {
  const session = await operatorSession();
  if (session?.stage === 'ready') throw redirect(paths.operator.contests.getHref());
  if (session) throw redirect(paths.operator.secondFactor.getHref());
  return null;
}

/** /operador/verificacao: only for an operator signed in whose code is still to come. */
async function secondFactorLoader() {
  const session = await operatorSession();
  if (!session) throw redirect(paths.operator.login.getHref());
  if (session.stage === 'ready') throw redirect(paths.operator.contests.getHref());
  return null;
}

/** Every /operador screen: signed in as an operator, the code verified. */
async function readyLoader() {
  const session = await operatorSession();
  if (!session) throw redirect(paths.operator.login.getHref());
  if (session.stage !== 'ready') throw redirect(paths.operator.secondFactor.getHref());
  return null;
}

export const operatorRoutes: RouteObject[] = [
  {
    path: paths.operator.login.path,
    loader: loginLoader,
    lazy: async () => ({
      Component: (await import('@/features/operator/pages/operator-login-page')).OperatorLoginPage,
    }),
  },
  {
    path: paths.operator.secondFactor.path,
    loader: secondFactorLoader,
    lazy: async () => ({
      Component: (await import('@/features/operator/pages/operator-second-factor-page')).OperatorSecondFactorPage,
    }),
  },
  {
    loader: readyLoader,
    lazy: async () => ({
      Component: (await import('@/features/operator/components/operator-layout')).OperatorLayout,
    }),
    children: [
      {
        path: paths.operator.contests.path,
        lazy: async () => ({ Component: (await import('@/features/operator/pages/contests-page')).ContestsPage }),
      },
      {
        path: paths.operator.audit.path,
        lazy: async () => ({ Component: (await import('@/features/operator/pages/audit-page')).AuditPage }),
      },
    ],
  },
];
