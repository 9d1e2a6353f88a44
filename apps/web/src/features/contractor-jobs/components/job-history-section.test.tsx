import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobHistoryEntry } from '@vamos/shared/schemas/job-history';
import { queryKeysFor } from '@/lib/realtime';
import { JobHistorySection } from './job-history-section';

/** The history as GET /api/contractor/jobs/j1/history answers it now (changed by the test). */
function serve(entries: JobHistoryEntry[]) {
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('/api/contractor/jobs/j1/history')
      ? new Response(JSON.stringify({ entries }), { headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JobHistorySection jobId="j1" />
    </QueryClientProvider>,
  );
  return client;
}

const entry = (at: string, action: JobHistoryEntry['action'], actor: string, freelancer: string | null = null) => ({
  at,
  action,
  actor_name: actor,
  freelancer_name: freelancer,
});

describe("the job's 'Histórico'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists who did what, oldest first, each at its São Paulo time', async () => {
    serve([
      entry('2026-11-27T12:00:00.000Z', 'published', 'Ana Souza'),
      entry('2026-11-27T17:05:00.000Z', 'approved', 'Bruno Lima', 'João Silva'),
      entry('2026-11-27T17:06:00.000Z', 'rejected', 'Bruno Lima', 'Carla Dias'),
      entry('2026-11-27T17:07:00.000Z', 'reserved', 'Bruno Lima', 'Luís Costa'),
      entry('2026-11-27T17:08:00.000Z', 'invited', 'Bruno Lima', 'Rita Alves'),
      entry('2026-11-28T01:30:00.000Z', 'edited', 'Bruno Lima'),
      entry('2026-11-28T01:31:00.000Z', 'moved', 'Bruno Lima'),
      entry('2026-11-28T01:32:00.000Z', 'photo_changed', 'Ana Souza'),
      entry('2026-11-29T23:00:00.000Z', 'completed', 'Ana Souza'),
      entry('2026-11-29T23:00:00.000Z', 'attended', 'Ana Souza', 'João Silva'),
      entry('2026-11-29T23:00:00.000Z', 'no_show', 'Ana Souza', 'Pedro Reis'),
      entry('2026-11-30T10:00:00.000Z', 'rated', 'Ana Souza', 'João Silva'),
      entry('2026-12-01T10:00:00.000Z', 'cancelled', 'Bruno Lima'),
    ]);
    renderSection();
    const heading = screen.getByRole('heading', { level: 2, name: 'Histórico' });
    const list = await screen.findByRole('list');
    expect(heading.closest('section')).toContainElement(list);
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Publicada por Ana Souza27/11, 09:00',
      'Aprovado por Bruno Lima · João Silva27/11, 14:05',
      'Recusado por Bruno Lima · Carla Dias27/11, 14:06',
      'Aprovado como reserva por Bruno Lima · Luís Costa27/11, 14:07',
      'Convidado por Bruno Lima · Rita Alves27/11, 14:08',
      // 01:30 UTC is still the 27th in São Paulo.
      'Editada por Bruno Lima27/11, 22:30',
      'Data ou horário alterados por Bruno Lima27/11, 22:31',
      'Foto alterada por Ana Souza27/11, 22:32',
      'Concluída por Ana Souza29/11, 20:00',
      'Presença confirmada por Ana Souza · João Silva29/11, 20:00',
      'Falta marcada por Ana Souza · Pedro Reis29/11, 20:00',
      'Avaliado por Ana Souza · João Silva30/11, 07:00',
      'Cancelada por Bruno Lima01/12, 07:00',
    ]);
    expect(within(items[1]!).getByText('27/11, 14:05')).toHaveAttribute('datetime', '2026-11-27T17:05:00.000Z');
  });

  it('says so when a job has no entries (published before the history was kept)', async () => {
    serve([]);
    renderSection();
    expect(await screen.findByText('Sem registros ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("refetches when the job's live events arrive", async () => {
    const entries = [entry('2026-11-27T12:00:00.000Z', 'published', 'Ana Souza')];
    const fetch = serve(entries);
    const client = renderSection();
    expect(await screen.findByText('Publicada por Ana Souza')).toBeInTheDocument();

    entries.push(entry('2026-11-27T13:00:00.000Z', 'approved', 'Bruno Lima', 'João Silva'));
    const keys = queryKeysFor({ type: 'application.approved', ids: { jobId: 'j1' } });
    await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    expect(await screen.findByText('Aprovado por Bruno Lima · João Silva')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says in Portuguese when the history cannot be read, and offers to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'JOB_NOT_FOUND', message: 'Vaga não encontrada' } }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o histórico.');
    expect(alert).toHaveTextContent('Vaga não encontrada');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
