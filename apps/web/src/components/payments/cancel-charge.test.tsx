import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import type { Payment } from '@vamos/shared/schemas/payments';
import { paymentsKeys } from '@/api/payments';
import { CancelChargeButton, useCancelCharge, type CancelChargeTexts } from './cancel-charge';
import { buildPayment } from './payment-fixture';
import { recordToasts } from '@/test/toasts';

recordToasts();

const PAYMENT = buildPayment({ kind: 'plan', product_id: 'basico', product_name: 'Plano Starter', quantity: 30 });

const TEXTS: CancelChargeTexts = {
  question: 'Desistir?',
  confirm: 'Desistir',
  warning: (payment) => <p>{payment.product_name} será cancelado.</p>,
  cancelled: 'Cancelado.',
  failed: 'Falhou',
  failedFallback: 'Sem resposta',
  confirmedDescription: (payment) => `${payment.quantity} créditos`,
};

const OWN_KEY = ['own-charge'] as const;

/** Like the coins card: the call is held above the charge, which goes away once cancelled. */
function Harness({ payment }: { payment: Payment | null }) {
  const cancel = useCancelCharge({ invalidates: [OWN_KEY], texts: TEXTS });
  return payment ? <CancelChargeButton payment={payment} cancel={cancel} /> : <p>Nada pendente</p>;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderButton(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <Harness payment={PAYMENT} />
    </QueryClientProvider>,
  );
  return { client, fetchMock, invalidate, user: userEvent.setup() };
}

describe('CancelChargeButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks first; "Voltar" keeps the charge', async () => {
    const { fetchMock, user } = renderButton(() => json({ payment: PAYMENT, changed: false }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const question = await screen.findByRole('dialog', { name: 'Desistir?' }); // the dialog loads on the tap
    expect(question).toHaveTextContent('Plano Starter será cancelado.');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cancels, says so, and refetches what shows the charge', async () => {
    const cancelled = { ...PAYMENT, status: 'cancelled' as const };
    const { client, fetchMock, invalidate, user } = renderButton(() => json({ payment: cancelled, changed: true }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Desistir' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Cancelado.'));
    expect(fetchMock).toHaveBeenCalledWith('/api/payments/p1/cancel', expect.objectContaining({ method: 'POST' }));
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: OWN_KEY });
    expect(client.getQueryData(paymentsKeys.detail('p1'))).toEqual(cancelled);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the charge was confirmed when it was paid meanwhile', async () => {
    const { user } = renderButton(() => json({ payment: { ...PAYMENT, status: 'confirmed' }, changed: true }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Desistir' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pagamento Confirmado!', {
        id: 'confirmed-p1',
        description: '30 créditos',
      }),
    );
  });

  it("shows the server's message when cancelling fails", async () => {
    const { user } = renderButton(() =>
      json({ error: { code: 'PAYMENT_NOT_FOUND', message: 'Pagamento não encontrado.' } }, 404),
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Desistir' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Falhou', { description: 'Pagamento não encontrado.' }),
    );
  });

  it('falls back to its own line when the answer cannot be read', async () => {
    const { user } = renderButton(() => json({ unexpected: true }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Desistir' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Falhou', { description: 'Sem resposta' }));
  });
});
