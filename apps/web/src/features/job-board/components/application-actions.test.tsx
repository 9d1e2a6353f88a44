import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import { ApplicationActions } from './application-actions';

const JOB: JobDetail = {
  id: '5d0c6a9e-2f1b-4c3d-9a51-0e7b8d2c4f01',
  title: 'Garçom',
  description: 'Atendimento no salão.',
  company: 'Bar do Zé',
  location: 'Bela Vista, São Paulo - SP',
  neighborhood: null,
  city: 'São Paulo',
  state: 'SP',
  cep_prefix: null,
  address: null,
  is_public: true,
  public_path: '/vagas/garcom-sao-paulo-5d0c6a9e-2f1b-4c3d-9a51-0e7b8d2c4f01',
  invite_first_until: null,
  service_date: '2026-05-01',
  start_time: '19:00',
  end_time: '23:00',
  payment_date: '2026-05-02',
  salary_cents: 15_000,
  requirements: null,
  image_url: null,
  lanche_no_local: false,
  segment: 'GARCOM',
  guaranteed_pay: false,
  gender_preference: 'no_preference',
  required_people: 1,
  approved_count: 1,
  application_cost: 15,
  status: 'completed',
  created_at: '2026-04-20T12:00:00.000Z',
  updated_at: '2026-05-01T23:30:00.000Z',
  my_application: {
    id: 'a1',
    status: 'approved',
    application_cost: 15,
    applied_at: '2026-04-21T12:00:00.000Z',
    approved_at: '2026-04-22T12:00:00.000Z',
    rejection_reason: null,
    contractor_rated: false,
  },
  contractor: { full_name: 'João Pereira', email: 'joao@example.com', phone: null },
  can: { apply: false, cancel_application: false, withdraw: false, evaluate: true },
  contractor_record: { late_cancellations: 0, events_held: 0 },
};

function renderActions(contractorRated: boolean) {
  const mine = { ...JOB.my_application!, contractor_rated: contractorRated };
  render(
    <MemoryRouter>
      <ApplicationActions
        job={{ ...JOB, my_application: mine, can: { ...JOB.can, evaluate: !contractorRated } }}
        coins={0}
      />
    </MemoryRouter>,
  );
}

describe('ApplicationActions of a concluded job I was approved on', () => {
  afterEach(cleanup);

  it("offers 'Avaliar Contratante' while I have not rated the contractor", () => {
    renderActions(false);
    expect(screen.getByRole('link', { name: 'Avaliar Contratante' })).toHaveAttribute(
      'href',
      `/freelancer/evaluation?jobId=${JOB.id}`,
    );
  });

  it('says the contractor is rated, with no button to rate again, once I have', () => {
    renderActions(true);
    expect(screen.queryByRole('link', { name: 'Avaliar Contratante' })).not.toBeInTheDocument();
    expect(screen.getByText('Você já avaliou o contratante desta vaga.')).toBeVisible();
  });
});
