import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '@vamos/shared/schemas/profile';
import { meQueryKey, type Me } from '@/lib/auth';
import { ContractorProfilePage } from './contractor-profile-page';

/** The company's profile as GET /api/profile answers it, to its owner and to its managers alike. */
const companyProfile: OwnProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'caio@buffetsol.com.br',
  user_type: 'contractor',
  full_name: 'Caio Lima',
  cpf: '52998224725',
  phone: '11999999999',
  position: null,
  description: null,
  address: null,
  avatar_url: null,
  company_name: 'Buffet Sol',
  company_legal_name: 'Buffet Sol Eventos Ltda',
  company_sector: 'Buffet',
  cnpj: '11222333000181',
  company_phone: '1122223333',
  company_email: 'contato@buffetsol.com.br',
  company_logo_url: null,
  updated_at: '2026-11-20T12:00:00.000Z',
};

const person = (company_role: 'owner' | 'manager', full_name: string, email: string): Me => ({
  id: company_role === 'owner' ? companyProfile.id : '00000000-0000-4000-8000-000000000002',
  email,
  role: 'contractor',
  full_name,
  avatar_url: null,
  company_id: companyProfile.id,
  company_role,
  company_name: 'Buffet Sol',
});

function renderPage(me: Me) {
  const requests: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method ?? 'GET' });
      return new Response(JSON.stringify(companyProfile), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(meQueryKey, me);
  const router = createMemoryRouter([{ path: '/contractor/profile', element: <ContractorProfilePage /> }], {
    initialEntries: ['/contractor/profile'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests };
}

afterEach(() => vi.unstubAllGlobals());

describe('Meu Perfil of a contractor', () => {
  it('shows a manager the company’s data to read only, with their own name and e-mail', async () => {
    const { requests } = renderPage(person('manager', 'Bia Ramos', 'bia@buffetsol.com.br'));
    expect(
      await screen.findByText('Você é gerente de Buffet Sol. Só o titular altera os dados da empresa.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Dados Pessoais' })).toBeVisible();
    expect(screen.getByText('Bia Ramos')).toBeVisible();
    expect(screen.getByText('bia@buffetsol.com.br')).toBeVisible();
    expect(screen.getByText('Buffet Sol Eventos Ltda')).toBeVisible();
    expect(screen.getByText('11.222.333/0001-81')).toBeVisible();
    expect(screen.getByText('contato@buffetsol.com.br')).toBeVisible();
    // Nothing to change: no field, no save, no photo or logo to send; the owner's name is not theirs.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salvar|Alterar|Remover/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Caio Lima')).not.toBeInTheDocument();
    expect(requests).toEqual([{ url: '/api/profile', method: 'GET' }]);
  });

  it('gives the owner the forms of both', async () => {
    renderPage(person('owner', 'Caio Lima', 'caio@buffetsol.com.br'));
    expect(await screen.findByRole('button', { name: 'Salvar Dados Empresariais' })).toBeVisible();
    expect(screen.queryByText(/Você é gerente de/)).not.toBeInTheDocument();
  });
});
