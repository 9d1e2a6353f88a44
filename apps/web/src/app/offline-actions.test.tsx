import { onlineManager, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '@/app/toast-host';
import { api, ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';

const OFFLINE = 'Sem conexão. Tente de novo quando estiver online.';

/** A screen's action as the app writes them: its own error toast, with the server's message. */
function ApplyButton() {
  const apply = useMutation({
    mutationFn: () => api('/jobs/job-1/applications', { method: 'POST' }),
    onError: (error) =>
      toast.error('Erro ao enviar candidatura', { description: error instanceof ApiError ? error.message : '' }),
  });
  return (
    <button type="button" disabled={apply.isPending} onClick={() => apply.mutate()}>
      {apply.isPending ? 'Enviando...' : 'Candidatar-se'}
    </button>
  );
}

/** A form that shows its errors itself, with no toast of its own. */
function SaveButton() {
  const save = useMutation({ mutationFn: () => api('/profile', { method: 'PUT', body: {} }) });
  return (
    <button type="button" onClick={() => save.mutate()}>
      {save.isPending ? 'Salvando...' : 'Salvar'}
    </button>
  );
}

function renderApp() {
  render(
    <QueryClientProvider client={queryClient}>
      <ApplyButton />
      <SaveButton />
      <ToastHost />
    </QueryClientProvider>,
  );
}

const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
});

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
  onlineManager.setOnline(true);
  queryClient.getMutationCache().clear();
});

describe('an action tried offline', () => {
  it('says at once, in one toast, that it needs a connection, and the button is usable again', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Candidatar-se' }));

    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(screen.getAllByText(OFFLINE)).toHaveLength(1);
    expect(screen.queryByText('Erro ao enviar candidatura')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Candidatar-se' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Enviando...' })).not.toBeInTheDocument();
    // Nothing was sent, nor waits to be sent when the network comes back.
    expect(fetchSpy).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says so too where the screen shows no toast of its own', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });

  it('is sent as usual online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    onlineManager.setOnline(true);
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Candidatar-se' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });
});
