import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyStrikes } from '@vamos/shared/schemas/strikes';
import { SuspensionBanner } from './suspension-banner';

function answer(body: MyStrikes) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
  );
}

function renderBanner() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SuspensionBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the suspension banner on the job board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says why and until when, with the way to the policy', async () => {
    answer({ active: 3, strikes: [], suspended_until: '2026-12-02T18:00:00.000Z' });
    renderBanner();
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Candidaturas suspensas até 02/12 por faltas recentes — veja a política');
    expect(screen.getByRole('link', { name: 'veja a política' })).toHaveAttribute('href', '/politica-de-cancelamento');
  });

  it('says nothing when applying is not suspended', async () => {
    answer({ active: 2, strikes: [], suspended_until: null });
    renderBanner();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
