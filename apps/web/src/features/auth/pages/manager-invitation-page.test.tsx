import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagerInvitationView } from '@vamos/shared/schemas/managers';
import { meQueryKey, type Me } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { recordToasts } from '@/test/toasts';
import { ManagerInvitationPage } from './manager-invitation-page';

recordToasts();

const TOKEN = 'abc123';
const INVALID =
  'Este convite não vale mais: ele expirou, foi cancelado ou já foi usado. Peça um novo convite à empresa.';

const manager: Me = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'bia@buffet.com.br',
  role: 'contractor',
  full_name: 'Bia Ramos',
  avatar_url: null,
  company_id: '00000000-0000-4000-8000-000000000001',
  company_role: 'manager',
  company_name: 'Buffet Sol',
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Sent = { url: string; body: unknown };

/**
 * /convite-gerente?token= over the API: the invitation's view (or its refusal), and the acceptance
 * recorded and answered by `accept` (the manager and their session, unless told otherwise).
 */
function renderPage(
  view: ManagerInvitationView | Response,
  { path = `/convite-gerente?token=${TOKEN}`, accept }: { path?: string; accept?: () => Response } = {},
) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') return view instanceof Response ? view : json(view);
    sent.push({ url, body: JSON.parse(String(init?.body)) as unknown });
    return accept ? accept() : json({ user: manager });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/convite-gerente', element: <ManagerInvitationPage /> },
      { path: '/contractor/jobs', element: <h1>Minhas Vagas</h1> },
      { path: '/', element: <h1>Início</h1> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { sent, client, fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the invitation to be a manager', () => {
  it('creates the login of a new manager, signs them in and takes them to the contractor area', async () => {
    const { sent, client, user } = renderPage({
      company_name: 'Buffet Sol',
      email: 'bia@buffet.com.br',
      has_account: false,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buffet Sol convidou você para ser gerente' }),
    ).toBeVisible();
    expect(screen.getByText('bia@buffet.com.br')).toBeVisible();
    expect(screen.getByText('A senha precisa ter:')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByText('Nome obrigatório')).toBeVisible();
    expect(screen.getByText('Senha obrigatória')).toBeVisible();
    expect(screen.getByText('Confirmação de senha obrigatória')).toBeVisible();

    await user.type(screen.getByLabelText('Nome completo'), 'Bia Ramos');
    await user.type(screen.getByLabelText('Senha'), 'SenhaForte1');
    await user.type(screen.getByLabelText('Confirmar senha'), 'SenhaForte2');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByText('Senhas não coincidem')).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Confirmar senha'));
    await user.type(screen.getByLabelText('Confirmar senha'), 'SenhaForte1');
    // A new login accepts the terms, as a signup does.
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByText('Termos de uso obrigatórios')).toBeVisible();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito os Termos de uso/ }));
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Minhas Vagas' })).toBeVisible();
    expect(sent).toEqual([
      {
        url: `/api/manager-invitations/${TOKEN}/accept`,
        body: { full_name: 'Bia Ramos', password: 'SenhaForte1', terms: true },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Você agora é gerente de Buffet Sol.');
    expect(client.getQueryData(meQueryKey)).toEqual(manager);
  });

  it('asks only the password of an e-mail that has a manager’s login, and shows a wrong one', async () => {
    let wrong = true;
    const { sent, user } = renderPage(
      { company_name: 'Buffet Sol', email: 'bia@buffet.com.br', has_account: true },
      {
        accept: () =>
          wrong
            ? json({ error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' } }, 401)
            : json({ user: manager }),
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Buffet Sol convidou você para ser gerente' });
    expect(screen.queryByLabelText('Nome completo')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirmar senha')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Senha'), 'Errada123');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');

    wrong = false;
    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), 'SenhaForte1');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Minhas Vagas' })).toBeVisible();
    expect(sent.at(-1)).toEqual({ url: `/api/manager-invitations/${TOKEN}/accept`, body: { password: 'SenhaForte1' } });
  });

  it('shows the server’s message for a link that no longer works, with the way home', async () => {
    renderPage(json({ error: { code: 'MANAGER_INVITATION_INVALID', message: INVALID } }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server without a token', async () => {
    const { fetchMock } = renderPage(
      { company_name: 'Buffet Sol', email: 'x@y.com', has_account: false },
      {
        path: '/convite-gerente',
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
