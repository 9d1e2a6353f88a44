import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobsKeys } from '@/api/jobs';
import { toast } from '@/lib/toast';
import { recordToasts } from '@/test/toasts';
import { HIDDEN_TOAST, HideContractorButton } from './hide-contractor-button';

recordToasts();
afterEach(() => vi.unstubAllGlobals());

function renderJob(answer: () => Response) {
  const writes: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      writes.push({ url, method: init?.method ?? 'GET' });
      return answer();
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The board, as it was cached before the job was opened.
  client.setQueryData(jobsKeys.list({}), { items: [] });
  const router = createMemoryRouter(
    [
      { path: '/jobs/:id', element: <HideContractorButton jobId="j1" company="Bar do João" /> },
      { path: '/freelancer/jobs', element: <h1>Vagas</h1> },
    ],
    { initialEntries: ['/jobs/j1'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { writes, client, router, user: userEvent.setup() };
}

describe('Ocultar vagas deste contratante', () => {
  it('asks first, then hides the contractor, says so and goes back to a refreshed board', async () => {
    const { writes, client, router, user } = renderJob(() => new Response(null, { status: 204 }));
    await user.click(screen.getByRole('button', { name: 'Ocultar vagas deste contratante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ocultar vagas deste contratante?' });
    expect(dialog).toHaveTextContent('As vagas de Bar do João deixam de aparecer para você');
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    expect(await screen.findByRole('heading', { name: 'Vagas' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/freelancer/jobs');
    expect(writes).toEqual([{ url: '/api/jobs/j1/hide-contractor', method: 'POST' }]);
    expect(toast.success).toHaveBeenCalledWith(HIDDEN_TOAST);
    expect(HIDDEN_TOAST).toBe('Você não verá mais as vagas deste contratante.');
    expect(client.getQueryState(jobsKeys.list({}))?.isInvalidated).toBe(true);
  });

  it("stays on the job and shows the server's message when refused", async () => {
    const message = 'Vaga não encontrada';
    const { router, user } = renderJob(
      () =>
        new Response(JSON.stringify({ error: { code: 'JOB_NOT_FOUND', message } }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Ocultar vagas deste contratante' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ocultar vagas deste contratante?' })).getByRole('button', {
        name: 'Ocultar',
      }),
    );
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Não foi possível ocultar', { description: message }),
    );
    expect(router.state.location.pathname).toBe('/jobs/j1');
  });
});
