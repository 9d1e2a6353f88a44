import { cleanup, render, screen } from '@testing-library/react';
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
    freelancer: {
      id: 'f1',
      full_name: 'Maria da Silva',
      avatar_url: null,
      position: 'Garçom',
      description: null,
      contact,
      rating: { average_rating: null, total_evaluations: 0 },
      reliability: { attendance_percent: 97, shifts: 34 },
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
});
