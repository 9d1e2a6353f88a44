import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@vamos/shared/schemas/payments';
import { toast } from '@/lib/toast';
import { buildPayment } from '@/components/payments/payment-fixture';
import { SubscriptionPage } from './subscription-page';
import { recordToasts } from '@/test/toasts';

recordToasts();

const PROFILE = {
  id: 'c1',
  email: 'joao@buffet.com',
  user_type: 'contractor',
  full_name: 'João Pereira',
  cpf: '52998224725',
  phone: null,
  position: null,
  description: null,
  address: null,
  avatar_url: null,
  company_name: 'Buffet',
  company_legal_name: null,
  company_sector: null,
  cnpj: null,
  company_phone: null,
  company_email: null,
  company_logo_url: null,
  updated_at: '2026-05-01T12:00:00.000Z',
};

const FREE = { plan_id: 'free', started_at: null, expires_at: null, pending_payment: null, next_free_top_up: null };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The contractor's page on the free plan; 'Assinar' answers `charge`. */
function renderPage(charge: Payment) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/subscription') return json(FREE);
      if (url === '/api/wallet') return json({ credits: 2 });
      if (url === '/api/profile') return json(PROFILE);
      if (url === '/api/config') return json({ supportWhatsapp: '5511999999999' });
      if (url === '/api/payments/plans' && init?.method === 'POST') return json(charge, 201);
      if (url === `/api/payments/${charge.id}`) return json(charge);
      return json({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } }, 404);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SubscriptionPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function subscribeToStarter(user: ReturnType<typeof userEvent.setup>) {
  const starter = await screen.findByRole('group', { name: 'Starter' });
  const button = within(starter).getByRole('button', { name: 'Assinar' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

/** Every toast the page raised, as [kind, title]. */
function toasts(): [string, unknown][] {
  return (['success', 'info', 'error'] as const).flatMap((kind) =>
    vi.mocked(toast[kind]).mock.calls.map(([title]) => [kind, title] as [string, unknown]),
  );
}

describe('SubscriptionPage: "Assinar" says what happened to the payment', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('a charge waiting for its PIX is "em processamento", never "processado"', async () => {
    const user = renderPage(
      buildPayment({ kind: 'plan', product_id: 'basico', product_name: 'Plano Starter', quantity: 30 }),
    );
    await subscribeToStarter(user);
    await waitFor(() => expect(toasts()).toEqual([['info', 'Pagamento em processamento. Aguarde a confirmação.']]));
    expect(await screen.findByRole('dialog', { name: 'Pagamento em Processamento' })).toBeVisible();
  });

  it('only a confirmed payment is a success', async () => {
    const confirmed = buildPayment({
      kind: 'plan',
      product_id: 'basico',
      product_name: 'Plano Starter',
      quantity: 30,
      status: 'confirmed',
      confirmed_at: '2026-05-01T12:01:00.000Z',
    });
    const user = renderPage(confirmed);
    await subscribeToStarter(user);
    await waitFor(() =>
      expect(toasts()).toContainEqual(['success', 'Pagamento aprovado! Sua assinatura foi ativada.']),
    );
    expect(toasts().map(([, title]) => title)).not.toContain('Pagamento processado!');
  });
});
