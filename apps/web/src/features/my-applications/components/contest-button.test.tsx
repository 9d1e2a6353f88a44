import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyApplicationItem } from '@vamos/shared/schemas/applications';
import { recordToasts } from '@/test/toasts';
import { ApplicationCard } from './application-card';

recordToasts();

const NO_SHOW: MyApplicationItem = {
  id: 'a1',
  job_id: 'j1',
  status: 'no_show',
  application_cost: 15,
  applied_at: '2026-11-20T12:00:00.000Z',
  approved_at: '2026-11-21T12:00:00.000Z',
  decided_at: '2026-11-26T15:00:00.000Z',
  rejection_reason: null,
  job: {
    id: 'j1',
    title: 'Bartender',
    company: 'Bar do Zé',
    location: 'Bela Vista, São Paulo - SP',
    city: 'São Paulo',
    state: 'SP',
    service_date: '2026-11-26',
    start_time: '10:00',
    end_time: '18:00',
    salary_cents: 20_000,
    image_url: null,
    status: 'filled',
  },
  can: { cancel: false, withdraw: false, contest: true },
  withdraw_consequence: null,
  contest_until: '2026-11-28T15:00:00.000Z',
};

function renderCard(application: MyApplicationItem) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ApplicationCard application={application} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("'Contestar' a no-show in 'Minhas candidaturas'", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks what happened (required), then sends it', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 'a1', status: 'contested' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderCard(NO_SHOW);
    expect(screen.getByText('Não compareceu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Contestar\s?a falta na vaga de Bartender/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contestar a falta?' });
    expect(dialog).toHaveTextContent('Você pode contestar até 28/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar contestação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Conte o que aconteceu para contestar a falta.');
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('O que aconteceu?'), 'Eu fui e trabalhei o turno.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar contestação' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/freelancer/applications/a1/contest',
      'POST',
      { text: 'Eu fui e trabalhei o turno.' },
    ]);
  });

  it("shows a contested no-show as 'Em contestação', with nothing left to do", () => {
    renderCard({ ...NO_SHOW, status: 'contested', can: { cancel: false, withdraw: false, contest: false } });
    expect(screen.getByText('Em contestação')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Contestar/ })).not.toBeInTheDocument();
  });
});
