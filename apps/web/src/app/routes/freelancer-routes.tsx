import { redirect, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { NotFoundInShell } from './not-found';

const jobsPage = async () => ({ Component: (await import('@/features/job-board/pages/jobs-page')).JobsPage });

/** Pages of the freelancer area, mounted under the freelancer guard and shell by app/router.tsx. */
export const freelancerRoutes: RouteObject[] = [
  { path: paths.freelancer.jobs.path, lazy: jobsPage },
  { path: paths.jobs.path, lazy: jobsPage },
  {
    path: paths.job.path,
    lazy: async () => ({ Component: (await import('@/features/job-board/pages/job-detail-page')).JobDetailPage }),
  },
  {
    path: paths.freelancer.applications.path,
    lazy: async () => ({
      Component: (await import('@/features/my-applications/pages/my-applications-page')).MyApplicationsPage,
    }),
  },
  {
    path: paths.freelancer.agenda.path,
    lazy: async () => ({
      Component: (await import('@/features/freelancer-agenda/pages/agenda-page')).AgendaPage,
    }),
  },
  {
    path: paths.freelancer.evaluation.path,
    lazy: async () => {
      const { EvaluationPage } = await import('@/features/evaluations/pages/evaluation-page');
      return { Component: () => <EvaluationPage role="freelancer" /> };
    },
  },
  {
    path: paths.freelancer.profile.path,
    lazy: async () => ({
      Component: (await import('@/features/profile/pages/freelancer-profile-page')).FreelancerProfilePage,
    }),
  },
  {
    // 'Pacotes de Moedas' with the coin statement below it (two features composed here).
    path: paths.freelancer.tokens.path,
    lazy: async () => {
      const [{ CoinsPage }, { StatementSection }] = await Promise.all([
        import('@/features/coins/pages/coins-page'),
        import('@/features/statement/components/statement-section'),
      ]);
      return { Component: () => <CoinsPage statement={<StatementSection currency="coin" />} /> };
    },
  },
  // The freelancer's 'Assinatura' of the spec's other navigation: freelancers buy coins (DESIGN §2).
  { path: paths.freelancer.subscription.path, loader: () => redirect(paths.freelancer.tokens.getHref()) },
  {
    path: paths.freelancer.faq.path,
    lazy: async () => {
      const { HelpPage } = await import('@/features/help/pages/help-page');
      return { Component: () => <HelpPage role="freelancer" /> };
    },
  },
  {
    path: paths.freelancer.alerts.path,
    lazy: async () => ({ Component: (await import('@/features/job-alerts/pages/job-alerts-page')).JobAlertsPage }),
  },
  {
    path: paths.freelancer.hiddenContractors.path,
    lazy: async () => ({
      Component: (await import('@/features/hidden-contractors/pages/hidden-contractors-page')).HiddenContractorsPage,
    }),
  },
  {
    path: paths.freelancer.earnings.path,
    lazy: async () => ({ Component: (await import('@/features/earnings/pages/earnings-page')).EarningsPage }),
  },
  { path: '/freelancer/*', Component: NotFoundInShell },
];
