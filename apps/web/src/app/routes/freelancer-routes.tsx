import type { RouteObject } from 'react-router';
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
    path: paths.freelancer.profile.path,
    lazy: async () => ({
      Component: (await import('@/features/profile/pages/freelancer-profile-page')).FreelancerProfilePage,
    }),
  },
  { path: '/freelancer/*', Component: NotFoundInShell },
];
