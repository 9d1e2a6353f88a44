import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { Me } from '@/lib/auth';
import { requireSignedOut } from './guards';

const signedIn = vi.hoisted(() => ({ me: null as Me | null }));
vi.mock('@/lib/offline-copy', () => ({ currentUser: () => Promise.resolve(signedIn.me) }));

const FREELANCER = { id: 'u1', email: 'ana@example.com', role: 'freelancer', full_name: 'Ana', avatar_url: null } as Me;

/** The loader's answer: null (the page shows), or where it redirects. */
async function visit(path: string): Promise<string | null> {
  const args = { request: new Request(`http://localhost${path}`), params: {}, context: {} } as LoaderFunctionArgs;
  try {
    return await requireSignedOut(args);
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
