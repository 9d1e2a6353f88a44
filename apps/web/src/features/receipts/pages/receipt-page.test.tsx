import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import type { Receipt } from '@vamos/shared/schemas/receipts';
import { ReceiptPage } from './receipt-page';

afterEach(() => vi.unstubAllGlobals());

const PAYOUT_ID = '1a2b3c4d-0000-4000-8000-000000000027';
const E2E_ID = 'E18236120202611271512s0123456789';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function buildReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    payout_id: PAYOUT_ID,
    number: 'VT-1A2B3C4D',
    kind: 'shift',
    issued_at: '2026-11-21T15:12:00.000Z',
    contractor: { name: 'Bar do João', cnpj: '11.222.333/0001-81' },
    freelancer: { name: 'Maria da Silva', cpf: '529.982.247-25', receiving_as: 'person', mei_cnpj: null },
    job: { id: 'j1', title: 'Garçom', service_date: '2026-11-20', start_time: '18:00', end_time: '23:00' },
    worked: {
      checked_in_at: '2026-11-20T21:05:00.000Z',
      checked_out_at: '2026-11-21T02:20:00.000Z',
      hours: 5.25,
      source: 'check_in_out',
    },
    gross_cents: 18_000,
    fee_cents: 1_800,
    withholdings: [],
    net_cents: 18_000,
    contractor_total_cents: 19_800,
    pix: { end_to_end_id: E2E_ID, sent_at: '2026-11-21T15:12:00.000Z', provider: 'asaas' },
    ...overrides,
  };
}

/** The page of `PAYOUT_ID` against a fake API: the receipt answers `answer`; the session is a freelancer's. */
function renderPage(answer: { status: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (to: string) => {
      if (to.includes('/auth/session')) return json({ user: { id: 'f1', role: 'freelancer', company_role: null } });
      return json(answer.body, answer.status);
    }),
  );
  const router = createMemoryRouter([{ path: '/recibos/:payoutId', element: <ReceiptPage /> }], {
    initialEntries: [`/recibos/${PAYOUT_ID}`],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the receipt page', () => {
  it('shows both parties, the job, the hours, the money and the PIX, with the PDF to download', async () => {
    renderPage({ status: 200, body: buildReceipt() });
    const receipt = await screen.findByRole('article', { name: 'Recibo de pagamento' });
    const view = within(receipt);
    expect(view.getByText('Pagamento do turno', { exact: false })).toHaveTextContent('VT-1A2B3C4D');
    expect(view.getByText('Emitido em 21/11/2026 12:12')).toBeInTheDocument();

    const contractor = within(view.getByRole('region', { name: 'Contratante' }));
    expect(contractor.getByText('Bar do João')).toBeInTheDocument();
    expect(contractor.getByText('11.222.333/0001-81')).toBeInTheDocument();
    const freelancer = within(view.getByRole('region', { name: 'Freelancer' }));
    expect(freelancer.getByText('Maria da Silva')).toBeInTheDocument();
    expect(freelancer.getByText('529.982.247-25')).toBeInTheDocument();
    expect(freelancer.getByText('Recebe como').nextSibling).toHaveTextContent('Pessoa física (CPF 529.982.247-25)');

    const service = within(view.getByRole('region', { name: 'Serviço' }));
    expect(service.getByText('Garçom')).toBeInTheDocument();
    expect(service.getByText('20/11/2026')).toBeInTheDocument();
    expect(service.getByText('18:00 às 23:00')).toBeInTheDocument();
    expect(service.getByText('20/11/2026 18:05')).toBeInTheDocument();
    expect(service.getByText('20/11/2026 23:20')).toBeInTheDocument();
    expect(service.getByText('Horas trabalhadas (check-in e check-out)').nextSibling).toHaveTextContent('5,25 h');

    const money = within(view.getByRole('region', { name: 'Valores' }));
    const amount = (label: string) => money.getByText(label).nextSibling;
    expect(amount('Valor bruto devido ao freelancer')).toHaveTextContent('R$ 180,00');
    expect(amount('Valor líquido pago ao freelancer')).toHaveTextContent('R$ 180,00');
    expect(amount('Taxa de serviço (paga pelo contratante)')).toHaveTextContent('R$ 18,00');
    expect(amount('Total pago pelo contratante')).toHaveTextContent('R$ 198,00');
    expect(money.queryByText(/Retenção/)).toBeNull();

    expect(within(view.getByRole('region', { name: 'PIX' })).getByText(E2E_ID)).toBeInTheDocument();
    expect(view.getByText(/agente de pagamento do contratante.*pela Asaas/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', `/api/receipts/${PAYOUT_ID}/pdf`);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Meus ganhos' })).toHaveAttribute('href', '/freelancer/ganhos');
  });

  it('lists each withholding and takes it from the gross; scheduled hours say so', async () => {
    renderPage({
      status: 200,
      body: buildReceipt({
        kind: 'late_cancellation',
        withholdings: [{ label: 'INSS', amount_cents: 1_980 }],
        net_cents: 16_020,
        worked: { checked_in_at: null, checked_out_at: null, hours: 5, source: 'schedule' },
      }),
    });
    const view = within(await screen.findByRole('article', { name: 'Recibo de pagamento' }));
    expect(view.getByText('Compensação por cancelamento tardio', { exact: false })).toBeInTheDocument();
    const money = within(view.getByRole('region', { name: 'Valores' }));
    expect(money.getByText('Retenção: INSS').nextSibling).toHaveTextContent('- R$ 19,80');
    expect(money.getByText('Valor líquido pago ao freelancer').nextSibling).toHaveTextContent('R$ 160,20');
    expect(view.getByText('Horas previstas (horário da vaga)').nextSibling).toHaveTextContent('5,00 h');
    expect(view.queryByText('Check-in')).toBeNull();
  });

  it('says a MEI receives as a MEI, with its CNPJ', async () => {
    const freelancer = {
      name: 'Maria da Silva',
      cpf: '529.982.247-25',
      receiving_as: 'mei' as const,
      mei_cnpj: '12.345.678/0001-95',
    };
    renderPage({ status: 200, body: buildReceipt({ freelancer }) });
    const view = within(await screen.findByRole('article', { name: 'Recibo de pagamento' }));
    const party = within(view.getByRole('region', { name: 'Freelancer' }));
    expect(party.getByText('Recebe como').nextSibling).toHaveTextContent('MEI (CNPJ 12.345.678/0001-95)');
  });

  it("says a receipt that is not the person's, or not sent, does not exist, with nothing to download", async () => {
    renderPage({
      status: 404,
      body: { error: { code: 'RECEIPT_NOT_FOUND', message: ERROR_MESSAGES.RECEIPT_NOT_FOUND } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Recibo não encontrado.');
    expect(screen.queryByRole('link', { name: 'Baixar PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });
});
