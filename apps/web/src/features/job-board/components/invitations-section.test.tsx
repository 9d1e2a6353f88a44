import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@vamos/shared/schemas/invitations';
import { toast } from '@/lib/toast';
import { recordToasts } from '@/test/toasts';
import { InvitationsSection } from './invitations-section';

recordToasts();
afterEach(() => vi.unstubAllGlobals());
// jsdom lays nothing out: the anchor's scroll is only recorded.
const scrolled = vi.fn();
Element.prototype.scrollIntoView = scrolled;

const INVITATION: Invitation = {
  id: 'inv-1',
  job: {
    id: 'job-1',
    title: 'Garçom',
    company: 'Bar do João',
    location: 'Bela Vista, São Paulo - SP',
    city: 'São Paulo',
    state: 'SP',
    service_date: '2026-12-12',
    start_time: '19:00:00',
    end_time: '23:00:00',
    salary_cents: 15_000,
    image_url: null,
    status: 'active',
  },
  application_cost: 15,
  invited_at: '2026-12-01T12:00:00.000Z',
  guaranteed_pay: false,
  can: { accept: true, decline: true },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The board's 'Convites' with the server answering `answers` by method and path. */
function renderSection(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      return (answers[key] ?? (() => json({}, 404)))();
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/freelancer/jobs', element: <InvitationsSection /> }], {
    initialEntries: ['/freelancer/jobs#convites'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe("'Convites' on the board", () => {
  it('shows nothing without invitations', async () => {
    const { calls } = renderSection({ 'GET /api/freelancer/invitations': () => json({ invitations: [] }) });
    await vi.waitFor(() => expect(calls).toContain('GET /api/freelancer/invitations'));
    expect(screen.queryByRole('region', { name: 'Convites' })).toBeNull();
  });

  it("'Aceitar' says the cost first, then accepts and says so", async () => {
    let invitations = [INVITATION];
    const { calls, user } = renderSection({
      'GET /api/freelancer/invitations': () => json({ invitations }),
      'POST /api/freelancer/invitations/inv-1/accept': () => {
        invitations = [];
        return json({ id: 'inv-1', job_id: 'job-1', application_cost: 15, awaiting_payment: false });
      },
    });
    const region = await screen.findByRole('region', { name: 'Convites' });
    // Opened from the invitation's notification (#convites): the section comes into view.
    expect(scrolled).toHaveBeenCalled();
    expect(region).toHaveTextContent('Bar do João');
    expect(region).toHaveTextContent('15 moedas');
    await user.click(within(region).getByRole('button', { name: 'Aceitar convite para Garçom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceitar convite' });
    expect(dialog).toHaveTextContent('Custo: 15 moedas');
    expect(calls).not.toContain('POST /api/freelancer/invitations/inv-1/accept');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar e aceitar' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Convite aceito!', {
        description: 'Você está aprovado em Garçom. O contato do contratante já está na vaga.',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Convites' })).toBeNull());
  }, 20_000);

  it("on a guaranteed-pay job, 'Aceitar' says the place waits for the contractor's PIX, and so does its toast", async () => {
    let invitations = [{ ...INVITATION, guaranteed_pay: true }];
    const { user } = renderSection({
      'GET /api/freelancer/invitations': () => json({ invitations }),
      'POST /api/freelancer/invitations/inv-1/accept': () => {
        invitations = [];
        return json({ id: 'inv-1', job_id: 'job-1', application_cost: 15, awaiting_payment: true });
      },
    });
    const region = await screen.findByRole('region', { name: 'Convites' });
    await user.click(within(region).getByRole('button', { name: 'Aceitar convite para Garçom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceitar convite' });
    expect(dialog).toHaveTextContent(
      'Pagamento garantido: ao aceitar, a vaga fica reservada e as moedas são descontadas. Você é aprovado quando o contratante pagar a vaga por PIX (até 30 minutos)',
    );
    expect(dialog).not.toHaveTextContent('aprovado na hora');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar e aceitar' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Convite aceito!', {
        description:
          'A vaga em Garçom está reservada para você. Você é aprovado quando o contratante pagar por PIX, e avisamos na hora.',
      }),
    );
  }, 20_000);

  it("'Recusar' declines at once; a refusal shows the server's message", async () => {
    const message = 'Este convite não está mais disponível.';
    const { calls, user } = renderSection({
      'GET /api/freelancer/invitations': () => json({ invitations: [INVITATION] }),
      'POST /api/freelancer/invitations/inv-1/decline': () =>
        json({ error: { code: 'INVITATION_NOT_AVAILABLE', message } }, 409),
    });
    const region = await screen.findByRole('region', { name: 'Convites' });
    await user.click(within(region).getByRole('button', { name: 'Recusar convite para Garçom' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Não foi possível recusar o convite', { description: message }),
    );
    expect(calls).toContain('POST /api/freelancer/invitations/inv-1/decline');
  });
});
