import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { NotFoundInShell } from './not-found';

/** Pages of the freelancer area, mounted under the freelancer guard and shell by app/router.tsx. */
export const freelancerRoutes: RouteObject[] = [
  {
    path: paths.freelancer.profile.path,
    lazy: async () => ({
      Component: (await import('@/features/profile/pages/freelancer-profile-page')).FreelancerProfilePage,
    }),
  },
  { path: '/freelancer/*', Component: NotFoundInShell },
];
