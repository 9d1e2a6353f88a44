import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalResult } from '@vamos/shared/schemas/applications';
import type { ShiftFunding } from '@vamos/shared/schemas/guaranteed-pay';
import type { ContractorJobDetail, JobApplication } from '@vamos/shared/schemas/job-views';
import { buildPayment } from '@/components/payments/payment-fixture';
import { queryKeysFor } from '@/lib/realtime';
import { toast } from '@/lib/toast';
import { recordToasts } from '@/test/toasts';
import { contractorJobsKeys } from '../api/query-keys';
import '../api/get-contractor-job';
import { CandidatesSection } from './candidates-section';
import { FundingDialog } from './funding-dialog';

/** 'Pagar vaga por PIX' (guaranteed pay, decision 0042): approving, paying, cancelling a held place. */

recordToasts();
afterEach(() => vi.unstubAllGlobals());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Maria's place on job j1 (R$ 150,00 + R$ 15,00 of fee), held for its PIX charge. */
function funding(overrides: Partial<ShiftFunding> = {}): ShiftFunding {
  const holdEnds = inMinutes(29.5);
  return {
    status: 'awaiting',
    value_cents: 15_000,
    fee_cents: 1_500,
    total_cents: 16_500,
    hold_expires_at: holdEnds,
    paid_at: null,
    released_at: null,
    payout_id: null,
    shift_id: 'a1',
    job_id: 'j1',
    freelancer_name: 'Maria da Silva',
    payment: buildPayment({
      id: 'p9',
      kind: 'shift',
      product_id: 'a1',
      product_name: 'Garçom',
      amount_cents: 16_500,
      quantity: 1,
      expires_at: holdEnds,
      invoice_url: '/dev/pix/p9',
    }),
    ...overrides,
  };
}

