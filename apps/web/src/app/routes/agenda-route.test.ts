import type { LoaderFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { meQueryKey, type Me } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { agendaLoader } from './agenda-route';

async function open(role: Me['role'], path: string): Promise<unknown> {
  queryClient.setQueryData<Me>(meQueryKey, {
    id: 'u1',
    email: 'a@b.com',
    role,
    full_name: 'Ana Lima',
    avatar_url: null,
    company_id: role === 'contractor' ? 'u1' : null,
    company_role: role === 'contractor' ? 'owner' : null,
    company_name: role === 'contractor' ? 'Buffet Lima' : null,
  });
  const url = new URL(`http://localhost${path}`);
  const args: Parameters<LoaderFunction>[0] = {
    request: new Request(url),
    url,
    params: {},
    pattern: path,
    context: undefined,
  };
  return agendaLoader(args);
}

describe('/agenda', () => {
  afterEach(() => queryClient.clear());

  it.each([
    ['freelancer', '/freelancer/agenda'],
    ['contractor', '/contractor/agenda'],
  ] as const)('takes a %s to their own agenda', async (role, where) => {
    const answer = await open(role, '/agenda');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe(where);
  });
});
