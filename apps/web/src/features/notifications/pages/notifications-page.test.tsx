import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPage, NotificationView } from '@vamos/shared/schemas/notifications';
import { bellLabel } from '@/components/layout/notification-bell';
import { dayLabel, groupByDay, NotificationsPage } from './notifications-page';

const NOW = new Date(2026, 10, 25, 15, 0);

function notification(overrides: Partial<NotificationView>): NotificationView {
  return {
    id: crypto.randomUUID(),
    kind: 'application_approved',
    title: 'Você foi aprovado em Garçom — 12/12!',
    body: '12/12/2026, das 18:00 às 23:30, em Avenida Paulista, 1000.',
    link: '/jobs/abc',
    action_label: null,
    read: false,
    created_at: NOW.toISOString(),
    ...overrides,
  };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The page at /notificacoes with the API answering `pages` in order, then 204 for the writes. */
function renderPage(pages: NotificationPage[]) {
  const calls: { url: string; method: string }[] = [];
  const queue = [...pages];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (method === 'POST')
        return url.endsWith('read-all') ? json({ updated: 2 }) : new Response(null, { status: 204 });
      return json(queue.length > 1 ? queue.shift() : queue[0]);
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/notificacoes', element: <NotificationsPage /> },
      { path: '/jobs/:id', element: <h1>Detalhe da vaga</h1> },
    ],
    { initialEntries: ['/notificacoes'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('groupByDay', () => {
  it('groups newest first under Hoje, Ontem and the weekday', () => {
    const today = notification({ created_at: new Date(2026, 10, 25, 9, 0).toISOString() });
    const yesterday = notification({ created_at: new Date(2026, 10, 24, 22, 0).toISOString() });
    const older = notification({ created_at: new Date(2026, 10, 20, 8, 0).toISOString() });
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    try {
      expect(groupByDay([today, yesterday, older], NOW).map((g) => [g.label, g.items.length])).toEqual([
        ['Hoje', 1],
        ['Ontem', 1],
        ['sexta-feira, 20 de novembro', 1],
      ]);
      expect(dayLabel(new Date(2025, 0, 3), NOW)).toBe('3 de janeiro de 2025');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('bellLabel', () => {
  it('says how many are unread, in the right number', () => {
    expect(bellLabel(0)).toBe('Notificações');
    expect(bellLabel(1)).toBe('Notificações, 1 não lida');
    expect(bellLabel(3)).toBe('Notificações, 3 não lidas');
  });
});

describe('NotificationsPage', () => {
  // The page groups by the browser's day: the clock says NOW, the day the notifications are from
  // (on the real clock this file failed every day after 2026-11-25). Only Date is faked.
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the empty state, with nothing to mark', async () => {
    renderPage([{ items: [], next_cursor: null, unread_count: 0 }]);
    expect(await screen.findByText('Nenhuma notificação por enquanto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });

  it('opens a notification on its screen and marks it read', async () => {
    const approved = notification({});
    const { calls, user } = renderPage([{ items: [approved], next_cursor: null, unread_count: 1 }]);
    const link = await screen.findByRole('link', { name: /Não lida: Você foi aprovado em Garçom — 12\/12!/ });
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Detalhe da vaga' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({ url: `/api/notifications/${approved.id}/read`, method: 'POST' }),
    );
  });

  it("'Marcar todas como lidas' marks them all; 'Carregar mais' brings the next page", async () => {
    const first = notification({ title: 'Primeira' });
    const second = notification({ title: 'Segunda', read: true, kind: 'payment_confirmed' });
    const { calls, user } = renderPage([
      { items: [first], next_cursor: 'c1', unread_count: 1 },
      { items: [second], next_cursor: null, unread_count: 1 },
    ]);
    const today = await screen.findByRole('region', { name: 'Hoje' });
    expect(within(today).getByRole('link', { name: /Primeira/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: /Segunda/ })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/notifications?cursor=c1');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(calls).toContainEqual({ url: '/api/notifications/read-all', method: 'POST' }));
  });
});
