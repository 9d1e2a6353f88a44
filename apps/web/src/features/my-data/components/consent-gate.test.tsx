import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyConsents } from '@vamos/shared/schemas/my-data';
import { ConsentGate } from './consent-gate';

afterEach(() => vi.unstubAllGlobals());

const CURRENT = { terms: '2026-11-27', privacy: '2026-11-27' };

function renderGate(outdated: boolean) {
  const posted: unknown[] = [];
  let consents: MyConsents = { entries: [], outdated, current: CURRENT };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        consents = { ...consents, outdated: false };
      }
      return new Response(JSON.stringify(consents), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ConsentGate enabled>
          <h1>Minhas Vagas</h1>
        </ConsentGate>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { posted, user: userEvent.setup() };
}

describe('ConsentGate: a new version of the terms blocks the app until accepted (decision 0051)', () => {
  it('shows the app when the versions in force were accepted', async () => {
    renderGate(false);
    expect(await screen.findByRole('heading', { name: 'Minhas Vagas' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Atualizamos nossos termos' })).not.toBeInTheDocument();
  });

  it('blocks with the acceptance screen; refuses without the box ticked; accepting opens the app', async () => {
    const { posted, user } = renderGate(true);
    expect(await screen.findByRole('heading', { name: 'Atualizamos nossos termos' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Minhas Vagas' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/termos-de-uso');

    await user.click(screen.getByRole('button', { name: 'Aceitar e continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Para continuar, aceite os termos de uso e a política de privacidade.',
    );
    expect(posted).toEqual([]);

    await user.click(screen.getByLabelText('Li e aceito os Termos de uso e a Política de privacidade'));
    await user.click(screen.getByRole('button', { name: 'Aceitar e continuar' }));
    expect(await screen.findByRole('heading', { name: 'Minhas Vagas' })).toBeVisible();
    expect(posted).toEqual([{ accept: true }]);
  });
});
