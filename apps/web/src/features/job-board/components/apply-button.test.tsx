import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShiftState } from '@vamos/shared/shift-states';
import { ApplyButton } from './apply-button';

const JOB = { id: '5d0c6a9e-2f1b-4c3d-9a51-0e7b8d2c4f01', title: 'Garçom', company: 'Bar do Zé', application_cost: 15 };

function renderButton(coins: number | undefined, status: ShiftState | null = null, canApply = status === null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const job = { ...JOB, my_application: status ? { status } : null, can: { apply: canApply } };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ApplyButton job={job} coins={coins} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('ApplyButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('with enough coins, asks for confirmation and says coins are charged only on approval', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            id: 'a1',
            job_id: JOB.id,
            status: 'pending',
            application_cost: 15,
            applied_at: '2026-05-01T12:00:00.000Z',
            approved_at: null,
            decided_at: null,
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderButton(15);

    const button = screen.getByRole('button', { name: 'Candidatar-se' });
    expect(button).toBeEnabled();
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Confirmar candidatura' });
    expect(dialog).toHaveTextContent('As moedas só serão descontadas se você for aprovado.');
    expect(dialog).toHaveTextContent('15 moedas');
    expect(dialog).toHaveTextContent('Depois de aprovado, desistir perto do turno gera advertências');
    expect(screen.getByRole('link', { name: 'Política de cancelamento' })).toHaveAttribute(
      'href',
      '/politica-de-cancelamento',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Confirmar candidatura' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]).toEqual([`/api/jobs/${JOB.id}/apply`, expect.objectContaining({ method: 'POST' })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is disabled and reads "Moedas insuficientes" when the balance is below the cost', () => {
    renderButton(14);
    const button = screen.getByRole('button', { name: 'Moedas insuficientes' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Candidatar-se' })).not.toBeInTheDocument();
  });

  it('blocks a second application: "Candidatura enviada" while pending, even with coins to spare', () => {
    renderButton(100, 'pending');
    expect(screen.getByRole('button', { name: 'Candidatura enviada' })).toBeDisabled();
  });

  it('shows the decision on an application that is no longer pending', () => {
    renderButton(100, 'approved');
    expect(screen.getByRole('button', { name: 'Candidatura aprovada' })).toBeDisabled();
  });

  it.each([
    ['waitlisted', 'Vaga preenchida'],
    ['withdrawn', 'Você desistiu'],
    ['job_cancelled', 'Evento cancelado'],
  ] as const)("reads my shift's state when it is %s", (status, label) => {
    renderButton(100, status);
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
  });

  it('is disabled when the server says I may not apply, whatever my coins', () => {
    renderButton(100, null, false);
    expect(screen.getByRole('button', { name: 'Vaga indisponível' })).toBeDisabled();
  });

  it('stays usable while the balance is unknown (the server checks it)', () => {
    renderButton(undefined);
    expect(screen.getByRole('button', { name: 'Candidatar-se' })).toBeEnabled();
  });
});
