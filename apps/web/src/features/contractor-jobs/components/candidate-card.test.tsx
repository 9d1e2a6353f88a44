import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobApplication } from '@vamos/shared/schemas/job-views';
import type { TeamStanding } from '@vamos/shared/schemas/team';
import { toast } from '@/lib/toast';
import { recordToasts } from '@/test/toasts';
import { CandidateCard } from './candidate-card';

recordToasts();
afterEach(() => vi.unstubAllGlobals());

function application(
  overrides: Partial<JobApplication>,
  contact: JobApplication['freelancer']['contact'],
): JobApplication {
  return {
    id: 'a1',
    status: 'approved',
    application_cost: 10,
    applied_at: '2026-11-20T12:00:00.000Z',
    approved_at: '2026-11-21T12:00:00.000Z',
    decided_at: '2026-11-21T12:00:00.000Z',
    rejection_reason: null,
    can: { approve: false, reject: false, mark_no_show: false, reserve: false },
    presence: { confirmed_at: null, checked_in_at: null, checked_out_at: null, unconfirmed: false },
    pay: null,
    freelancer: {
      id: 'f1',
      full_name: 'Maria da Silva',
      avatar_url: null,
      position: 'Garçom',
      description: null,
      contact,
      rating: { average_rating: null, total_evaluations: 0 },
      reliability: { attendance_percent: 97, shifts: 34 },
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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: card }])} />
    </QueryClientProvider>,
  );
}

/** The API answering each write with `answer` (204 unless told), recording them. */
function recordWrites(answer: () => Response = () => new Response(null, { status: 204 })) {
  const writes: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      writes.push({ url, method: init?.method ?? 'GET' });
      return answer();
    }),
  );
  return writes;
}

function withStanding(team: TeamStanding): JobApplication {
  const app = application({ status: 'pending', approved_at: null, decided_at: null }, null);
  return { ...app, freelancer: { ...app.freelancer, team } };
}

