import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contractorRoutes } from './contractor-routes';
import { freelancerIdRoute } from './freelancer-id-route';
import { freelancerRoutes } from './freelancer-routes';

/** The two guarded areas side by side, as app/router.tsx mounts them. */
const tree: RouteObject[] = [
  {
    id: 'root',
    children: [
      { id: 'freelancer', children: freelancerRoutes },
      { id: 'contractor', children: contractorRoutes },
      freelancerIdRoute,
      { id: 'not-found', path: '*' },
    ],
  },
];

function areaOf(pathname: string): { area: string | undefined; path: string | undefined } {
  const matches = matchRoutes(tree, pathname) ?? [];
  return { area: matches[1]?.route.id, path: matches.at(-1)?.route.path };
}

describe('contractor routes', () => {
  it('serve the spec aliases inside the contractor area', () => {
    for (const pathname of [
      '/contractor',
      '/contractor/jobs',
      '/contractor/job-postings',
      '/job-postings',
      '/contractor/jobs/create',
      '/create-job',
      '/contractor/jobs/abc',
      '/contractor/jobs/abc/details',
      '/contractor/jobs/abc/edit',
      '/contractor/agenda',
      '/contractor/agenda/create',
      '/agenda/create',
      '/contractor/agenda/abc/edit',
      '/contractor/freelancer/abc',
      '/contractor/profile',
      '/contractor/faq',
    ]) {
      expect(areaOf(pathname).area, pathname).toBe('contractor');
    }
  });

  it('never shadow the freelancer pages with /freelancer/:id', () => {
    for (const path of [
      '/freelancer/jobs',
      '/freelancer/applications',
      '/freelancer/agenda',
      '/freelancer/profile',
      '/freelancer/tokens',
      '/freelancer/faq',
    ]) {
      expect(areaOf(path)).toEqual({ area: 'freelancer', path });
    }
    expect(areaOf('/contractor/jobs/create').path).toBe('/contractor/jobs/create');
  });

  it('send one segment under /freelancer/ to the per-role /freelancer/:id branch, two to the freelancer 404', () => {
    // The branch itself shows the profile to a contractor and the 404 in the user's shell otherwise.
    expect(areaOf('/freelancer/1b4e28ba-2fa1-11d2-883f-0016d3cca427').area).toBe('freelancer-id');
    expect(areaOf('/freelancer/qualquer-coisa').area).toBe('freelancer-id');
    expect(areaOf('/freelancer/nada/aqui')).toEqual({ area: 'freelancer', path: '/freelancer/*' });
  });

  it('keep the 404 for unknown contractor pages', () => {
    expect(areaOf('/contractor/nada/aqui')).toEqual({ area: 'contractor', path: '/contractor/*' });
  });
});
