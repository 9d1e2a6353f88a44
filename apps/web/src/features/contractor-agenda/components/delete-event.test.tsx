import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgendaItemView } from '@vamos/shared/schemas/agenda';
import { toast } from '@/lib/toast';
import { AgendaEventCard } from './agenda-event-card';
import { DeleteEventDialog } from './delete-event-dialog';
import { recordToasts } from '@/test/toasts';

recordToasts();

const ITEM: AgendaItemView = {
  id: 'e1',
  title: 'Reunião com fornecedor',
  description: null,
  date: '2026-12-12',
  start_time: '10:00:00',
  end_time: '11:00:00',
  type: 'meeting',
  status: 'scheduled',
  ends_next_day: false,
  job_id: null,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  booked: [],
  can: { edit: true, delete: true },
};

/** One event of the contractor's agenda and its delete dialog, as the agenda page wires them. */
function Agenda() {
  const [toDelete, setToDelete] = useState<AgendaItemView | null>(null);
  return (
    <>
      <ul>
        <AgendaEventCard item={ITEM} onDelete={() => setToDelete(ITEM)} />
      </ul>
      <DeleteEventDialog item={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}

describe('deleting an event of the contractor agenda says "Excluir", never "Deletar"', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks, deletes and tells', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Agenda />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Excluir Reunião com fornecedor' });
    expect(button).toHaveTextContent('Excluir');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Excluir evento' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir este evento? Reunião com fornecedor');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Evento excluído com sucesso!'));
    expect(fetchMock).toHaveBeenCalledWith('/api/agenda/e1', expect.objectContaining({ method: 'DELETE' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveTextContent(/delet/i);
  });

  it('a failure says "Erro ao excluir evento"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'INTERNAL', message: 'Erro interno. Tente novamente.' } }, { status: 500 }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Agenda />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excluir Reunião com fornecedor' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erro ao excluir evento', expect.anything()));
  });
});
