import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { SignupPage } from '../../pages/signup-page';

function renderSignup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/cadastro']}>
        <SignupPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), queryClient };
}

/** Waits until the inline messages, in page order, are `expected`. */
async function expectAlerts(expected: string[]) {
  await waitFor(() => expect(screen.queryAllByRole('alert').map((el) => el.textContent ?? '')).toEqual(expected));
}

const next = () => screen.getByRole('button', { name: /Próximo/ });

async function fillPersonal(user: UserEvent, email = 'maria@example.com') {
  await user.type(screen.getByLabelText('Nome completo'), 'Maria da Silva');
  await user.type(screen.getByLabelText('CPF'), '52998224725');
  await user.type(screen.getByLabelText('Telefone'), '11987654321');
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), 'Senha123');
  await user.type(screen.getByLabelText('Confirmar senha'), 'Senha123');
}

describe('signup wizard', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // jsdom has no ResizeObserver; the Radix checkbox of the terms measures itself with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('blocks Próximo on step 1 and shows one message per field, in the spec order', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: /Cadastro Freelancer/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cadastro Freelancer' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Etapa 1 de 3' })).toBeInTheDocument();

    await user.click(next());
    await expectAlerts([
      'Nome obrigatório',
      'CPF inválido',
      'Telefone inválido',
      'E-mail obrigatório',
      'Senha obrigatória',
      'Senhas não coincidem',
    ]);
    expect(screen.getByLabelText('Nome completo')).toHaveFocus();
    expect(screen.getByText('Etapa 1 de 3')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome completo'), 'Maria');
    await user.type(screen.getByLabelText('CPF'), '11111111111');
    await user.type(screen.getByLabelText('Telefone'), '119999');
    await user.type(screen.getByLabelText('E-mail'), 'maria');
    await user.type(screen.getByLabelText('Senha'), 'senha');
    await user.type(screen.getByLabelText('Confirmar senha'), 'outra');
    await user.click(next());
    await expectAlerts([
      'Nome incompleto',
      'CPF inválido',
      'Telefone inválido',
      'E-mail inválido',
      'Senha não atende aos critériosFaltam: 8 caracteres, 1 letra maiúscula, 1 número',
      'Senhas não coincidem',
    ]);
    expect(screen.getByLabelText('Nome completo')).toHaveFocus();
    expect(screen.getByText('Etapa 1 de 3')).toBeInTheDocument();
  });

  it('moves on with valid steps, and Anterior and Voltar keep what was typed', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: /Cadastro Freelancer/ }));
    await fillPersonal(user);
    await user.click(next());

    expect(await screen.findByRole('heading', { name: 'Perfil profissional' })).toHaveFocus();
    expect(screen.getByText('Etapa 2 de 3')).toBeInTheDocument();
    await user.click(next());
    await expectAlerts(['Cargo obrigatório', 'Descrição muito curta']);

    await user.click(screen.getByRole('checkbox', { name: 'Garçom' }));
    await user.type(screen.getByLabelText('Descrição'), 'Garçom há 5 anos');
    expect(screen.getByText('16/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));

    expect(screen.getByText('Etapa 1 de 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Maria da Silva');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('Senha')).toHaveValue('Senha123');

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Cadastro Freelancer/ }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@example.com');

    await user.click(next());
    expect(await screen.findByRole('checkbox', { name: 'Garçom' })).toBeChecked();
    expect(screen.getByLabelText('Descrição')).toHaveValue('Garçom há 5 anos');
    await user.click(next());
    await expectAlerts(['Descrição muito curta']);
    await user.type(screen.getByLabelText('Descrição'), ' em buffets e eventos.');
    await user.click(next());

    expect(await screen.findByText('Etapa 3 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finalizar Cadastro' }));
    await expectAlerts([
      'CEP inválido',
      'Estado obrigatório',
      'Cidade obrigatória',
      'Bairro obrigatório',
      'Rua obrigatória',
      'Número obrigatório',
      'Termos de uso obrigatórios',
    ]);
    expect(screen.getByLabelText('CEP')).toHaveFocus();
  });

  it('asks for a company e-mail different from the personal one', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: /Cadastro Contratante/ }));
    await fillPersonal(user, 'dono@bar.com.br');
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Dados da empresa' })).toBeInTheDocument();

    await user.click(next());
    await expectAlerts([
      'Nome fantasia obrigatório',
      'Razão social obrigatória',
      'Setor obrigatório',
      'CNPJ inválido',
      'Telefone inválido',
      'E-mail obrigatório',
    ]);

    await user.type(screen.getByLabelText('Nome fantasia'), 'Bar do Zé');
    await user.type(screen.getByLabelText('Razão social'), 'Zé Bares Ltda');
    await user.selectOptions(screen.getByLabelText('Setor'), 'Bar');
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await user.type(screen.getByLabelText('Telefone da empresa'), '1133334444');
    await user.type(screen.getByLabelText('E-mail da empresa'), 'DONO@bar.com.br');
    await user.click(next());
    await expectAlerts(['E-mails iguais']);
    expect(screen.getByLabelText('E-mail da empresa')).toHaveFocus();
  });

  it('sends the account and, when the e-mail is taken, goes back to step 1 with the message on the e-mail', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/api/address/cep/')) {
        return Response.json({
          cep: '01310100',
          street: 'Avenida Paulista',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'sp',
        });
      }
      return Response.json({ error: { code: 'EMAIL_TAKEN', message: ERROR_MESSAGES.EMAIL_TAKEN } }, { status: 409 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: /Cadastro Freelancer/ }));
    await fillPersonal(user);
    await user.click(next());
    await user.click(await screen.findByRole('checkbox', { name: 'Garçom' }));
    await user.click(screen.getByRole('checkbox', { name: 'Segurança' }));
    await user.type(screen.getByLabelText('Descrição'), 'Experiência em eventos e casamentos.');
    await user.click(next());

    await user.type(await screen.findByLabelText('CEP'), '01310100');
    expect(await screen.findByDisplayValue('Avenida Paulista')).toBeInTheDocument();
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByLabelText('Estado')).toHaveValue('SP');
    expect(screen.getByLabelText('Número')).toHaveFocus();
    await user.type(screen.getByLabelText('Número'), '1000');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await user.click(screen.getByRole('button', { name: 'Finalizar Cadastro' }));

    const email = await screen.findByLabelText('E-mail');
    expect(email).toHaveFocus();
    expect(within(email.parentElement as HTMLElement).getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.EMAIL_TAKEN);

    const signupCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/signup') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(signupCall[1].body))).toEqual({
      user_type: 'freelancer',
      full_name: 'Maria da Silva',
      cpf: '52998224725',
      phone: '11987654321',
      email: 'maria@example.com',
      password: 'Senha123',
      positions: ['Garçom', 'Segurança'],
      description: 'Experiência em eventos e casamentos.',
      address: {
        cep: '01310100',
        state: 'SP',
        city: 'São Paulo',
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        complement: '',
      },
      terms: true,
    });
  });
});
