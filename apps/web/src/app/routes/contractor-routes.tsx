import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { NotFoundInShell } from './not-found';

/** Pages of the contractor area, mounted under the contractor guard and shell by app/router.tsx. */
export const contractorRoutes: RouteObject[] = [
  {
    path: paths.contractor.profile.path,
    lazy: async () => ({
      Component: (await import('@/features/profile/pages/contractor-profile-page')).ContractorProfilePage,
    }),
  },
  { path: '/contractor/*', Component: NotFoundInShell },
];
