import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { buildPayment } from './payment-fixture';
import { PixCharge } from './pix-charge';
import { recordToasts } from '@/test/toasts';

recordToasts();

const PAYMENT = buildPayment({ expires_at: new Date(Date.now() + (23 * 60 + 59.5) * 60_000).toISOString() });

describe('PixCharge', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows the QR code, the amount, the time left and the provider page', () => {
    render(<PixCharge payment={PAYMENT} />);
    expect(screen.getByRole('img', { name: 'QR Code PIX' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByText('R$ 45,00')).toBeVisible();
    expect(screen.getByText('Expira em 23h 59min')).toBeVisible();
    expect(screen.getByLabelText('PIX copia e cola')).toHaveValue(PAYMENT.pix_payload);
    expect(screen.getByRole('link', { name: /Abrir página da cobrança/ })).toHaveAttribute('href', '/dev/pix/p1');
  });

  it('copies the PIX code and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<PixCharge payment={PAYMENT} />);
    await user.click(screen.getByRole('button', { name: 'Copiar código PIX' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Código PIX copiado!'));
    expect(writeText).toHaveBeenCalledWith(PAYMENT.pix_payload);
  });

  it('says when the charge has expired', () => {
    render(<PixCharge payment={{ ...PAYMENT, expires_at: new Date(Date.now() - 1000).toISOString() }} />);
    expect(screen.getByText('Cobrança expirada')).toBeVisible();
  });
});
