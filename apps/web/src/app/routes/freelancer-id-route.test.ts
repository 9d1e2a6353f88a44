import type { LoaderFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { meQueryKey, type Me } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { freelancerIdRoute } from './freelancer-id-route';

const UUID = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

function pageLoader(): LoaderFunction {
  const loader = freelancerIdRoute.children?.[0]?.children?.[0]?.loader;
  if (typeof loader !== 'function') throw new Error('the page of /freelancer/:id has no loader');
  return loader;
}

async function decide(role: Me['role'], id: string, myId = 'u1'): Promise<unknown> {
  queryClient.setQueryData<Me>(meQueryKey, {
    id: myId,
    email: 'a@b.com',
    role,
    full_name: 'Ana Lima',
    avatar_url: null,
    company_id: role === 'contractor' ? myId : null,
    company_role: role === 'contractor' ? 'owner' : null,
    company_name: role === 'contractor' ? 'Buffet Lima' : null,
  });
  const url = new URL(`http://localhost/freelancer/${id}`);
  const args: Parameters<LoaderFunction>[0] = {
    request: new Request(url),
    url,
    params: { id },
    pattern: '/freelancer/:id',
    context: undefined,
  };
  return pageLoader()(args);
}

describe('/freelancer/:id', () => {
  afterEach(() => queryClient.clear());

  it('is the freelancer profile for a contractor with a UUID', async () => {
    expect(await decide('contractor', UUID)).toEqual({ profile: true });
  });

  it('is the 404 for anything else, in the user’s own shell', async () => {
    expect(await decide('contractor', 'nao-existe')).toEqual({ profile: false });
    expect(await decide('freelancer', 'nao-existe')).toEqual({ profile: false });
    expect(await decide('freelancer', UUID)).toEqual({ profile: false });
  });

  it('takes a freelancer who opens their own id to their profile page', async () => {
    const OWN = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const answer = await decide('freelancer', OWN, OWN).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/freelancer/profile');
  });
});
