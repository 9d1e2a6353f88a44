import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyStrikes } from '@vamos/shared/schemas/strikes';
import { StrikesSection } from './strikes-section';

function answer(body: MyStrikes) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
  );
}

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <StrikesSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("'Advertências' on the freelancer's profile", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each active strike with its shift and when it expires', async () => {
    answer({
      active: 2,
      strikes: [
        {
          id: 's1',
          reason: 'late_withdrawal',
          count: 2,
          given_at: '2026-11-26T15:00:00.000Z',
          expires_at: '2027-02-24T15:00:00.000Z',
          job_title: 'Garçom',
          service_date: '2026-11-26',
        },
      ],
      suspended_until: null,
    });
    renderSection();
    expect(await screen.findByText('Você tem 2 advertências ativas.')).toBeInTheDocument();
    expect(screen.getByText('2 advertências · Desistência em cima da hora')).toBeInTheDocument();
    expect(screen.getByText('Garçom em 26/11/2026 · vale até 24/02/2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver a política de cancelamento' })).toHaveAttribute(
      'href',
      '/politica-de-cancelamento',
    );
  });

  it('says when there is none', async () => {
    answer({ active: 0, strikes: [], suspended_until: null });
    renderSection();
    expect(await screen.findByText('Você não tem advertências ativas.')).toBeInTheDocument();
  });
});
