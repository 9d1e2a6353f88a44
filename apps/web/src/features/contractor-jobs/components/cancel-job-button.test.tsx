import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CancellationConsequence } from '@vamos/shared/cancellation-policy';
import { CancelJobButton } from './cancel-job-button';

function renderButton(approvedCount: number, consequence: CancellationConsequence | null = null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CancelJobButton jobId="j1" approvedCount={approvedCount} consequence={consequence} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('CancelJobButton: the dialog is named for what it does', { timeout: 20_000 }, () => {
  it('"Cancelar evento?", with what cancelling does to the candidates, the coins and the credits', async () => {
    const user = renderButton(2);
    await user.click(screen.getByRole('button', { name: 'Cancelar evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar evento?' });
    expect(dialog).toHaveTextContent('A vaga sai da lista e as candidaturas pendentes são encerradas.');
    expect(dialog).toHaveTextContent(
      'Os 2 freelancers aprovados serão avisados e recebem de volta as moedas pagas pela candidatura.',
    );
    expect(dialog).toHaveTextContent('Os créditos já usados não são devolvidos.');
    expect(dialog).not.toHaveTextContent(/exclus/i);
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeVisible();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('on a guaranteed-pay job it says what each freelancer receives and what comes back, by PIX', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const user = renderButton(1, {
      booked: 1,
      hours_left: 10,
      late: true,
      compensation_coins: 10,
      pay: { share_cents: 5_000, refund_cents: 5_500 },
    });
    await user.click(screen.getByRole('button', { name: 'Cancelar evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar evento?' });
    expect(dialog).toHaveTextContent(
      'Pagamento garantido: o freelancer aprovado recebe R$ 50,00 por PIX, e R$ 55,00 voltam para você por PIX.',
    );
  });

  it('a late cancellation says beforehand what each booked freelancer receives, and sends what it said', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const user = renderButton(2, { booked: 2, hours_left: 5, late: true, compensation_coins: 10, pay: null });
    await user.click(screen.getByRole('button', { name: 'Cancelar evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar evento?' });
    expect(dialog).toHaveTextContent(
      'Faltam 5 horas para o evento: cada um dos 2 freelancers aprovados recebe de volta as moedas pagas e mais 10 moedas de compensação. O cancelamento conta como em cima da hora no seu histórico.',
    );
    expect(within(dialog).getByRole('link', { name: 'Política de cancelamento' })).toHaveAttribute(
      'href',
      '/politica-de-cancelamento',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar evento' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/contractor/jobs/j1/cancel');
    expect(JSON.parse(String(init.body))).toEqual({ expected_late: true });
  });
});
