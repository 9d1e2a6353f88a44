import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import type { Earnings, PayoutView } from '@vamos/shared/schemas/guaranteed-pay';
import { queryKeysFor } from '@/lib/realtime';
import { toast } from '@/lib/toast';
import { recordToasts } from '@/test/toasts';
import { earningsKeys } from '../api/get-earnings';
import { addMonths, currentMonth, monthLabel } from '@/lib/months';
import { EarningsPage } from './earnings-page';

recordToasts();
afterEach(() => vi.unstubAllGlobals());

const JOB_ID = '00000000-0000-4000-8000-000000000027';
const E2E_ID = 'E18236120202611271512s0123456789';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function payout(overrides: Partial<PayoutView> = {}): PayoutView {
  return {
    id: crypto.randomUUID(),
    job_id: JOB_ID,
    job_title: 'Garçom',
    service_date: '2026-11-20',
    amount_cents: 18_000,
    status: 'sent',
    end_to_end_id: E2E_ID,
    sent_at: '2026-11-21T15:12:00.000Z',
    released_at: '2026-11-21T15:11:00.000Z',
    ...overrides,
  };
}

function month(overrides: Partial<Earnings> = {}): Earnings {
  return { month: currentMonth(), total_sent_cents: 0, pending_cents: 0, has_pix_key: true, payouts: [], ...overrides };
}

type Answer = { status: number; body?: unknown };

/**
 * The page at `url` against a fake API: each month's earnings from `months` (an empty month
 * otherwise), the retry answering `retry`; records every request.
 */
