import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HiddenContractor } from '@vamos/shared/schemas/team';
import { HiddenContractorsPage } from './hidden-contractors-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage(hidden: HiddenContractor[]) {
  const writes: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') {
        return new Response(JSON.stringify({ hidden }), { headers: { 'content-type': 'application/json' } });
      }
      writes.push({ url, method });
      return new Response(null, { status: 204 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HiddenContractorsPage />
    </QueryClientProvider>,
  );
  return { writes, user: userEvent.setup() };
}

describe('Contratantes ocultos', () => {
  it('lists the hidden contractors and shows one again with DELETE', async () => {
    const id = '00000000-0000-4000-8000-000000000007';
    const { writes, user } = renderPage([
      { contractor_id: id, name: 'Bar do João', hidden_at: '2026-11-20T12:00:00.000Z' },
    ]);
    const list = await screen.findByRole('list', { name: 'Contratantes ocultos' });
    expect(within(list).getByText('Bar do João')).toBeVisible();
    expect(within(list).getByText('Oculto em 20/11/2026')).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Mostrar novamente as vagas de Bar do João' }));
    await vi.waitFor(() =>
      expect(writes).toEqual([{ url: `/api/freelancer/hidden-contractors/${id}`, method: 'DELETE' }]),
    );
  });

  it('says when no contractor is hidden', async () => {
    renderPage([]);
    expect(await screen.findByText('Nenhum contratante oculto')).toBeVisible();
  });
});
