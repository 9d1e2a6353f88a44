import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import { recordToasts } from '@/test/toasts';
import { PresenceActions } from './presence-actions';

recordToasts();

const NONE = { confirmed_at: null, checked_in_at: null, checked_out_at: null, unconfirmed: false };

function item(overrides: Partial<FreelancerAgendaItem> = {}): FreelancerAgendaItem {
  return {
    id: 's1',
    title: 'Garçom',
    description: 'Bela Vista',
    date: '2026-12-12',
    start_time: '19:00',
    end_time: '23:00',
    ends_next_day: false,
    type: 'job',
    status: 'confirmed',
    job_id: 'j1',
    created_at: '2026-12-01T12:00:00.000Z',
    updated_at: '2026-12-01T12:00:00.000Z',
    job: null,
    contractor: null,
    shift_state: 'approved',
    can: { complete: false, withdraw: true, evaluate: false, confirm: false, check_in: true },
    withdraw_consequence: null,
    presence: NONE,
    ...overrides,
  };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The card's presence buttons, with the API answering `answers` in order. */
function renderActions(shown: FreelancerAgendaItem, answers: Response[], url = '/freelancer/agenda') {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (to: string, init?: RequestInit) => {
      calls.push({ url: to, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answers.shift() ?? json({});
    }),
  );
  const router = createMemoryRouter([{ path: '/freelancer/agenda', element: <PresenceActions item={shown} /> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

// jsdom's accessible names drop the space before an sr-only span that browsers keep ('Cheguei em Garçom').
describe('PresenceActions', () => {
  it("'Cheguei': a short code is caught before sending; the server's refusal is said in the dialog", async () => {
    const refusal = {
      error: {
        code: 'CHECK_IN_CODE_EXPIRED',
        message: 'Este código é de outro dia. Peça ao contratante o código de hoje.',
      },
    };
    const { calls, user } = renderActions(item(), [json(refusal, 400)]);
    await user.click(await screen.findByRole('button', { name: /^Cheguei\s*em Garçom$/ }));
    // The dialog's code loads on the first tap (LazyDialog).
    const dialog = await screen.findByRole('dialog', { name: 'Registrar chegada' }, { timeout: 10_000 });
    const input = within(dialog).getByLabelText('Código do contratante');

    await user.type(input, '12a3');
    expect(input).toHaveValue('123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar chegada' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Digite os 6 números do código do contratante.');
    expect(calls).toEqual([]);

    await user.type(input, '4567');
    expect(input).toHaveValue('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar chegada' }));
    expect(await within(dialog).findByText(refusal.error.message)).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/freelancer/agenda/s1/check-in', body: { code: '123456' } }]);
  }, 20_000);

  it("'Vou comparecer' where the server allows it, focused when the reminder led here; confirmed, it says so", async () => {
    const shown = item({ can: { ...item().can, confirm: true, check_in: false } });
    const { calls, user } = renderActions(shown, [json(item())], '/freelancer/agenda?confirmar=s1');
    const confirm = await screen.findByRole('button', { name: /^Vou comparecer\s*a Garçom$/ });
    expect(confirm).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Cheguei/ })).not.toBeInTheDocument();
    await user.click(confirm);
    expect(calls.map((c) => c.url)).toEqual(['/api/freelancer/agenda/s1/confirm']);
  });

  it('says when the freelancer confirmed or arrived', () => {
    const at = new Date(2026, 11, 12, 18, 52).toISOString();
    renderActions(
      item({ can: { ...item().can, check_in: false }, presence: { ...NONE, confirmed_at: at, checked_in_at: at } }),
      [],
    );
    expect(screen.getByText('Chegada registrada às 18:52')).toBeInTheDocument();
  });
});