function renderPage({
  url = '/freelancer/ganhos',
  months = {},
  retry = { status: 204 },
}: { url?: string; months?: Record<string, Earnings>; retry?: Answer } = {}) {
  const requests: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (to: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push({ url: to, method });
      if (method === 'GET') {
        const asked = new URL(to, 'http://localhost').searchParams.get('month') ?? currentMonth();
        return json(months[asked] ?? month({ month: asked }));
      }
      return retry.status === 204 ? new Response(null, { status: 204 }) : json(retry.body, retry.status);
    }),
  );
  const router = createMemoryRouter([{ path: '/freelancer/ganhos', element: <EarningsPage /> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const reads = () => requests.filter((r) => r.method === 'GET').map((r) => r.url);
  return { requests, reads, router, user: userEvent.setup() };
}

/** The value of the summary's term `name`. */
function summaryValue(name: string): HTMLElement {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe("'Meus ganhos'", () => {
  it('lists the month’s pay-outs with what was received and what is still to receive', async () => {
    const now = currentMonth();
    renderPage({
      months: {
        [now]: month({
          total_sent_cents: 18_000,
          pending_cents: 12_000,
          payouts: [
            payout(),
            payout({
              job_title: 'Bartender',
              amount_cents: 12_000,
              status: 'sending',
              end_to_end_id: null,
              sent_at: null,
            }),
          ],
        }),
      },
    });
    const list = await screen.findByRole('list', { name: `Pagamentos de ${monthLabel(now)}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Meus ganhos' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: monthLabel(now) })).toBeVisible();
    expect(summaryValue(`Recebido em ${monthLabel(now)}`).textContent).toBe('R$\u00a0180,00');
    expect(summaryValue('A receber').textContent).toBe('R$\u00a0120,00');

    const [sent, sending] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(sent).getByRole('link', { name: 'Garçom' })).toHaveAttribute('href', `/jobs/${JOB_ID}`);
    expect(within(sent).getByText('Turno de 20/11/2026')).toBeVisible();
    expect(within(sent).getByText('R$ 180,00')).toBeVisible();
    expect(within(sent).getByText('Pago')).toBeVisible();
    expect(within(sent).getByText(/^Enviado em 21\/11\/2026 às \d{2}:\d{2}$/)).toBeVisible();
    expect(within(sent).getByText('ID da transação PIX').nextElementSibling).toHaveTextContent(E2E_ID);
    expect(within(sent).getByRole('link', { name: 'Ver recibo de Garçom (20/11/2026)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/recibos\/[0-9a-f-]{36}$/),
    );

    expect(within(sending).getByText('Em envio')).toBeVisible();
    expect(within(sending).queryByRole('link', { name: /Ver recibo/ })).toBeNull();
    expect(within(sending).queryByText('ID da transação PIX')).toBeNull();
    expect(within(sending).queryByRole('button', { name: /^Tentar novamente/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull(); // the key is there
  });

  it('offers a failed pay-out’s key to check and sends it again', async () => {
    const failed = payout({ status: 'failed', end_to_end_id: null, sent_at: null });
    const { requests, reads, user } = renderPage({
      months: { [currentMonth()]: month({ pending_cents: 18_000, payouts: [failed] }) },
    });
    const item = within(await screen.findByRole('list', { name: /^Pagamentos de/ })).getByRole('listitem');
    expect(within(item).getByText('Não conseguimos enviar: confira sua chave PIX')).toBeVisible();
    expect(within(item).getByRole('link', { name: 'Conferir chave PIX' })).toHaveAttribute(
      'href',
      '/freelancer/profile#recebimento',
    );
    const readsBefore = reads().length;
    await user.click(within(item).getByRole('button', { name: 'Tentar novamente o pagamento de Garçom (20/11/2026)' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Vamos enviar o PIX de novo.'));
    expect(requests).toContainEqual({ url: `/api/freelancer/payouts/${failed.id}/retry`, method: 'POST' });
    await vi.waitFor(() => expect(reads().length).toBeGreaterThan(readsBefore)); // the month is read again
  });

  it('says the server’s reason when the pay-out cannot be sent again', async () => {
    const message = ERROR_MESSAGES.PIX_KEY_REQUIRED;
    const { user } = renderPage({
      months: {
        [currentMonth()]: month({ payouts: [payout({ status: 'failed', end_to_end_id: null, sent_at: null })] }),
      },
      retry: { status: 409, body: { error: { code: 'PIX_KEY_REQUIRED', message } } },
    });
    await user.click(await screen.findByRole('button', { name: /^Tentar novamente o pagamento/ }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says when a month has no pay-out, and asks for a PIX key while pay waits for one', async () => {
    renderPage({ months: { [currentMonth()]: month({ has_pix_key: false, pending_cents: 5_000 }) } });
    expect(await screen.findByText('Nenhum pagamento neste mês.')).toBeVisible();
    expect(screen.getByText(/^As vagas com Pagamento garantido são pagas por PIX até 24 h após o turno/)).toBeVisible();
    expect(summaryValue(`Recebido em ${monthLabel(currentMonth())}`).textContent).toBe('R$\u00a00,00');
    expect(summaryValue('A receber').textContent).toBe('R$\u00a050,00');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Cadastre sua chave PIX em Recebimento para receber.');
    expect(within(alert).getByRole('link', { name: 'Cadastrar chave PIX' })).toHaveAttribute(
      'href',
      '/freelancer/profile#recebimento',
    );
  });

  it('shows nothing to receive, and asks for no key, when everything was sent', async () => {
    renderPage({
      months: { [currentMonth()]: month({ has_pix_key: false, total_sent_cents: 18_000, payouts: [payout()] }) },
    });
    await screen.findByRole('list', { name: /^Pagamentos de/ });
    expect(screen.queryByText('A receber')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('switches months with ?month=, never past this month', async () => {
    const now = currentMonth();
    const before = addMonths(now, -1);
    const { reads, router, user } = renderPage({
      months: { [before]: month({ month: before, total_sent_cents: 18_000, payouts: [payout()] }) },
    });
    await screen.findByText('Nenhum pagamento neste mês.');
    expect(reads()).toEqual([`/api/freelancer/earnings?month=${now}`]);
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(await screen.findByRole('heading', { level: 2, name: monthLabel(before) })).toBeVisible();
    expect(await screen.findByRole('list', { name: `Pagamentos de ${monthLabel(before)}` })).toBeVisible();
    expect(reads()).toContain(`/api/freelancer/earnings?month=${before}`);
    expect(router.state.location.search).toBe(`?mes=${before}`);

    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(await screen.findByRole('heading', { level: 2, name: monthLabel(now) })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeDisabled();
  });

  it('opens the month in the address', async () => {
    const { reads } = renderPage({ url: '/freelancer/ganhos?mes=2026-09' });
    expect(await screen.findByRole('heading', { level: 2, name: 'setembro de 2026' })).toBeVisible();
    expect(reads()).toEqual(['/api/freelancer/earnings?month=2026-09']);
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeEnabled();
  });

  it('opens this month for a month not yet come', async () => {
    const { reads } = renderPage({ url: `/freelancer/ganhos?mes=${addMonths(currentMonth(), 2)}` });
    expect(await screen.findByRole('heading', { level: 2, name: monthLabel(currentMonth()) })).toBeVisible();
    expect(reads()).toEqual([`/api/freelancer/earnings?month=${currentMonth()}`]);
  });

  it('is refreshed by payout.changed', () => {
    expect(queryKeysFor({ type: 'payout.changed', ids: {} })).toContainEqual(earningsKeys.all);
  });
});
