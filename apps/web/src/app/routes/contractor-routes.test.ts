import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contractorRoutes } from './contractor-routes';
import { freelancerRoutes } from './freelancer-routes';

/** The two guarded areas side by side, as app/router.tsx mounts them. */
const tree: RouteObject[] = [
  {
    id: 'root',
    children: [
      { id: 'freelancer', children: freelancerRoutes },
      { id: 'contractor', children: contractorRoutes },
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
      '/agenda',
      '/contractor/agenda/create',
      '/agenda/create',
      '/contractor/agenda/abc/edit',
      '/contractor/freelancer/abc',
      '/freelancer/abc',
      '/contractor/profile',
    ]) {
      expect(areaOf(pathname).area, pathname).toBe('contractor');
    }
  });

  it('never shadow the freelancer pages with /freelancer/:id', () => {
    for (const path of ['/freelancer/jobs', '/freelancer/applications', '/freelancer/agenda', '/freelancer/profile']) {
      expect(areaOf(path)).toEqual({ area: 'freelancer', path });
    }
    expect(areaOf('/freelancer/abc').path).toBe('/freelancer/:id');
    expect(areaOf('/contractor/jobs/create').path).toBe('/contractor/jobs/create');
  });

  it('keep the 404 for unknown contractor pages', () => {
    expect(areaOf('/contractor/nada/aqui')).toEqual({ area: 'contractor', path: '/contractor/*' });
  });
});