/** The place once the bank confirmed its charge. */
function paid(): ShiftFunding {
  const held = funding({ status: 'held', paid_at: new Date().toISOString() });
  return {
    ...held,
    payment: { ...held.payment, status: 'confirmed', pix_payload: null, qr_code_png_base64: null },
  };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Route = (method: string, path: string) => Response | undefined;

/** The API answering with `route` (404 otherwise), recording each call as 'METHOD /path'. */
function serve(route: Route) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${input}`);
      return route(method, input) ?? json({ error: { code: 'NOT_FOUND', message: 'Não encontrado.' } }, 404);
    }),
  );
  return calls;
}

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The amounts of the dialog's summary, as read (no-break spaces as spaces). */
function summaryOf(dialog: HTMLElement): [string, string][] {
  return within(dialog)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', (term.nextElementSibling?.textContent ?? '').replace(/\u00a0/g, ' ')]);
}

function application(overrides: Partial<JobApplication> = {}): JobApplication {
  return {
    id: 'a1',
    status: 'pending',
    application_cost: 15,
    applied_at: '2026-11-20T12:00:00.000Z',
    approved_at: null,
    decided_at: null,
    rejection_reason: null,
    can: { approve: true, reject: true, mark_no_show: false, reserve: false },
    presence: { confirmed_at: null, checked_in_at: null, checked_out_at: null, unconfirmed: false },
    pay: null,
    freelancer: {
      id: 'f1',
      full_name: 'Maria da Silva',
      avatar_url: null,
      position: 'Garçom',
      description: null,
      contact: null,
      rating: { average_rating: null, total_evaluations: 0 },
      reliability: { attendance_percent: null, shifts: 0 },
      team: { in_team: false, blocked: false },
    },
    ...overrides,
  };
}

function renderSection(candidate: JobApplication) {
  const job = {
    id: 'j1',
    title: 'Garçom',
    service_date: '2099-12-12',
    company: 'Bar do João',
    salary_cents: 15_000,
    guaranteed_pay: true,
    guaranteed_fee_cents: 1_500,
    approved_count: 0,
    required_people: 1,
    applications: [candidate],
  } as unknown as ContractorJobDetail;
  render(
    <QueryClientProvider client={newClient()}>
      <MemoryRouter>
        <CandidatesSection job={job} credits={3} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

function renderDialog(initial?: ShiftFunding) {
  const client = newClient();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <FundingDialog open onOpenChange={onOpenChange} shiftId="a1" initial={initial} />
    </QueryClientProvider>,
  );
  return { client, onOpenChange, user: userEvent.setup() };
}

describe("'Pagar vaga por PIX'", { timeout: 20_000 }, () => {
  it('approving on a guaranteed-pay job says what is paid, then shows the place’s PIX charge', async () => {
    const approval: ApprovalResult = {
      job_filled: true,
      approved_count: 1,
      required_people: 1,
      application_cost: 15,
      message: 'Freelancer aprovado! Aguardando o pagamento da vaga.',
      funding: funding(),
    };
    const calls = serve((method, path) => {
      if (method === 'POST' && path === '/api/contractor/applications/a1/approve') return json(approval);
      if (method === 'GET' && path === '/api/contractor/shift-pay/a1') return json(funding());
      return undefined;
    });
    const user = renderSection(application());

    await user.click(screen.getByRole('button', { name: 'Aprovar Maria da Silva' }));
    const question = await screen.findByRole('dialog', { name: 'Aprovar Maria da Silva?' });
    expect(question).toHaveTextContent(
      'Pagamento garantido: em seguida você paga R$ 165,00 por PIX (R$ 150,00 do valor + R$ 15,00 de taxa de serviço). O lugar fica reservado por 30 minutos até o pagamento',
    );
    await user.click(within(question).getByRole('button', { name: 'Aprovar e pagar R$\u00a0165,00 por PIX' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pagar vaga por PIX' });
    expect(calls).toContain('POST /api/contractor/applications/a1/approve');
    expect(dialog).toHaveAccessibleDescription(/^O lugar fica reservado por 30 minutos\./);
    expect(summaryOf(dialog)).toEqual([
      ['Freelancer', 'Maria da Silva'],
      ['Valor', 'R$ 150,00'],
      ['Taxa de serviço', 'R$ 15,00'],
      ['Total', 'R$ 165,00'],
    ]);
    expect(within(dialog).getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    expect(within(dialog).getByLabelText('PIX copia e cola')).toHaveValue('00020126580014br.gov.bcb.pix');
    expect(within(dialog).getByRole('button', { name: 'Copiar código PIX' })).toBeEnabled();
    expect(within(dialog).getByText('Expira em 29min')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: /Abrir página de pagamento/ })).toHaveAttribute(
      'href',
      '/dev/pix/p9',
    );
    expect(within(dialog).getByRole('button', { name: 'Já paguei' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar pagamento' })).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("'Já paguei' asks the bank: still unpaid it says so; paid, the dialog says 'Pagamento confirmado'", async () => {
    let answer = funding();
    const calls = serve((method, path) =>
      method === 'POST' && path === '/api/contractor/shift-pay/a1/check' ? json(answer) : json(funding()),
    );
    const { user } = renderDialog(funding());
    const dialog = await screen.findByRole('dialog', { name: 'Pagar vaga por PIX' });

    await user.click(within(dialog).getByRole('button', { name: 'Já paguei' }));
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith('Pagamento ainda pendente', {
        description: 'Tente novamente em alguns minutos',
      }),
    );

    answer = paid();
    await user.click(within(dialog).getByRole('button', { name: 'Já paguei' }));
    const confirmed = await screen.findByRole('dialog', { name: 'Pagamento confirmado' });
    expect(confirmed).toHaveTextContent(
      'A aprovação de Maria da Silva está confirmada. O valor fica retido e é pago ao freelancer por PIX até 24 h após o turno.',
    );
    expect(within(confirmed).queryByRole('img', { name: 'QR Code PIX' })).toBeNull();
    expect(calls.filter((call) => call === 'POST /api/contractor/shift-pay/a1/check')).toHaveLength(2);
  });

  it("turns to 'Pagamento confirmado' by itself when the payment is heard of (realtime), and the job refetches", async () => {
    let current = funding();
    serve((method, path) => (method === 'GET' && path === '/api/contractor/shift-pay/a1' ? json(current) : undefined));
    const { client } = renderDialog(funding());
    await screen.findByRole('dialog', { name: 'Pagar vaga por PIX' });

    current = paid();
    const stale = queryKeysFor({ type: 'payment.changed', ids: {} });
    expect(stale).toContainEqual(contractorJobsKeys.all);
    await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
    expect(await screen.findByRole('dialog', { name: 'Pagamento confirmado' })).toBeVisible();
  });

  it("'Cancelar pagamento' asks first ('Voltar' keeps it), then frees the place", async () => {
    const calls = serve((method, path) => {
      if (method === 'DELETE' && path === '/api/contractor/shift-pay/a1/hold')
        return new Response(null, { status: 204 });
      if (method === 'GET' && path === '/api/contractor/shift-pay/a1') return json(funding());
      return undefined;
    });
    const { onOpenChange, user } = renderDialog(funding());
    const dialog = await screen.findByRole('dialog', { name: 'Pagar vaga por PIX' });

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pagamento' }));
    const question = await screen.findByRole('dialog', { name: 'Cancelar pagamento?' });
    expect(question).toHaveTextContent(
      'A aprovação de Maria da Silva é desfeita, a cobrança PIX deixa de valer e o lugar fica livre de novo: a candidatura volta para pendente.',
    );
    await user.click(within(question).getByRole('button', { name: 'Voltar' }));
    const back = await screen.findByRole('dialog', { name: 'Pagar vaga por PIX' });
    expect(calls).not.toContain('DELETE /api/contractor/shift-pay/a1/hold');

    await user.click(within(back).getByRole('button', { name: 'Cancelar pagamento' }));
    const again = await screen.findByRole('dialog', { name: 'Cancelar pagamento?' });
    await user.click(within(again).getByRole('button', { name: 'Cancelar pagamento' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pagamento cancelado', {
        description: 'O lugar foi liberado e a candidatura de Maria da Silva voltou para pendente.',
      }),
    );
    expect(calls).toContain('DELETE /api/contractor/shift-pay/a1/hold');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says the server's reason when the place can no longer be cancelled", async () => {
    serve((method) =>
      method === 'DELETE'
        ? json({ error: { code: 'SHIFT_PAY_NOT_AWAITING', message: 'Este pagamento não está mais aguardando.' } }, 409)
        : json(funding()),
    );
    const { user } = renderDialog(funding());
    const dialog = await screen.findByRole('dialog', { name: 'Pagar vaga por PIX' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pagamento' }));
    const question = await screen.findByRole('dialog', { name: 'Cancelar pagamento?' });
    await user.click(within(question).getByRole('button', { name: 'Cancelar pagamento' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Não foi possível cancelar o pagamento', {
        description: 'Este pagamento não está mais aguardando.',
      }),
    );
  });

  it("'Pagar' on a candidate awaiting payment reads the charge again and shows it", async () => {
    const calls = serve((method, path) =>
      method === 'GET' && path === '/api/contractor/shift-pay/a1' ? json(funding()) : undefined,
    );
    const awaiting = funding();
    const user = renderSection(
      application({
        status: 'awaiting_payment',
        can: { approve: false, reject: false, mark_no_show: false, reserve: false },
        pay: {
          status: 'awaiting',
          value_cents: awaiting.value_cents,
          fee_cents: awaiting.fee_cents,
          total_cents: awaiting.total_cents,
          hold_expires_at: '2099-12-01T17:32:00',
          paid_at: null,
          released_at: null,
          payout_id: null,
        },
      }),
    );
    const card = screen.getByRole('listitem', { name: 'Maria da Silva' });
    expect(within(card).getAllByText('Aguardando pagamento')).toHaveLength(1);
    expect(card).toHaveTextContent('Lugar reservado até 17:32 para o pagamento.');
    expect(within(card).getByRole('button', { name: 'Cancelar pagamento de Maria da Silva' })).toBeEnabled();

    await user.click(within(card).getByRole('button', { name: 'Pagar vaga de Maria da Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar vaga por PIX' });
    expect(await within(dialog).findByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    expect(calls).toContain('GET /api/contractor/shift-pay/a1');
  });
});
