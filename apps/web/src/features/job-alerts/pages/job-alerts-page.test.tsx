import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobAlertList, JobAlertView } from '@vamos/shared/schemas/job-alerts';
import { JobAlertsPage } from './job-alerts-page';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function alert(overrides: Partial<JobAlertView> = {}): JobAlertView {
  return {
    id: crypto.randomUUID(),
    segments: ['BARTENDER'],
    city: 'São Paulo',
    neighborhoods: ['Pinheiros'],
    days: [0, 6],
    min_salary_cents: 15_000,
    frequency: 'daily',
    active: true,
    created_at: '2026-11-26T12:00:00.000Z',
    ...overrides,
  };
}

/** The page at `url` with the API answering `list` to GET and recording the writes. */
function renderPage(url: string, list: JobAlertList) {
  const writes: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (to: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json(list);
      writes.push({ url: to, method, body: init?.body ? JSON.parse(String(init.body)) : null });
      return json(alert(), 201);
    }),
  );
  const router = createMemoryRouter([{ path: '/freelancer/alertas', element: <JobAlertsPage /> }], {
    initialEntries: [url],
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

describe('Alertas de vagas', () => {
  it('opens the new alert prefilled from the board’s filters and saves what the person sees', async () => {
    const { writes, user } = renderPage('/freelancer/alertas?novo=1&cidade=Santos&valor_min=15000&funcao=GARCOM', {
      items: [],
      max: 10,
    });
    const form = await screen.findByRole('form', { name: 'Novo alerta' });
    expect(within(form).getByLabelText('Cidade')).toHaveValue('Santos');
    expect(within(form).getByLabelText('Valor mínimo (opcional)')).toHaveValue('R$\u00a0150,00');
    expect(within(form).getByRole('checkbox', { name: 'Garçom' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Sábado' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Segunda' }));
    await user.click(within(form).getByRole('radio', { name: /Resumo diário/ }));
    await user.type(within(form).getByLabelText('Bairros (opcional)'), 'Gonzaga, Boqueirão');
    await user.click(within(form).getByRole('button', { name: 'Salvar alerta' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      url: '/api/freelancer/job-alerts',
      body: {
        segments: ['GARCOM'],
        city: 'Santos',
        neighborhoods: ['Gonzaga', 'Boqueirão'],
        days: [0, 2, 3, 4, 5, 6],
        min_salary_cents: 15_000,
        frequency: 'daily',
        active: true,
      },
    });
  });

  it('says what is missing in Portuguese and sends nothing', async () => {
    const { writes, user } = renderPage('/freelancer/alertas?novo=1', { items: [], max: 10 });
    const form = await screen.findByRole('form', { name: 'Novo alerta' });
    for (const day of ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo']) {
      await user.click(within(form).getByRole('checkbox', { name: day }));
    }
    await user.click(within(form).getByRole('button', { name: 'Salvar alerta' }));
    expect(await within(form).findByText('Informe a cidade')).toBeVisible();
    expect(within(form).getByText('Escolha pelo menos um dia da semana')).toBeVisible();
    expect(writes).toEqual([]);
  });

  it('lists the alerts in words, and at 10 offers no new one', async () => {
    renderPage('/freelancer/alertas', { items: Array.from({ length: 10 }, () => alert()), max: 10 });
    const list = await screen.findByRole('list', { name: 'Meus alertas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(
      within(list).getAllByText('Bartender · São Paulo (Pinheiros) · Sáb e Dom · a partir de R$ 150,00')[0],
    ).toBeVisible();
    expect(within(list).getAllByText('Resumo diário')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Novo alerta' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Você já tem 10 alertas, o máximo permitido.');
  });
});
