import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { coinPackageById } from '@vamos/shared/pricing';
import { buildPayment } from '@/components/payments/payment-fixture';
import { PurchaseDialog } from './purchase-dialog';
import { recordToasts } from '@/test/toasts';

recordToasts();

const PRO = coinPackageById('pro');
const PAYMENT = buildPayment();

const PROFILE = {
  id: 'u1',
  email: 'maria@exemplo.com',
  user_type: 'freelancer',
  full_name: 'Maria da Silva',
  cpf: '52998224725',
  phone: null,
  position: null,
  description: null,
  address: null,
  avatar_url: null,
  company_name: null,
  company_legal_name: null,
  company_sector: null,
  cnpj: null,
  company_phone: null,
  company_email: null,
  company_logo_url: null,
  updated_at: '2026-05-01T12:00:00.000Z',
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** GET /api/profile answers `profile`; POST /api/payments/coins answers `purchase`. */
function stubApi(profile: Record<string, unknown> | null, purchase: () => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/profile')
      return profile ? json(profile) : json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    if (url === '/api/payments/coins' && init?.method === 'POST') return purchase();
    return json({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onCreated = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <PurchaseDialog pkg={PRO ?? null} onOpenChange={onOpenChange} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onCreated, onOpenChange };
}

describe('PurchaseDialog', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('checks name, e-mail and CPF with the spec messages before any call', async () => {
    const fetchMock = stubApi(null, () => json(PAYMENT, 201));
    const { user } = renderDialog();
    await screen.findByRole('dialog', { name: 'Comprar pacote PRO' });

    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeVisible();
    expect(screen.getByText('Email é obrigatório')).toBeVisible();
    expect(screen.getByText('CPF é obrigatório')).toBeVisible();
    expect(toast.error).toHaveBeenCalledWith('Erro ao processar pagamento', {
      description: 'Dados do cliente incompletos. Nome, email e CPF são obrigatórios.',
    });

    await user.type(screen.getByLabelText('Nome completo'), 'Maria da Silva');
    await user.type(screen.getByLabelText('E-mail'), 'maria@exemplo');
    await user.type(screen.getByLabelText('CPF'), '123456');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    expect(await screen.findByText('Email inválido')).toBeVisible();
    expect(screen.getByText('CPF deve conter 11 dígitos')).toBeVisible();

    await user.clear(screen.getByLabelText('CPF'));
    await user.type(screen.getByLabelText('CPF'), '11111111111');
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    expect(await screen.findByText('CPF inválido')).toBeVisible();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/payments/coins')).toHaveLength(0);
  });

  it('fills the buyer from the profile, sends the CPF digits and hands the charge over', async () => {
    const fetchMock = stubApi(PROFILE, () => json(PAYMENT, 201));
    const { user, onCreated } = renderDialog();
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25'));
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Maria da Silva');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@exemplo.com');

    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(PAYMENT));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/payments/coins');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      package_id: 'pro',
      customer: { name: 'Maria da Silva', email: 'maria@exemplo.com', cpf: '52998224725' },
    });
    // A charge to pay is no success yet: 'Pagamento criado!' says what to do, as news, not as done.
    expect(toast.info).toHaveBeenCalledWith('Pagamento criado!', {
      description: 'Pague o PIX para receber suas moedas.',
    });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a charge the provider confirmed at once says the coins arrived, and asks for no PIX', async () => {
    const confirmed = { ...PAYMENT, status: 'confirmed', confirmed_at: '2026-05-01T12:01:00.000Z' };
    stubApi(PROFILE, () => json(confirmed, 201));
    const { user, onCreated } = renderDialog();
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25'));
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Pagamento Confirmado!', {
      id: `confirmed-${PAYMENT.id}`,
      description: '50 moedas foram adicionadas ao seu saldo.',
    });
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('shows the server field messages and the error toast', async () => {
    stubApi(PROFILE, () =>
      json(
        {
          error: {
            code: 'VALIDATION',
            message: 'Dados inválidos. Verifique as informações e tente novamente.',
            fields: { 'customer.cpf': 'CPF inválido' },
          },
        },
        400,
      ),
    );
    const { user, onCreated } = renderDialog();
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25'));
    await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    expect(await screen.findByText('CPF inválido')).toBeVisible();
    expect(toast.error).toHaveBeenCalledWith('Erro ao processar pagamento', {
      description: 'Dados inválidos. Verifique as informações e tente novamente.',
    });
    expect(onCreated).not.toHaveBeenCalled();
  });
});
