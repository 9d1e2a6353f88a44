import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { Me } from '@/lib/auth';
import { requireCompanyOwner, requireSignedOut } from './guards';

const signedIn = vi.hoisted(() => ({ me: null as Me | null }));
vi.mock('@/lib/offline-copy', () => ({ currentUser: () => Promise.resolve(signedIn.me) }));

const FREELANCER: Me = {
  id: 'u1',
  email: 'ana@example.com',
  role: 'freelancer',
  full_name: 'Ana',
  avatar_url: null,
  company_id: null,
  company_role: null,
  company_name: null,
};
const company = { role: 'contractor', avatar_url: null, company_id: 'c1', company_name: 'Buffet Sol' } as const;
const OWNER: Me = { ...company, id: 'c1', email: 'dono@example.com', full_name: 'Caio', company_role: 'owner' };
const MANAGER: Me = { ...company, id: 'm1', email: 'gerente@example.com', full_name: 'Bia', company_role: 'manager' };

/** The loader's answer: null (the page shows), or where it redirects. */
async function visit(path: string, guard: (args: LoaderFunctionArgs) => Promise<unknown> = requireSignedOut) {
  const args = { request: new Request(`http://localhost${path}`), params: {}, context: {} } as LoaderFunctionArgs;
  try {
    await guard(args);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('the auth screens’ guard', () => {
  beforeEach(() => {
    signedIn.me = null;
  });

  it('shows the screen to someone signed out', async () => {
    expect(await visit('/login?next=/jobs/1')).toBeNull();
  });

  it('takes someone signed in where ?next= says, when it is a page of the app, else home', async () => {
    signedIn.me = FREELANCER;
    expect(await visit('/login?next=%2Fjobs%2F1%3Fcandidatar%3D1')).toBe('/jobs/1?candidatar=1');
    expect(await visit('/cadastro?next=/jobs/2')).toBe('/jobs/2');
    expect(await visit('/login')).toBe('/freelancer/jobs');
    for (const next of ['//evil.example', 'https://evil.example/x', '/login', '/\\evil.example']) {
      expect(await visit(`/login?next=${encodeURIComponent(next)}`), next).toBe('/freelancer/jobs');
    }
  });
});

describe('the owner’s pages’ guard', () => {
  it('shows them to the company’s owner', async () => {
    signedIn.me = OWNER;
    expect(await visit('/contractor/gerentes', requireCompanyOwner)).toBeNull();
  });

  it('sends a manager home, a freelancer to theirs, and a visitor to the login', async () => {
    signedIn.me = MANAGER;
    expect(await visit('/contractor/subscription', requireCompanyOwner)).toBe('/contractor/jobs');
    signedIn.me = FREELANCER;
    expect(await visit('/contractor/gerentes', requireCompanyOwner)).toBe('/freelancer/jobs');
    signedIn.me = null;
    expect(await visit('/contractor/gerentes', requireCompanyOwner)).toBe('/login?next=%2Fcontractor%2Fgerentes');
  });
});
