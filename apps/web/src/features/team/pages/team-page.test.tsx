import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockedFreelancer, TeamMember } from '@vamos/shared/schemas/team';
import { TeamPage } from './team-page';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function member(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    freelancer_id: crypto.randomUUID(),
    full_name: 'Maria da Silva',
    avatar_url: null,
    position: 'Garçom',
    average_rating: 4.8,
    total_evaluations: 12,
    reliability: { attendance_percent: 97, shifts: 34 },
    shifts_with_me: 5,
    last_shift_date: '2026-11-20',
    added_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

const maria = member({ freelancer_id: '00000000-0000-4000-8000-000000000001' });
const joao = member({
  freelancer_id: '00000000-0000-4000-8000-000000000002',
  full_name: 'João Souza',
  position: 'Bartender',
  average_rating: null,
  total_evaluations: 0,
  reliability: { attendance_percent: null, shifts: 1 },
  shifts_with_me: 0,
  last_shift_date: null,
});

/**
 * The page with the API's team answering `?q=` as the server would (by name), and the writes
 * recorded; `blocked` answers GET /api/contractor/blocks.
 */
function renderPage(members: TeamMember[], blocked: BlockedFreelancer[] = []) {
  const reads: string[] = [];
  const writes: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (to: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        writes.push({ url: to, method });
        return new Response(null, { status: 204 });
      }
      reads.push(to);
      const url = new URL(to, 'http://localhost');
      if (url.pathname === '/api/contractor/blocks') return json({ blocked });
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const position = url.searchParams.get('position');
      return json({
        members: members.filter((m) => m.full_name.toLowerCase().includes(q) && (!position || m.position === position)),
      });
    }),
  );
  const router = createMemoryRouter([{ path: '/contractor/equipe', element: <TeamPage /> }], {
    initialEntries: ['/contractor/equipe'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { reads, writes, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('Minha equipe', () => {
  it('lists each member with their figures and a link to their profile', async () => {
    renderPage([maria, joao]);
    expect(screen.getByRole('heading', { level: 1, name: 'Minha equipe' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Membros da equipe' });
    const first = within(within(list).getByRole('listitem', { name: 'Maria da Silva' }));
    expect(first.getByText('Garçom')).toBeVisible();
    expect(first.getByText('4,8 · 12 avaliações')).toBeVisible();
    expect(first.getByText('97% de comparecimento · 34 turnos')).toBeVisible();
    expect(first.getByText('Turnos com você: 5', { exact: false })).toBeVisible();
    expect(first.getByText('Último turno: 20/11/2026')).toBeVisible();
    expect(first.getByRole('link', { name: 'Ver perfil de Maria da Silva' })).toHaveAttribute(
      'href',
      `/contractor/freelancer/${maria.freelancer_id}`,
    );
    const second = within(within(list).getByRole('listitem', { name: 'João Souza' }));
    expect(second.getByText('Sem avaliações')).toBeVisible();
    expect(second.getByText('Turnos com você: 0', { exact: false })).toBeVisible();
    expect(second.getByText('Nenhum turno ainda')).toBeVisible();
  });

  it('searches by name and filters by position on the server', async () => {
    const { reads, user } = renderPage([maria, joao]);
    const list = await screen.findByRole('list', { name: 'Membros da equipe' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.type(screen.getByLabelText('Buscar por nome'), 'joão');
    await vi.waitFor(() => expect(reads).toContain('/api/contractor/team?q=jo%C3%A3o'));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('listitem', { name: 'João Souza' })).toBeVisible();
    await user.clear(screen.getByLabelText('Buscar por nome'));
    const position = screen.getByLabelText('Função');
    expect(
      within(position)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas as funções', 'Bartender', 'Garçom']);
    await user.selectOptions(position, 'Garçom');
    await vi.waitFor(() => expect(reads).toContain('/api/contractor/team?position=Gar%C3%A7om'));
    await vi.waitFor(() => {
      const shown = screen.getByRole('list', { name: 'Membros da equipe' });
      expect(
        within(shown)
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-labelledby')),
      ).toEqual([`member-${maria.freelancer_id}`]);
    });
  });

  it('removes a member only once confirmed', async () => {
    const { writes, user } = renderPage([maria]);
    await user.click(await screen.findByRole('button', { name: 'Remover Maria da Silva da equipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Maria da Silva da equipe?' });
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await vi.waitFor(() =>
      expect(writes).toEqual([{ url: `/api/contractor/team/${maria.freelancer_id}`, method: 'DELETE' }]),
    );
  });

  it('says the team is empty, and lists the blocked freelancers with Desbloquear', async () => {
    const blockedId = '00000000-0000-4000-8000-000000000009';
    const { writes, user } = renderPage(
      [],
      [{ freelancer_id: blockedId, full_name: 'Pedro Lima', avatar_url: null, blocked_at: '2026-11-02T12:00:00.000Z' }],
    );
    expect(await screen.findByText('Sua equipe está vazia')).toBeVisible();
    expect(screen.getByText('Adicione freelancers pelo card do candidato ou pelo perfil.')).toBeVisible();
    const blocked = await screen.findByRole('list', { name: 'Freelancers bloqueados' });
    expect(within(blocked).getByText('Pedro Lima')).toBeVisible();
    await user.click(within(blocked).getByRole('button', { name: 'Desbloquear Pedro Lima' }));
    await vi.waitFor(() => expect(writes).toEqual([{ url: `/api/contractor/blocks/${blockedId}`, method: 'DELETE' }]));
  });
});
