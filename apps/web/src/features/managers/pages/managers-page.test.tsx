import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Manager, ManagerInvitation, ManagersResponse } from '@vamos/shared/schemas/managers';
import { toast } from '@/lib/toast';
import { recordToasts } from '@/test/toasts';
import { ManagersPage } from './managers-page';

recordToasts();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);

const ana: Manager = {
  user_id: '00000000-0000-4000-8000-000000000001',
  full_name: 'Ana Souza',
  email: 'ana.souza@buffet.com.br',
  joined_at: '2026-11-03T15:00:00.000Z',
};

const invitation: ManagerInvitation = {
  id: '00000000-0000-4000-8000-0000000000a1',
  email: 'bruno@buffet.com.br',
  sent_at: '2026-11-20T15:00:00.000Z',
  expires_at: '2026-11-27T15:00:00.000Z',
};

type Write = { url: string; method: string; body?: unknown };

/**
 * The page over GET /api/contractor/managers; every write is recorded and answered by `answer`
 * (201 with the invitation of the e-mail sent, or 204, unless told otherwise).
 */
function renderPage(data: ManagersResponse, answer?: (write: Write) => Response | undefined) {
  const writes: Write[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json(data);
      const write: Write = { url, method, ...(init?.body ? { body: JSON.parse(String(init.body)) as unknown } : {}) };
      writes.push(write);
      const custom = answer?.(write);
      if (custom) return custom;
      if (method === 'POST') {
        const { email } = write.body as { email: string };
        return json({ invitation: { ...invitation, id: crypto.randomUUID(), email } }, 201);
      }
      return new Response(null, { status: 204 });
    }),
  );
  const router = createMemoryRouter([{ path: '/contractor/gerentes', element: <ManagersPage /> }], {
    initialEntries: ['/contractor/gerentes'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { writes, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('Gerentes', () => {
  it('says what a manager does, and lists the managers and the open invitations', async () => {
    renderPage({ managers: [ana], invitations: [invitation] });
    expect(screen.getByRole('heading', { level: 1, name: 'Gerentes' })).toBeVisible();
    expect(
      screen.getByText(
        'Gerentes publicam e editam vagas, aprovam candidatos, concluem serviços e avaliam em nome da empresa. Só você compra planos, vê pagamentos e gerencia gerentes.',
      ),
    ).toBeVisible();
    const managers = await screen.findByRole('list', { name: 'Gerentes da empresa' });
    const row = within(within(managers).getByRole('listitem', { name: 'Ana Souza' }));
    expect(row.getByText('ana.souza@buffet.com.br')).toBeVisible();
    expect(row.getByText('Desde 03/11/2026')).toBeVisible();
    const invitations = screen.getByRole('list', { name: 'Convites pendentes' });
    const pending = within(within(invitations).getByRole('listitem', { name: 'Convite para bruno@buffet.com.br' }));
    expect(pending.getByText('Enviado em 20/11')).toBeVisible();
    expect(pending.getByText('Vale até 27/11')).toBeVisible();
    expect(pending.getByRole('button', { name: 'Reenviar convite para bruno@buffet.com.br' })).toBeVisible();
    expect(pending.getByRole('button', { name: 'Cancelar convite para bruno@buffet.com.br' })).toBeVisible();
  });

  it('says so when there is no manager and no invitation', async () => {
    renderPage({ managers: [], invitations: [] });
    expect(await screen.findByText('Nenhum gerente ainda.')).toBeVisible();
    expect(screen.getByText('Nenhum convite pendente.')).toBeVisible();
  });

  it('invites by e-mail, says it was sent and empties the field', async () => {
    const { writes, user } = renderPage({ managers: [], invitations: [] });
    const email = screen.getByLabelText('E-mail do gerente');
    await user.type(email, 'carla@buffet.com.br');
    await user.click(screen.getByRole('button', { name: 'Convidar gerente' }));
    await vi.waitFor(() =>
      expect(writes).toEqual([
        { url: '/api/contractor/managers/invitations', method: 'POST', body: { email: 'carla@buffet.com.br' } },
      ]),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Convite enviado para carla@buffet.com.br.'));
    expect(email).toHaveValue('');
  });

  it('checks the e-mail before sending it', async () => {
    const { writes, user } = renderPage({ managers: [], invitations: [] });
    await user.type(screen.getByLabelText('E-mail do gerente'), 'carla');
    await user.click(screen.getByRole('button', { name: 'Convidar gerente' }));
    expect(await screen.findByText('E-mail inválido')).toBeVisible();
    expect(screen.getByLabelText('E-mail do gerente')).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
  });

  it('shows the server’s refusal of the e-mail under the field, and any other in a toast', async () => {
    const unavailable =
      'Este e-mail já é de uma conta de freelancer ou de empresa no Vamos Trabalhar. Convide outro e-mail.';
    const limit = 'Sua empresa pode ter até 10 gerentes, contando os convites pendentes.';
    let answer = refusal(409, 'MANAGER_EMAIL_UNAVAILABLE', unavailable);
    const { user } = renderPage({ managers: [], invitations: [] }, () => answer);
    const email = screen.getByLabelText('E-mail do gerente');
    await user.type(email, 'maria@freelancer.com.br');
    await user.click(screen.getByRole('button', { name: 'Convidar gerente' }));
    expect(await screen.findByText(unavailable)).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(toast.error).not.toHaveBeenCalled();

    answer = refusal(409, 'MANAGER_LIMIT', limit);
    await user.clear(email);
    await user.type(email, 'outra@buffet.com.br');
    await user.click(screen.getByRole('button', { name: 'Convidar gerente' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Não foi possível enviar o convite', { description: limit }),
    );
  });

  it('removes a manager only once confirmed', async () => {
    const { writes, user } = renderPage({ managers: [ana], invitations: [] });
    await user.click(await screen.findByRole('button', { name: 'Remover Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Ana Souza?' });
    expect(within(dialog).getByText('Ana Souza perde o acesso à empresa na hora.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remover Ana Souza' }));
    const again = await screen.findByRole('dialog', { name: 'Remover Ana Souza?' });
    await user.click(within(again).getByRole('button', { name: 'Remover' }));
    await vi.waitFor(() =>
      expect(writes).toEqual([{ url: `/api/contractor/managers/${ana.user_id}`, method: 'DELETE' }]),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ana Souza não é mais gerente da empresa.'));
  });

  it('sends an invitation again to the same e-mail, and cancels one', async () => {
    const { writes, user } = renderPage({ managers: [], invitations: [invitation] });
    await user.click(await screen.findByRole('button', { name: 'Reenviar convite para bruno@buffet.com.br' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Convite enviado para bruno@buffet.com.br.'));
    await user.click(screen.getByRole('button', { name: 'Cancelar convite para bruno@buffet.com.br' }));
    await vi.waitFor(() =>
      expect(writes).toEqual([
        { url: '/api/contractor/managers/invitations', method: 'POST', body: { email: 'bruno@buffet.com.br' } },
        { url: `/api/contractor/managers/invitations/${invitation.id}`, method: 'DELETE' },
      ]),
    );
  });
});
