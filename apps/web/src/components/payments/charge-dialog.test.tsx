import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@vamos/shared/schemas/payments';
import { ChargeDialog, type ChargeDialogTexts } from './charge-dialog';
import { buildPayment } from './payment-fixture';

const PAYMENT = buildPayment({ expires_at: new Date(Date.now() + 60 * 60_000).toISOString() });

const TEXTS: ChargeDialogTexts = {
  confirmedTitle: 'Pago!',
  confirmedDescription: (payment) => `${payment.quantity} itens`,
  pendingTitle: 'Pague',
  pendingDescription: 'Use o app do banco.',
  check: 'Conferir',
  closedTitle: (payment) => (payment.status === 'expired' ? 'Expirou' : 'Encerrada'),
  closedDescription: 'Gere outra.',
};

/** The server answers GET /api/payments/p1 with `payment` (the dialog follows the charge live). */
function renderDialog(payment: Payment, { checking = false } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(payment), { headers: { 'content-type': 'application/json' } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onCheck = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ChargeDialog payment={payment} texts={TEXTS} checking={checking} onCheck={onCheck} onOpenChange={vi.fn()} />
    </QueryClientProvider>,
  );
  return { onCheck, user: userEvent.setup() };
}

describe('ChargeDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a pending charge with its PIX code and checks it on request', async () => {
    const { onCheck, user } = renderDialog(PAYMENT);
    const dialog = await screen.findByRole('dialog', { name: 'Pague' });
    expect(dialog).toHaveTextContent('Use o app do banco.');
    expect(screen.getByLabelText('PIX copia e cola')).toHaveValue(PAYMENT.pix_payload);
    await user.click(screen.getByRole('button', { name: 'Conferir' }));
    expect(onCheck).toHaveBeenCalledExactlyOnceWith('p1');
  });

  it('locks the check button while the check runs', async () => {
    renderDialog(PAYMENT, { checking: true });
    await screen.findByRole('dialog', { name: 'Pague' });
    expect(screen.getByRole('button', { name: 'Verificando...' })).toBeDisabled();
  });

  it('says what the user got once confirmed', async () => {
    renderDialog({ ...PAYMENT, status: 'confirmed' });
    const dialog = await screen.findByRole('dialog', { name: 'Pago!' });
    expect(dialog).toHaveTextContent('50 itens');
    expect(screen.queryByLabelText('PIX copia e cola')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Fechar' }).length).toBeGreaterThan(0);
  });

  it('names the end of a charge that can no longer be paid', async () => {
    renderDialog({ ...PAYMENT, status: 'expired' });
    const dialog = await screen.findByRole('dialog', { name: 'Expirou' });
    expect(dialog).toHaveTextContent('Gere outra.');
  });
});
