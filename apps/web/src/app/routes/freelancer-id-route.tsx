import { redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { requireSignedIn } from '@/lib/guards';
import { RouteErrorBoundary } from './error-page';
import { NotFoundInShell } from './not-found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A contractor with a freelancer's id sees the profile; a freelancer's own id leads to their profile; anything else is a 404 in the user's own shell. */
async function profileOrNotFound(args: LoaderFunctionArgs): Promise<{ profile: boolean }> {
  const me = await requireSignedIn(args);
  // A freelancer opening their own public address lands on their own profile page.
  if (me.role === 'freelancer' && args.params.id === me.id) throw redirect(paths.freelancer.profile.getHref());
  return { profile: me.role === 'contractor' && UUID.test(args.params.id ?? '') };
}

/**
 * '/freelancer/:id' (spec 02: the freelancer profile a contractor opens, like
 * /contractor/freelancer/:id). It is shared by both roles' URL space: the freelancer's own pages
 * (/freelancer/jobs…) are static segments and outrank it, and an unknown single segment under
 * /freelancer/ lands here, so it is guarded by the session only and answers per role — never a
 * silent redirect of a freelancer to their home.
 */
export const freelancerIdRoute: RouteObject = {
  id: 'freelancer-id',
  path: paths.freelancer.publicProfile.path,
  loader: requireSignedIn,
  lazy: async () => ({ Component: (await import('./app-shell')).AppShell }),
  children: [
    {
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          index: true,
          loader: profileOrNotFound,
          lazy: async () => {
            const { FreelancerProfilePage } = await import('@/features/freelancer-view/pages/freelancer-profile-page');
            return {
              Component: function FreelancerIdPage() {
                const { profile } = useLoaderData<typeof profileOrNotFound>();
                return profile ? <FreelancerProfilePage /> : <NotFoundInShell />;
              },
            };
          },
        },
      ],
    },
  ],
};
