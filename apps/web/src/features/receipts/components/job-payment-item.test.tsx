import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { JobPayment } from '@vamos/shared/schemas/shift-payments';
import { JobPaymentItem } from './job-payment-item';

const FUNDED: JobPayment = {
  payment_id: 'pay-1',
  job: { id: 'job-1', title: 'Garçom para casamento', service_date: '2026-11-20' },
  paid_at: '2026-11-18T14:00:00.000Z',
  places_paid: 3,
  value_cents: 18_000,
  fee_cents: 1_800,
  total_cents: 59_400,
  places: [
    { shift_id: 's1', freelancer_name: 'Maria da Silva', status: 'released', payout_id: 'po-1' },
    { shift_id: 's2', freelancer_name: 'José Souza', status: 'refunded', payout_id: null },
  ],
  refunds: [
    {
      shift_id: 's2',
      freelancer_name: 'José Souza',
      amount_cents: 19_800,
      reason: 'withdrawn',
      reason_text: 'O freelancer desistiu da vaga',
      status: 'queued',
      status_text: 'Reembolso em andamento',
      refunded_at: null,
      end_to_end_id: null,
    },
    {
      shift_id: null,
      freelancer_name: null,
      amount_cents: 19_800,
      reason: 'pool_leftover',
      reason_text: 'Vagas pagas e não usadas',
      status: 'done',
      status_text: 'Reembolsado em 21/11/2026',
      refunded_at: '2026-11-21T13:00:00.000Z',
      end_to_end_id: 'E18236120202611211300s0123456789',
    },
  ],
};

function renderItem(payment: JobPayment) {
  const router = createMemoryRouter([{ path: '/', element: <ul>{<JobPaymentItem payment={payment} />}</ul> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
}

describe('a whole job’s charge on Pagamentos', () => {
  it('shows the places paid and the total, each place approved from it, and its refunds', () => {
    renderItem(FUNDED);
    expect(screen.getByText('Pagamento de todas as vagas · 3 vagas')).toBeVisible();
    expect(screen.getByText('R$ 594,00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Garçom para casamento · Turno de 20/11/2026' })).toHaveAttribute(
      'href',
      '/contractor/jobs/job-1/details',
    );
    expect(screen.getByText(/Pago por PIX em 18\/11\/2026/)).toBeVisible();
    expect(screen.getByText('R$ 180,00 + R$ 18,00 de taxa por vaga')).toBeVisible();

    const places = within(screen.getByRole('region', { name: 'Vagas usadas de Garçom para casamento' }));
    expect(places.getByText('2 de 3 vagas usadas')).toBeVisible();
    const [maria, jose] = places.getAllByRole('listitem');
    expect(within(maria!).getByText('Maria da Silva')).toBeVisible();
    expect(within(maria!).getByText('Liberado')).toBeVisible();
    expect(
      within(maria!).getByRole('link', { name: 'Ver recibo de Maria da Silva em Garçom para casamento' }),
    ).toBeVisible();
    expect(within(jose!).getByText('Reembolsado')).toBeVisible();

    const refunds = within(screen.getByRole('list', { name: 'Reembolsos de Garçom para casamento' }));
    const [placeRefund, leftover] = refunds.getAllByRole('listitem');
    expect(within(placeRefund!).getByText('Reembolso da vaga de José Souza')).toBeVisible();
    expect(within(placeRefund!).getByText('Reembolso em andamento')).toBeVisible();
    expect(within(placeRefund!).queryByText(/ID do PIX/)).toBeNull();
    expect(within(leftover!).getByText('Reembolso das vagas não usadas')).toBeVisible();
    expect(within(leftover!).getByText('R$ 198,00')).toBeVisible();
    expect(within(leftover!).getByText('Reembolsado em 21/11/2026')).toBeVisible();
    expect(within(leftover!).getByText('ID do PIX: E18236120202611211300s0123456789')).toBeVisible();
  });

  it('a charge with no place used yet and nothing refunded says so', () => {
    renderItem({ ...FUNDED, places_paid: 1, total_cents: 19_800, places: [], refunds: [] });
    expect(screen.getByText('Pagamento de todas as vagas · 1 vaga')).toBeVisible();
    expect(screen.getByText('0 de 1 vaga usada')).toBeVisible();
    expect(screen.queryByRole('list', { name: /Reembolsos/ })).toBeNull();
  });
});
