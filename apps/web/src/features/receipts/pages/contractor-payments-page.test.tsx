import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContractorReceipts, Receipt } from '@vamos/shared/schemas/receipts';
import { addMonths, currentMonth, monthLabel } from '@/lib/months';
import { ContractorPaymentsPage } from './contractor-payments-page';

afterEach(() => vi.unstubAllGlobals());

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function receipt(payoutId: string, name: string): Receipt {
  return {
    payout_id: payoutId,
    number: `VT-${payoutId.slice(0, 8).toUpperCase()}`,
    kind: 'shift',
    issued_at: '2026-11-21T15:12:00.000Z',
    contractor: { name: 'Bar do João', cnpj: '11.222.333/0001-81' },
    freelancer: { name, cpf: '529.982.247-25', receiving_as: 'person', mei_cnpj: null },
    job: { id: 'j1', title: 'Garçom', service_date: '2026-11-20', start_time: '18:00', end_time: '23:00' },
    worked: { checked_in_at: null, checked_out_at: null, hours: 5, source: 'schedule' },
    gross_cents: 18_000,
    fee_cents: 1_800,
    withholdings: [],
    net_cents: 18_000,
    contractor_total_cents: 19_800,
    pix: { end_to_end_id: 'E18236120202611271512s0123456789', sent_at: '2026-11-21T15:12:00.000Z', provider: 'local' },
  };
}

function renderPage(months: Record<string, ContractorReceipts>) {
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (to: string) => {
      reads.push(to);
      const month = new URL(to, 'http://localhost').searchParams.get('month') ?? '';
      const empty = { gross_cents: 0, fee_cents: 0, withholdings_cents: 0, net_cents: 0, contractor_total_cents: 0 };
      return json(months[month] ?? { month, receipts: [], totals: empty });
    }),
  );
  const router = createMemoryRouter([{ path: '/contractor/pagamentos', element: <ContractorPaymentsPage /> }], {
    initialEntries: ['/contractor/pagamentos'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { reads, router, user: userEvent.setup() };
}

describe("the contractor's 'Pagamentos'", () => {
  it("lists the month's receipts with their sums, each leading to its receipt, and exports the month as CSV", async () => {
    const month = currentMonth();
    const { reads } = renderPage({
      [month]: {
        month,
        receipts: [
          receipt('1a2b3c4d-0000-4000-8000-000000000001', 'Maria da Silva'),
          receipt('5e6f7a8b-0000-4000-8000-000000000002', 'José Souza'),
        ],
        totals: {
          gross_cents: 36_000,
          fee_cents: 3_600,
          withholdings_cents: 0,
          net_cents: 36_000,
          contractor_total_cents: 39_600,
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
    const list = within(await screen.findByRole('list', { name: `Recibos de ${monthLabel(month)}` }));
    expect(list.getByRole('link', { name: 'Ver recibo VT-1A2B3C4D de Maria da Silva' })).toHaveAttribute(
      'href',
      '/recibos/1a2b3c4d-0000-4000-8000-000000000001',
    );
    expect(list.getByRole('link', { name: 'Ver recibo VT-5E6F7A8B de José Souza' })).toBeVisible();
    expect(screen.getByText('Pago aos freelancers').nextSibling).toHaveTextContent('R$ 360,00');
    expect(screen.getByText('Taxas de serviço').nextSibling).toHaveTextContent('R$ 36,00');
    expect(screen.getByText('Total do mês').nextSibling).toHaveTextContent('R$ 396,00');
    expect(screen.getByRole('link', { name: 'Exportar CSV do mês' })).toHaveAttribute(
      'href',
      `/api/contractor/receipts.csv?month=${month}`,
    );
    expect(reads).toContain(`/api/contractor/receipts?month=${month}`);
  });

  it('switches months, the CSV with them; a month without payments says so', async () => {
    const { user, router } = renderPage({});
    expect(await screen.findByText('Nenhum pagamento neste mês.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    const previous = addMonths(currentMonth(), -1);
    expect(router.state.location.search).toBe(`?mes=${previous}`);
    expect(screen.getByRole('heading', { level: 2, name: monthLabel(previous) })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Exportar CSV do mês' })).toHaveAttribute(
      'href',
      `/api/contractor/receipts.csv?month=${previous}`,
    );
  });
});
