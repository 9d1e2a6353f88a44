import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobApplication } from '@vamos/shared/schemas/job-views';
import { recordToasts } from '@/test/toasts';
import { CompleteJobButton } from './complete-job-button';

recordToasts();

function candidate(id: string, name: string, status: JobApplication['status'], markable: boolean): JobApplication {
  return {
    id,
    status,
    application_cost: 10,
    applied_at: '2026-11-20T12:00:00.000Z',
    approved_at: '2026-11-21T12:00:00.000Z',
    decided_at: '2026-11-21T12:00:00.000Z',
    rejection_reason: null,
    can: { approve: false, reject: false, mark_no_show: markable, reserve: false },
    presence: { confirmed_at: null, checked_in_at: null, checked_out_at: null, unconfirmed: false },
    pay: null,
    freelancer: {
      id: `f-${id}`,
      full_name: name,
      avatar_url: null,
      position: null,
      description: null,
      contact: null,
      rating: { average_rating: null, total_evaluations: 0 },
      reliability: { attendance_percent: null, shifts: 0 },
      team: { in_team: false, blocked: false },
    },
  };
}

/** The job's detail (GET) with its candidates; the completion (POST) answers the job. */
function serve(applications: JobApplication[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.method === 'POST' ? { id: 'j1', status: 'completed' } : { id: 'j1', applications };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe("'Concluir Serviço' asks who came", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the checked-in as there, asks about the others, and sends the 'Não compareceu' ones", async () => {
    const fetch = serve([
      candidate('a1', 'Ana Chegou', 'checked_in', false),
      candidate('a2', 'Bia Faltou', 'approved', true),
      candidate('a3', 'Caio Veio', 'confirmed', true),
      candidate('a4', 'Davi Pendente', 'pending', false),
    ]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CompleteJobButton jobId="j1" jobTitle="Garçom" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Concluir Serviço' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Confirme quem compareceu:')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Ana Chegou · Compareceu (fez check-in)');
    expect(within(dialog).queryByText('Davi Pendente')).not.toBeInTheDocument();
    const bia = within(dialog).getByRole('group', { name: 'Bia Faltou' });
    const caio = within(dialog).getByRole('group', { name: 'Caio Veio' });
    expect(within(caio).getByRole('radio', { name: 'Compareceu' })).toBeChecked();
    await userEvent.click(within(bia).getByRole('radio', { name: 'Não compareceu' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Concluir Serviço' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect([url, JSON.parse(String(init?.body))]).toEqual(['/api/contractor/jobs/j1/complete', { no_shows: ['a2'] }]);
  });

  it("offers 'Não compareceu' only where the server allows it now", async () => {
    serve([candidate('a2', 'Bia Cedo', 'approved', false)]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CompleteJobButton jobId="j1" jobTitle="Garçom" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Concluir Serviço' }));
    const group = await screen.findByRole('group', { name: 'Bia Cedo' });
    expect(within(group).getByRole('radio', { name: 'Não compareceu' })).toBeDisabled();
    expect(group).toHaveTextContent('A falta pode ser marcada de 60 minutos até 48 horas depois do início do turno.');
  });
});
