import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContractorReceipts, Receipt } from '@vamos/shared/schemas/receipts';
import type { ContractorShiftPayments, ShiftPayment } from '@vamos/shared/schemas/shift-payments';
import { queryKeysFor } from '@/lib/realtime';
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

function payment(id: string, name: string, over: Partial<ShiftPayment> = {}): ShiftPayment {
  return {
    payment_id: id,
    shift_id: `s-${id}`,
    job: { id: `j-${id}`, title: 'Garçom', service_date: '2026-11-20' },
    freelancer_name: name,
    paid_at: '2026-11-18T14:00:00.000Z',
    total_cents: 19_800,
    value_cents: 18_000,
    fee_cents: 1_800,
    status: 'held',
    refund: null,
    payout_id: null,
    ...over,
  };
}

const NO_RECEIPT_SUMS = {
  gross_cents: 0,
  fee_cents: 0,
  withholdings_cents: 0,
  net_cents: 0,
  contractor_total_cents: 0,
};
const NO_PAYMENT_SUMS = { paid_cents: 0, refunded_cents: 0, released_cents: 0, fees_cents: 0, held_cents: 0 };

function renderPage(
  receipts: Record<string, ContractorReceipts>,
  shiftPayments: Record<string, ContractorShiftPayments> = {},
) {
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (to: string) => {
      reads.push(to);
      const url = new URL(to, 'http://localhost');
      const month = url.searchParams.get('month') ?? '';
      if (url.pathname === '/api/contractor/shift-payments') {
        return json(shiftPayments[month] ?? { month, payments: [], job_payments: [], totals: NO_PAYMENT_SUMS });
      }
      return json(receipts[month] ?? { month, receipts: [], totals: NO_RECEIPT_SUMS });
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

/** The value a `<dt>` of a summary names. */
const sumOf = (label: string) => screen.getByText(label).nextSibling;

describe("the contractor's 'Pagamentos'", () => {
  it("lists the month's shift payments with where each one's money is, and the month's sums", async () => {
    const month = currentMonth();
    const { reads } = renderPage(
      {},
      {
        [month]: {
          month,
          job_payments: [],
          payments: [
            payment('p1', 'Maria da Silva', { status: 'released', payout_id: 'po-1' }),
            payment('p2', 'José Souza', {
              status: 'refunded',
              refund: {
                amount_cents: 19_800,
                reason: 'withdrawn',
                reason_text: 'O freelancer desistiu da vaga',
                status: 'done',
                status_text: 'Reembolsado em 19/11/2026',
                refunded_at: '2026-11-19T13:00:00.000Z',
              },
            }),
            payment('p3', 'Ana Lima', {
              status: 'refunded',
              refund: {
                amount_cents: 19_800,
                reason: 'job_cancelled',
                reason_text: 'Vaga cancelada com mais de 24 h de antecedência',
                status: 'failed',
                status_text: 'Reembolso com problema: nossa equipe vai resolver',
                refunded_at: null,
              },
            }),
            payment('p4', 'Carla Dias'),
          ],
          totals: {
            paid_cents: 79_200,
            refunded_cents: 39_600,
            released_cents: 18_000,
            fees_cents: 1_800,
            held_cents: 19_800,
          },
        },
      },
    );
    const list = within(await screen.findByRole('list', { name: `Pagamentos de vagas de ${monthLabel(month)}` }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(4);

    const released = within(items[0]!);
    expect(released.getByText('Maria da Silva')).toBeVisible();
    expect(released.getByRole('link', { name: 'Garçom · Turno de 20/11/2026' })).toHaveAttribute(
      'href',
      '/contractor/jobs/j-p1/details',
    );
    expect(items[0]).toHaveTextContent('Pago por PIX em 18/11/2026 · R$ 180,00 + R$ 18,00 de taxa');
    expect(released.getByText('R$ 198,00')).toBeVisible();
    expect(released.getByText('Liberado')).toBeVisible();
    expect(released.getByRole('link', { name: 'Ver recibo de Maria da Silva em Garçom' })).toHaveAttribute(
      'href',
      '/recibos/po-1',
    );

    const refunded = within(items[1]!);
    expect(refunded.getByText('Reembolsado')).toBeVisible();
    expect(items[1]).toHaveTextContent(
      'Reembolso de R$ 198,00 · O freelancer desistiu da vaga. Reembolsado em 19/11/2026',
    );
    expect(refunded.queryByRole('link', { name: /Ver recibo/ })).toBeNull();
    expect(items[2]).toHaveTextContent('Reembolso com problema: nossa equipe vai resolver');
    expect(within(items[3]!).getByText('Pago (retido)')).toBeVisible();
    expect(items[3]).not.toHaveTextContent('Reembolso');

    expect(sumOf('Pago no mês')).toHaveTextContent('R$ 792,00');
    expect(sumOf('Reembolsos')).toHaveTextContent('R$ 396,00');
    expect(sumOf('Liberado aos freelancers')).toHaveTextContent('R$ 180,00');
    expect(sumOf('Taxas de serviço')).toHaveTextContent('R$ 18,00');
    expect(sumOf('Ainda retido')).toHaveTextContent('R$ 198,00');
    expect(reads).toContain(`/api/contractor/shift-payments?month=${month}`);
  });

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
    expect(screen.getByRole('heading', { level: 3, name: 'Pagamentos de vagas' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Recibos' })).toBeVisible();
    const list = within(await screen.findByRole('list', { name: `Recibos de ${monthLabel(month)}` }));
    expect(list.getByRole('link', { name: 'Ver recibo VT-1A2B3C4D de Maria da Silva' })).toHaveAttribute(
      'href',
      '/recibos/1a2b3c4d-0000-4000-8000-000000000001',
    );
    expect(list.getByRole('link', { name: 'Ver recibo VT-5E6F7A8B de José Souza' })).toBeVisible();
    expect(sumOf('Pago aos freelancers:')).toHaveTextContent('R$ 360,00');
    expect(sumOf('Taxas de serviço:')).toHaveTextContent('R$ 36,00');
    expect(sumOf('Total dos recibos:')).toHaveTextContent('R$ 396,00');
    expect(screen.getByRole('link', { name: 'Exportar CSV do mês' })).toHaveAttribute(
      'href',
      `/api/contractor/receipts.csv?month=${month}`,
    );
    expect(reads).toContain(`/api/contractor/receipts?month=${month}`);
  });

  it('switches months, the CSV with them; a month without payments says so', async () => {
    const { user, router, reads } = renderPage({});
    expect(await screen.findByText('Nenhum pagamento de vaga neste mês.')).toBeVisible();
    expect(await screen.findByText('Nenhum recibo neste mês.')).toBeVisible();
    expect(sumOf('Pago no mês')).toHaveTextContent('R$ 0,00');
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    const previous = addMonths(currentMonth(), -1);
    expect(router.state.location.search).toBe(`?mes=${previous}`);
    expect(screen.getByRole('heading', { level: 2, name: monthLabel(previous) })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Exportar CSV do mês' })).toHaveAttribute(
      'href',
      `/api/contractor/receipts.csv?month=${previous}`,
    );
    expect(await screen.findByText('Nenhum pagamento de vaga neste mês.')).toBeVisible();
    expect(reads).toContain(`/api/contractor/shift-payments?month=${previous}`);
  });

  it("refreshes when a job's money or a payment changes", () => {
    for (const type of ['job.changed', 'payment.changed']) {
      expect(queryKeysFor({ type, ids: { jobId: 'j1' } })).toContainEqual(['shift-payments']);
    }
  });
});
