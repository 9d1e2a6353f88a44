import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyReliability } from '@vamos/shared/schemas/reliability';
import { ReliabilitySection } from './reliability-section';

function answer(body: MyReliability) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
  );
}

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ReliabilitySection />
    </QueryClientProvider>,
  );
}

describe("'Comparecimento' on the freelancer's own profile", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the percentage contractors see', async () => {
    answer({ reliability: { attendance_percent: 97, shifts: 34 } });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Comparecimento' });
    expect(await screen.findByText('97% de comparecimento · 34 turnos')).toBeInTheDocument();
    expect(section).toHaveTextContent('as advertências continuam só suas');
  });

  it("is 'Novo' under 3 shifts", async () => {
    answer({ reliability: { attendance_percent: null, shifts: 1 } });
    renderSection();
    expect(await screen.findByText('Novo')).toBeInTheDocument();
    expect(screen.getByText(/Depois de 3 turnos/)).toBeInTheDocument();
  });
});
