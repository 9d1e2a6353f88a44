import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyApplicationItem } from '@vamos/shared/schemas/applications';
import { ApplicationCard } from './application-card';
import { recordToasts } from '@/test/toasts';

recordToasts();

function application(times: { start_time: string; end_time: string }): MyApplicationItem {
  return {
    id: 'a1',
    job_id: 'j1',
    status: 'approved',
    application_cost: 15,
    applied_at: '2026-11-20T12:00:00.000Z',
    approved_at: '2026-11-21T12:00:00.000Z',
    decided_at: '2026-11-21T12:00:00.000Z',
    rejection_reason: null,
    job: {
      id: 'j1',
      title: 'Bartender',
      company: 'Bar do Zé',
      location: 'Bela Vista, São Paulo - SP',
      city: 'São Paulo',
      state: 'SP',
      service_date: '2026-12-12',
      salary_cents: 20_000,
      image_url: null,
      status: 'filled',
      ...times,
    },
    can: { cancel: false, withdraw: false, contest: false },
    withdraw_consequence: null,
    contest_until: null,
  };
}

function renderCard(times: { start_time: string; end_time: string }) {
  render(
    <MemoryRouter>
      <ApplicationCard application={application(times)} />
    </MemoryRouter>,
  );
}

describe('ApplicationCard: the shift (decision 0012)', () => {
  it("says that a night shift ends the next day: '22:00 às 04:00 (dia seguinte)'", () => {
    renderCard({ start_time: '22:00', end_time: '04:00' });
    expect(screen.getByText('22:00 às 04:00 (dia seguinte)')).toBeInTheDocument();
  });

  it('writes a same-day shift without it', () => {
    renderCard({ start_time: '19:00', end_time: '23:00' });
    expect(screen.getByText('19:00 às 23:00')).toBeInTheDocument();
    expect(screen.queryByText(/dia seguinte/)).not.toBeInTheDocument();
  });
});

describe('ApplicationCard: a reserve (decision 0036)', () => {
  it("shows the 'Reserva' badge and says the freelancer is on standby", () => {
    render(
      <MemoryRouter>
        <ApplicationCard
          application={{
            ...application({ start_time: '19:00', end_time: '23:00' }),
            status: 'reserve',
            approved_at: null,
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Reserva')).toBeInTheDocument();
    expect(screen.getByText(/Você está na reserva desta vaga/)).toBeInTheDocument();
  });
});
