import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTRACTOR_RECORD_DAYS,
  LATE_CANCELLATION_HOURS,
  NOTICE_BANDS,
  STRIKE_LIFETIME_DAYS,
} from '@vamos/shared/cancellation-policy';
import { CancellationPolicyPage } from './cancellation-policy-page';

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <CancellationPolicyPage /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/politica-de-cancelamento', () => {
  beforeEach(() => {
    // Signed out: the header asks who is signed in and hears 401.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Faça login' } }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has one title and its sections in order', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Política de Cancelamento');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Quando o freelancer desiste de um turno',
      '2. Quanto tempo vale uma advertência',
      '3. Quando o contratante cancela o evento',
      '4. Dúvidas',
    ]);
  });

  it("states the bands, the examples and the other numbers from the policy's module", () => {
    renderPage();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${NOTICE_BANDS[0].minHours} horas ou maisnenhuma`,
      'de 8 a menos de 24 horas1 advertência',
      'de 2 a menos de 8 horas2 advertências',
      'menos de 2 horas3 advertências',
    ]);
    expect(
      screen.getByText(/Faltam 24 horas ou mais para o turno: você não receberá advertência\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Faltam 5 horas para o turno: você receberá 2 advertências\./)).toBeInTheDocument();
    expect(screen.getByText(/Falta 1 hora para o turno: você receberá 3 advertências\./)).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain(`vale por ${STRIKE_LIFETIME_DAYS} dias`);
    expect(text).toContain('recebe de volta as moedas pagas pela candidatura');
  });

  it("states the contractor's late cancellation as the server applies it, with examples", () => {
    renderPage();
    const text = document.body.textContent ?? '';
    expect(text).toContain(`a menos de ${LATE_CANCELLATION_HOURS} horas do início do evento`);
    expect(text).toContain(`por ${CONTRACTOR_RECORD_DAYS} dias`);
    expect(
      screen.getByText(/Cancelado às 18:00 da véspera: cada freelancer aprovado recebe de volta as 10 moedas pagas\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Cancelado às 14:00 do dia: em cima da hora: cada freelancer aprovado recebe de volta as 10 moedas pagas e mais 10 moedas de compensação\./,
      ),
    ).toBeInTheDocument();
  });

  it('promises nothing the server does not apply yet (no-show, suspension, forgiveness)', () => {
    renderPage();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/não comparece|suspens|perdoad/i);
  });
});
