import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { JobApplication } from '@vamos/shared/schemas/job-views';
import { CandidateCard } from './candidate-card';

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
    can: { approve: false, reject: false, mark_no_show: false },
    presence: { confirmed_at: null, checked_in_at: null, checked_out_at: null, unconfirmed: false },
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
      />
    </ul>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: card }])} />);
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
    renderCard(application({ status: 'pending', can: { approve: true, reject: true, mark_no_show: false } }, null));
    expect(screen.getByRole('button', { name: 'Aprovar Maria da Silva' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rejeitar Maria da Silva' })).toBeEnabled();
  });

  it('a candidate waiting for a place shows it, with nothing to decide', () => {
    renderCard(
      application({ status: 'waitlisted', can: { approve: false, reject: false, mark_no_show: false } }, null),
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
});
