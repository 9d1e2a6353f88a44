import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { homeOf, paths } from '@/config/paths';
import { isCompanyManager, meQueryOptions } from '@/lib/auth';
import { requireRole, requireSignedIn, requireSignedOut } from '@/lib/guards';
import { queryClient } from '@/lib/query-client';
import { AuthLayout } from './routes/auth-layout';
import { agendaLoader } from './routes/agenda-route';
import { RootErrorBoundary, RouteErrorBoundary } from './routes/error-page';
import { contractorRoutes } from './routes/contractor-routes';
import { freelancerRoutes } from './routes/freelancer-routes';
import { freelancerIdRoute } from './routes/freelancer-id-route';
import { NotFoundPage } from './routes/not-found';
import { operatorRoutes } from './routes/operator-routes';
import { publicJobRoute } from './routes/public-job-route';
import { RootLayout, RouteFallback } from './routes/root-layout';
import { subscriptionRoute } from './routes/subscription-route';

/** The signed-in shell (navigation bars, 'Mais' sheet) loads only for signed-in users. */
const appShell = async () => ({ Component: (await import('./routes/app-shell')).AppShell });

/** '/': signed-in users go to their area; everyone else sees the landing page. */
async function homeLoader() {
  const me = await queryClient.ensureQueryData(meQueryOptions).catch(() => null);
  if (me) throw redirect(homeOf(me.role));
  return null;
}

/** '/profile': the signed-in user's own profile page. */
async function profileLoader(args: LoaderFunctionArgs) {
  const me = await requireSignedIn(args);
  return redirect(me.role === 'freelancer' ? paths.freelancer.profile.getHref() : paths.contractor.profile.getHref());
}

/** '/profile/edit': a company's manager changes nothing of the company's profile, shown read-only on theirs. */
async function profileEditLoader(args: LoaderFunctionArgs) {
  const me = await requireSignedIn(args);
  if (isCompanyManager(me)) throw redirect(paths.contractor.profile.getHref());
  return null;
}

/** '/evaluation': the signed-in user's evaluations page, keeping `?jobId=`. */
async function evaluationLoader(args: LoaderFunctionArgs) {
  const me = await requireSignedIn(args);
  const jobId = new URL(args.request.url).searchParams.get('jobId') ?? undefined;
  return redirect(
    me.role === 'freelancer' ? paths.freelancer.evaluation.getHref(jobId) : paths.contractor.evaluation.getHref(jobId),
  );
}

/** Every page of the app (spec 01 §2.1 and later work); an unknown path falls to the 404. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RouteFallback,
    children: [
      {
        path: paths.home.path,
        loader: homeLoader,
        lazy: async () => ({ Component: (await import('@/features/home/pages/landing-page')).LandingPage }),
      },
      {
        Component: AuthLayout,
        children: [
          {
            loader: requireSignedOut,
            children: [
              {
                path: paths.login.path,
                lazy: async () => ({ Component: (await import('@/features/auth/pages/login-page')).LoginPage }),
              },
              {
                path: paths.signup.path,
                lazy: async () => ({ Component: (await import('@/features/auth/pages/signup-page')).SignupPage }),
              },
              {
                path: paths.forgotPassword.path,
                lazy: async () => ({
                  Component: (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
                }),
              },
            ],
          },
          {
            // No guard: the e-mailed link works whatever the session.
            path: paths.resetPassword.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            // No guard either: the invited person may be signed in (as anyone) or not.
            path: paths.managerInvitation.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/manager-invitation-page')).ManagerInvitationPage,
            }),
          },
        ],
      },
      {
        id: 'freelancer',
        loader: requireRole('freelancer'),
        lazy: appShell,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: freelancerRoutes,
          },
        ],
      },
      {
        id: 'contractor',
        loader: requireRole('contractor'),
        lazy: appShell,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: contractorRoutes,
          },
        ],
      },
      {
        id: 'signed-in',
        loader: requireSignedIn,
        lazy: appShell,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              { path: paths.profile.path, loader: profileLoader },
              { path: paths.evaluation.path, loader: evaluationLoader },
              { path: paths.agenda.path, loader: agendaLoader },
              {
                path: paths.notifications.path,
                lazy: async () => ({
                  Component: (await import('@/features/notifications/pages/notifications-page')).NotificationsPage,
                }),
              },
              {
                path: paths.notificationPreferences.path,
                lazy: async () => ({
                  Component: (await import('@/features/notifications/pages/notification-preferences-page'))
                    .NotificationPreferencesPage,
                }),
              },
              {
                // 'Meus dados' (decision 0051): the export, the consents, 'Excluir minha conta'.
                path: paths.myData.path,
                lazy: async () => ({ Component: (await import('@/features/my-data/pages/my-data-page')).MyDataPage }),
              },
              {
                // A receipt (decision 0046): the freelancer's and the company's; the server says whose.
                path: paths.receipt.path,
                lazy: async () => ({ Component: (await import('@/features/receipts/pages/receipt-page')).ReceiptPage }),
              },
              {
                path: paths.profileEdit.path,
                loader: profileEditLoader,
                lazy: async () => ({
                  Component: (await import('@/features/profile/pages/profile-edit-page')).ProfileEditPage,
                }),
              },
            ],
          },
        ],
      },
      ...operatorRoutes,
      freelancerIdRoute,
      subscriptionRoute,
      publicJobRoute,
      {
        path: paths.terms.path,
        lazy: async () => ({ Component: (await import('@/features/legal/pages/terms-page')).TermsPage }),
      },
      {
        path: paths.privacy.path,
        lazy: async () => ({ Component: (await import('@/features/legal/pages/privacy-page')).PrivacyPage }),
      },
      {
        path: paths.cancellationPolicy.path,
        lazy: async () => ({
          Component: (await import('@/features/legal/pages/cancellation-policy-page')).CancellationPolicyPage,
        }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/**
 * The app's router. Creating it starts the first page's loaders and code; main.tsx does so in a
 * task of its own, after the entry's evaluation (a phone's main thread is never blocked long).
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
