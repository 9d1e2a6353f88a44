import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobApplication } from '@vamos/shared/schemas/job-views';
import { recordToasts } from '@/test/toasts';
import { CandidateCard } from './candidate-card';

recordToasts();

function application(overrides: Partial<JobApplication>): JobApplication {
  return {
    id: 'a1',
    status: 'approved',
    application_cost: 10,
    applied_at: '2026-11-20T12:00:00.000Z',
    approved_at: '2026-11-21T12:00:00.000Z',
    decided_at: '2026-11-21T12:00:00.000Z',
    rejection_reason: null,
    can: { approve: false, reject: false, mark_no_show: true, reserve: false },
    presence: { confirmed_at: null, checked_in_at: null, checked_out_at: null, unconfirmed: false },
    pay: null,
    freelancer: {
      id: 'f1',
      full_name: 'Maria da Silva',
      avatar_url: null,
      position: 'Garçom',
      description: null,
      contact: null,
      rating: { average_rating: null, total_evaluations: 0 },
      reliability: { attendance_percent: null, shifts: 0 },
      team: { in_team: false, blocked: false },
    },
    ...overrides,
  };
}

function renderCard(app: JobApplication) {
  const card = (
    <ul>
      <CandidateCard
        application={app}
        jobId="j1"
        job={{ title: 'Garçom', service_date: '2026-12-12', company: 'Bar do João' }}
        busy={false}
        canApprove
        onApprove={() => undefined}
        onReject={() => undefined}
        onPay={() => undefined}
        onCancelHold={() => undefined}
      />
    </ul>
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: card }])} />
    </QueryClientProvider>,
  );
}

describe("'Não compareceu' on the candidate card", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the consequence, links to the policy, and marks the no-show on confirming', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 'a1', status: 'no_show' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderCard(application({}));
    await userEvent.click(screen.getByRole('button', { name: 'Não compareceu: Maria da Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maria da Silva não compareceu?' });
    expect(dialog).toHaveTextContent('Maria da Silva receberá 3 advertências e será avisado.');
    expect(dialog).toHaveTextContent('O crédito usado na aprovação volta para você.');
    expect(dialog).toHaveTextContent('Ele pode contestar a falta em até 48 horas');
    expect(screen.getByRole('link', { name: 'Política de cancelamento' })).toHaveAttribute(
      'href',
      '/politica-de-cancelamento',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar falta' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/contractor/applications/a1/no-show', 'POST']);
  });

  it('is not offered when the server does not allow it (checked in, or outside the window)', () => {
    renderCard(
      application({
        status: 'checked_in',
        can: { approve: false, reject: false, mark_no_show: false, reserve: false },
      }),
    );
    expect(screen.queryByRole('button', { name: /Não compareceu/ })).not.toBeInTheDocument();
  });

  it('shows a contested no-show as such', () => {
    renderCard(
      application({ status: 'contested', can: { approve: false, reject: false, mark_no_show: false, reserve: false } }),
    );
    expect(screen.getByText('Em contestação')).toBeInTheDocument();
  });
});