describe('CandidateCard', () => {
  it("offers 'Conversar no WhatsApp' to an approved freelancer, the job and date in the first message", () => {
    renderCard(application({}, { email: 'maria@teste.com.br', phone: '11987654321', cpf: null }));
    const chat = screen.getByRole('link', { name: 'Conversar no WhatsApp com Maria da Silva' });
    const url = new URL(chat.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/5511987654321');
    expect(url.searchParams.get('text')).toBe(
      'Olá, Maria! Aqui é Bar do João, pelo Vamos Trabalhar, sobre a vaga Garçom de 12/12/2026.',
    );
    expect(chat).toHaveAttribute('target', '_blank');
  });

  it('offers no chat to a pending applicant (the server sends no contact)', () => {
    renderCard(application({ status: 'pending', approved_at: null, decided_at: null }, null));
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it("shows 'Aprovar' and 'Rejeitar' exactly as the server allows them, whatever the state", () => {
    renderCard(
      application(
        { status: 'pending', can: { approve: true, reject: true, mark_no_show: false, reserve: false } },
        null,
      ),
    );
    expect(screen.getByRole('button', { name: 'Aprovar Maria da Silva' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rejeitar Maria da Silva' })).toBeEnabled();
  });

  it('a candidate waiting for a place shows it, with nothing to decide', () => {
    renderCard(
      application(
        { status: 'waitlisted', can: { approve: false, reject: false, mark_no_show: false, reserve: false } },
        null,
      ),
    );
    expect(screen.getByText('Vaga preenchida')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aprovar|Rejeitar/ })).not.toBeInTheDocument();
  });

  it("shows the candidate's attendance, or 'Novo' under 3 shifts", () => {
    renderCard(application({}, null));
    const card = screen.getByRole('listitem', { name: 'Maria da Silva' });
    expect(card).toHaveTextContent('97% de comparecimento · 34 turnos');
    cleanup();
    const newcomer = application({}, null);
    renderCard({
      ...newcomer,
      freelancer: { ...newcomer.freelancer, reliability: { attendance_percent: null, shifts: 2 } },
    });
    expect(screen.getByRole('listitem', { name: 'Maria da Silva' })).toHaveTextContent('Novo');
  });

  it("shows the presence as the server says it: 'Não confirmado', then arrived and left at their times", () => {
    const none = { confirmed_at: null, checked_in_at: null, checked_out_at: null };
    renderCard(application({ presence: { ...none, unconfirmed: true } }, null));
    expect(within(screen.getByRole('list', { name: 'Presença' })).getByText('Não confirmado')).toBeInTheDocument();
    cleanup();
    // Instants in the phone's time: built from local hours, so the test holds in any time zone.
    const at = (h: number, m: number) => new Date(2026, 11, 12, h, m).toISOString();
    renderCard(
      application(
        {
          status: 'checked_out',
          presence: {
            confirmed_at: at(9, 0),
            checked_in_at: at(19, 2),
            checked_out_at: at(23, 40),
            unconfirmed: false,
          },
        },
        null,
      ),
    );
    const presence = within(screen.getByRole('list', { name: 'Presença' }));
    expect(presence.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Presença confirmada',
      'Chegou às 19:02',
      'Saiu às 23:40',
    ]);
  });

  describe('team standing', () => {
    it("offers 'Adicionar à equipe' and 'Bloquear' to a freelancer outside my team, and adds with PUT", async () => {
      const writes = recordWrites(
        () => new Response(JSON.stringify({ member: {} }), { headers: { 'content-type': 'application/json' } }),
      );
      renderCard(withStanding({ in_team: false, blocked: false }));
      const card = within(screen.getByRole('listitem', { name: 'Maria da Silva' }));
      expect(card.getByRole('button', { name: 'Bloquear Maria da Silva' })).toBeEnabled();
      expect(card.queryByText('Na equipe')).toBeNull();
      expect(card.queryByRole('button', { name: /Desbloquear/ })).toBeNull();
      await userEvent.setup().click(card.getByRole('button', { name: 'Adicionar Maria da Silva à equipe' }));
      await vi.waitFor(() => expect(writes).toEqual([{ url: '/api/contractor/team/f1', method: 'PUT' }]));
      await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Maria da Silva entrou na sua equipe'));
    });

    it("shows 'Na equipe' to a member, and removes them with DELETE once confirmed", async () => {
      const writes = recordWrites();
      renderCard(withStanding({ in_team: true, blocked: false }));
      const card = within(screen.getByRole('listitem', { name: 'Maria da Silva' }));
      expect(card.getByText('Na equipe')).toBeInTheDocument();
      expect(card.queryByRole('button', { name: /Adicionar/ })).toBeNull();
      expect(card.getByRole('button', { name: 'Bloquear Maria da Silva' })).toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(card.getByRole('button', { name: 'Remover Maria da Silva da equipe' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remover Maria da Silva da equipe?' });
      expect(writes).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
      await vi.waitFor(() => expect(writes).toEqual([{ url: '/api/contractor/team/f1', method: 'DELETE' }]));
    });

    it("asks before 'Bloquear', saying what a block does, then blocks with PUT", async () => {
      const writes = recordWrites();
      renderCard(withStanding({ in_team: true, blocked: false }));
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Bloquear Maria da Silva' }));
      const dialog = await screen.findByRole('dialog', { name: 'Bloquear Maria da Silva?' });
      expect(dialog).toHaveTextContent('não verá mais as suas vagas nem poderá se candidatar');
      expect(dialog).toHaveTextContent('candidaturas pendentes');
      expect(dialog).toHaveTextContent('Ninguém avisa quem o bloqueou');
      await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
      expect(writes).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Bloquear Maria da Silva' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Bloquear Maria da Silva?' })).getByRole('button', {
          name: 'Bloquear',
        }),
      );
      await vi.waitFor(() => expect(writes).toEqual([{ url: '/api/contractor/blocks/f1', method: 'PUT' }]));
      await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Maria da Silva foi bloqueado'));
    });

    it("offers only 'Desbloquear' to a blocked freelancer, which unblocks with DELETE", async () => {
      const writes = recordWrites();
      renderCard(withStanding({ in_team: false, blocked: true }));
      const card = within(screen.getByRole('listitem', { name: 'Maria da Silva' }));
      expect(card.queryByRole('button', { name: /Adicionar|Bloquear Maria/ })).toBeNull();
      await userEvent.setup().click(card.getByRole('button', { name: 'Desbloquear Maria da Silva' }));
      await vi.waitFor(() => expect(writes).toEqual([{ url: '/api/contractor/blocks/f1', method: 'DELETE' }]));
    });

    it("shows the server's Portuguese message when adding is refused", async () => {
      const message = 'Este freelancer está bloqueado. Desbloqueie para adicioná-lo à equipe.';
      recordWrites(
        () =>
          new Response(JSON.stringify({ error: { code: 'FREELANCER_BLOCKED', message } }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
      );
      renderCard(withStanding({ in_team: false, blocked: false }));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Adicionar Maria da Silva à equipe' }));
      await vi.waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Não foi possível adicionar à equipe', { description: message }),
      );
    });
  });
  describe("'Aprovar como reserva' (decision 0036)", () => {
    const pending = () =>
      application(
        {
          status: 'pending',
          approved_at: null,
          decided_at: null,
          can: { approve: true, reject: true, mark_no_show: false, reserve: true },
        },
        null,
      );

    it('is offered when the server allows it, and asks before reserving with POST', async () => {
      const writes = recordWrites(
        () =>
          new Response(JSON.stringify({ id: 'a1', status: 'reserve' }), {
            headers: { 'content-type': 'application/json' },
          }),
      );
      renderCard(pending());
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Aprovar Maria da Silva como reserva' }));
      const dialog = await screen.findByRole('dialog', { name: 'Aprovar Maria da Silva como reserva?' });
      expect(dialog).toHaveTextContent('Nada é cobrado agora');
      await user.click(within(dialog).getByRole('button', { name: 'Aprovar como reserva' }));
      await vi.waitFor(() =>
        expect(writes).toContainEqual({ url: '/api/contractor/applications/a1/reserve', method: 'POST' }),
      );
      await vi.waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith('Maria da Silva está na reserva', expect.anything()),
      );
    });

    it('shows the 409 of a 4th reserve in Portuguese', async () => {
      const message = 'Esta vaga já tem 3 reservas. Rejeite ou aguarde uma delas antes de aprovar outra como reserva.';
      recordWrites(
        () =>
          new Response(JSON.stringify({ error: { code: 'RESERVES_FULL', message } }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
      );
      renderCard(pending());
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Aprovar Maria da Silva como reserva' }));
      const dialog = await screen.findByRole('dialog', { name: 'Aprovar Maria da Silva como reserva?' });
      await user.click(within(dialog).getByRole('button', { name: 'Aprovar como reserva' }));
      await vi.waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Não foi possível aprovar como reserva', { description: message }),
      );
    });

    it("a reserve shows the 'Reserva' badge and nothing to decide", () => {
      renderCard(application({ status: 'reserve', approved_at: null }, null));
      const card = within(screen.getByRole('listitem', { name: 'Maria da Silva' }));
      expect(card.getByText('Reserva')).toBeInTheDocument();
      expect(card.queryByRole('button', { name: /como reserva/ })).toBeNull();
      expect(card.queryByRole('button', { name: 'Aprovar Maria da Silva' })).toBeNull();
    });
  });

  describe('guaranteed pay (decision 0042)', () => {
    const pay = (status: NonNullable<JobApplication['pay']>['status']): JobApplication['pay'] => ({
      status,
      value_cents: 15_000,
      fee_cents: 1_500,
      total_cents: 16_500,
      hold_expires_at: '2026-11-21T12:30:00.000Z',
      paid_at: status === 'awaiting' ? null : '2026-11-21T12:10:00.000Z',
      released_at: null,
      payout_id: null,
    });

    it("shows where the place's money is beside the shift's state, and no payment action once paid", () => {
      renderCard(application({ pay: pay('held') }, null));
      const card = within(screen.getByRole('listitem', { name: 'Maria da Silva' }));
      expect(card.getByText('Aprovado')).toBeInTheDocument();
      expect(card.getByText('Pago (retido)')).toBeInTheDocument();
      expect(card.queryByRole('button', { name: /Pagar|Cancelar pagamento/ })).toBeNull();
    });

    it('a place freed after its payment lapsed says so on the pending candidate', () => {
      renderCard(application({ status: 'pending', approved_at: null, pay: pay('lapsed') }, null));
      const card = within(screen.getByRole('listitem', { name: 'Maria da Silva' }));
      expect(card.getByText('Pendente')).toBeInTheDocument();
      expect(card.getByText('Pagamento não realizado')).toBeInTheDocument();
    });

    it("leads to the receipt once the freelancer's PIX was sent", () => {
      const payoutId = '1a2b3c4d-0000-4000-8000-000000000027';
      renderCard(application({ status: 'attended', pay: { ...pay('released')!, payout_id: payoutId } }, null));
      const card = within(screen.getByRole('listitem', { name: 'Maria da Silva' }));
      expect(card.getByRole('link', { name: 'Ver recibo de Maria da Silva' })).toHaveAttribute(
        'href',
        `/recibos/${payoutId}`,
      );
    });

    it('has no receipt while the released pay is not sent yet', () => {
      renderCard(application({ status: 'attended', pay: pay('released') }, null));
      expect(screen.queryByRole('link', { name: /Ver recibo/ })).toBeNull();
    });
  });
});
