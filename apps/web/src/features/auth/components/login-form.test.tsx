import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { LoginForm } from './login-form';
import { recordToasts } from '@/test/toasts';

recordToasts();

const WRONG_PASSWORD = { status: 401, code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' };

function renderForm(refusal: { status: number; code: string; message: string } = WRONG_PASSWORD) {
  const fetchMock = vi.fn(async () =>
    Response.json({ error: { code: refusal.code, message: refusal.message } }, { status: refusal.status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <LoginForm /> }])} />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('LoginForm', () => {
  it('checks on submit with the shared schema, focuses the first wrong field and sends nothing', async () => {
    const { fetchMock, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Por favor, preencha todos os campos.')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledWith('Campos obrigatórios', {
      description: 'Por favor, preencha todos os campos.',
    });

    // After a submit, each change is checked again.
    await user.type(screen.getByLabelText('E-mail'), 'maria');
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), '@teste.com.br');
    await waitFor(() => expect(screen.queryByText('E-mail inválido')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed, lower-cased e-mail and shows the server’s refusal', async () => {
    const { fetchMock, user } = renderForm();
    await user.type(screen.getByLabelText('E-mail'), '  Maria@Teste.com.br ');
    await user.type(screen.getByLabelText('Senha'), 'SenhaErrada1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail ou senha incorretos.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'maria@teste.com.br', password: 'SenhaErrada1' });
  });

  it('tells a removed manager their access ended, in the server’s words', async () => {
    const { user } = renderForm({
      status: 403,
      code: 'MANAGER_REMOVED',
      message: 'Seu acesso de gerente foi encerrado pela empresa.',
    });
    await user.type(screen.getByLabelText('E-mail'), 'gerente@teste.com.br');
    await user.type(screen.getByLabelText('Senha'), 'SenhaForte1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seu acesso de gerente foi encerrado pela empresa.');
  });

  it('tells a suspended person their account is suspended, with the support e-mail', async () => {
    const message = 'Sua conta está suspensa. Fale com o suporte: suporte@vamostrabalhar.com.br';
    const { user } = renderForm({ status: 403, code: 'ACCOUNT_SUSPENDED', message });
    await user.type(screen.getByLabelText('E-mail'), 'suspensa@teste.com.br');
    await user.type(screen.getByLabelText('Senha'), 'SenhaForte1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
